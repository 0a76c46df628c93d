import { chargerModelsHandler } from '@/features/hardware/routes'
import { withApiErrors } from '@/lib/http'

export const dynamic = 'force-dynamic'
export const GET = withApiErrors(chargerModelsHandler)
