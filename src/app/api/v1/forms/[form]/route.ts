import { after, NextResponse, type NextRequest } from 'next/server'

import { isFormName, maxBodyBytes } from '@/features/forms/definitions'
import { deliverClaimed } from '@/features/forms/delivery'
import { clientIp, formRateLimiter } from '@/features/forms/rateLimit'
import { submitForm } from '@/features/forms/submit'
import { jsonError, notFoundError, withApiErrors } from '@/lib/http'
import { payloadClient } from '@/lib/payload'

/** Every form posts here: `POST /api/v1/forms/{lead|partner|contact|job-application|newsletter|deletion-request}`. */
export const POST = withApiErrors(async (request: NextRequest, { params }: { params: Promise<{ form: string }> }) => {
  const { form } = await params
  if (!isFormName(form)) return notFoundError('Unknown form')
  if (Number(request.headers.get('content-length') ?? 0) > maxBodyBytes) return jsonError(413, 'too_large', `Request body is larger than ${maxBodyBytes} bytes`)
  let raw: string
  try {
    raw = await request.text()
  } catch {
    return jsonError(400, 'invalid_body', 'Request body could not be read')
  }
  const payload = await payloadClient()
  const outcome = await submitForm(payload, form, raw, {
    ip: clientIp(request.headers),
    acceptLanguage: request.headers.get('accept-language'),
    contentType: request.headers.get('content-type'),
    limiter: formRateLimiter(),
  })
  const claim = outcome.claim
  if (claim) after(() => deliverClaimed(payload, claim))
  return NextResponse.json(outcome.body, { status: outcome.status, headers: { 'Cache-Control': 'no-store', ...outcome.headers } })
})
