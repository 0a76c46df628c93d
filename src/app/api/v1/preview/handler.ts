import { previewHandler } from '@/features/content/preview/routes'

export const dynamic = 'force-dynamic'
export const GET = previewHandler
