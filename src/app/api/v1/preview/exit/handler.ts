import { exitPreviewHandler } from '@/features/content/preview/routes'

export const dynamic = 'force-dynamic'
export const GET = exitPreviewHandler
