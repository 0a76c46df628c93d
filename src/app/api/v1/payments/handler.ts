import { handleCreate } from '@/features/pay/routes'
import { withApiErrors } from '@/lib/http'

/** `POST /api/v1/payments`: starts an ad-hoc charging payment (JSON or the prepay page's form). */
export const POST = withApiErrors(handleCreate, { countAs: () => 'payment' })
