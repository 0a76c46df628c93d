import { handleWebhook } from '@/features/pay/routes'
import { withApiErrors } from '@/lib/http'

/** `POST /api/v1/payments/webhook/{provider}`: signed provider events (test, stripe). */
export const POST = withApiErrors(
  async (request: Request, { params }: { params: Promise<{ provider: string }> }) =>
    handleWebhook(request, (await params).provider),
)
