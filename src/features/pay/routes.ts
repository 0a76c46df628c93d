import { NextResponse } from 'next/server'

import { isLocale } from '@/i18n/locales'
import { badRequest, jsonError, readBody } from '@/lib/http'
import { isDatabaseUnavailable } from '@/lib/sql'
import { clientIp, rateLimiter } from '@/lib/rate-limit'
import { payloadClient } from '@/lib/payload'
import { siteUrl } from '@/lib/site-url'

import { WebhookSignatureError } from './provider'
import { providerById } from './providers'
import { createPayment, PaymentInputError, type CreatePaymentInput } from './create'
import { applyEvent } from './transitions'

const maxBody = 16 * 1024

/**
 * `POST /api/v1/payments`: JSON in, JSON out (`201 {payment, state, redirectUrl}`), or the prepay
 * page's plain form (works without JavaScript): then a 303 to the checkout, or back to the prepay
 * page with `error=<code>` when the input is refused.
 */
export async function handleCreate(request: Request): Promise<Response> {
  const type = request.headers.get('content-type') ?? ''
  const isForm =
    type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')
  if (!isForm && !type.startsWith('application/json'))
    return jsonError(415, 'unsupported_media_type', 'Send JSON or a form')
  const limit = await rateLimiter('FORMS').hit(`payment:${clientIp(request.headers)}`)
  if (!limit.allowed)
    return jsonError(
      429,
      'rate_limited',
      'Too many payments from this address; try again later',
      undefined,
      { 'Retry-After': String(limit.retryAfterSeconds) },
    )
  const read = await readBody(request, maxBody)
  if (!read.ok) return read.response
  let input: CreatePaymentInput
  try {
    if (isForm) {
      // The capped text, parsed as the form it is (only text fields are kept).
      const form = await new Request('http://form.invalid', {
        method: 'POST',
        headers: { 'content-type': type },
        body: read.text,
      }).formData()
      input = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))
    } else {
      const body: unknown = JSON.parse(read.text)
      if (!body || typeof body !== 'object' || Array.isArray(body))
        return badRequest('Send a JSON object')
      input = body as CreatePaymentInput
    }
  } catch {
    return badRequest('The request body could not be read')
  }
  const origin = siteUrl().toString()
  try {
    const { payment, redirectUrl, replayed } = await createPayment(await payloadClient(), input, {
      origin,
    })
    if (isForm) return NextResponse.redirect(redirectUrl, 303)
    return NextResponse.json(
      { payment: payment.reference, state: payment.state, redirectUrl, replayed },
      { status: replayed ? 200 : 201 },
    )
  } catch (error) {
    // The prepay page's plain form is sent back to the page with the reason; JSON gets the error
    // itself.
    const unavailable = isForm && isDatabaseUnavailable(error)
    if (!(error instanceof PaymentInputError) && !unavailable) throw error
    if (isForm) {
      const locale = isLocale(input.locale) ? input.locale : 'en'
      const back = new URL(`/${locale}/pay/prepay`, origin)
      back.searchParams.set('id', typeof input.station === 'string' ? input.station : '')
      back.searchParams.set('connector', typeof input.connector === 'string' ? input.connector : '')
      back.searchParams.set(
        'error',
        unavailable ? 'unavailable' : (error as PaymentInputError).code,
      )
      if (typeof input.email === 'string') back.searchParams.set('email', input.email.slice(0, 254))
      return NextResponse.redirect(back, 303)
    }
    const refused = error as PaymentInputError
    return jsonError(refused.status, refused.code, refused.message, refused.field)
  }
}

/**
 * `POST /api/v1/payments/webhook/{provider}`: signed events from the provider; repeats change
 * nothing.
 */
export async function handleWebhook(request: Request, providerId: string): Promise<Response> {
  const provider = providerById(providerId)
  if (!provider) return jsonError(404, 'unknown_provider', 'No such payment provider is configured')
  const read = await readBody(request, 256 * 1024)
  if (!read.ok) return read.response
  const raw = read.text
  let event
  try {
    event = provider.parseWebhook(raw, request.headers)
  } catch (error) {
    if (error instanceof WebhookSignatureError)
      return jsonError(400, 'signature_invalid', 'Webhook signature rejected')
    throw error
  }
  if (!event) return NextResponse.json({ received: true, status: 'ignored' })
  const outcome = await applyEvent(await payloadClient(), provider.id, event)
  // An unknown payment is acknowledged (the provider would retry forever) but reported.
  return NextResponse.json({ received: true, ...outcome })
}
