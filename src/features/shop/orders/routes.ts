import { after, NextResponse } from 'next/server'

import { readArrival } from '@/features/forms/arrival'
import { verifyCaptcha } from '@/features/forms/captcha'
import { rateLimitedMessage } from '@/features/forms/submit'
import { badRequest, jsonError, readLocalizedJson } from '@/lib/http'
import { clientIp, rateLimiter } from '@/lib/rate-limit'
import { payloadClient } from '@/lib/payload'

import { announceOrder } from './announce'
import { placeOrder } from './create'
import { readOrderForm, readOrderLines, validateOrderForm, validationMessages } from './validate'

const maxBody = 100_000

/**
 * `POST /api/v1/orders`: validates the form with the browser's rules, prices every line from the
 * catalogue, stores the order, announces it to sales and answers its number.
 */
export async function orderHandler(request: Request): Promise<Response> {
  const read = await readLocalizedJson(request, maxBody)
  if (!read.ok) return read.response
  const { body, locale } = read
  // Limited like the forms, and said in the same words: the order form shows the server's message.
  const limit = await rateLimiter('FORMS').hit(`order:${clientIp(request.headers)}`)
  if (!limit.allowed)
    return jsonError(429, 'rate_limited', rateLimitedMessage(locale), undefined, {
      'Retry-After': String(limit.retryAfterSeconds),
    })
  if (typeof body.website === 'string' && body.website !== '') {
    // honeypot filled in: a bot. Answer like a success, store nothing.
    return NextResponse.json({ ok: true, number: null }, { status: 201 })
  }
  const form = readOrderForm(body)
  const errors = validateOrderForm(form, locale)
  const first = Object.entries(errors)[0]
  if (first) return jsonError(400, 'validation', validationMessages[first[1]], first[0])
  const lines = readOrderLines(body.lines)
  if (!lines)
    return badRequest(
      'lines must be 1 to 100 cart lines of id, additional and quantity (1–999)',
      'lines',
    )
  // How the customer arrived, checked like every form's (a browser of the site sends only what fits).
  const arrival = readArrival(body.arrival)
  if (!arrival.ok)
    return badRequest('arrival has a field or value the site does not send', 'arrival')
  // The same human check as every form (off without reCAPTCHA keys).
  const captcha = await verifyCaptcha(body.captchaToken, clientIp(request.headers))
  if (captcha !== 'ok')
    return jsonError(
      400,
      captcha === 'missing' ? 'captcha_missing' : 'captcha_failed',
      'We could not confirm that you are human. Please try again.',
      'captchaToken',
    )
  const payload = await payloadClient()
  const result = await placeOrder(payload, locale, form, lines, arrival.value)
  if (!result.ok) {
    return result.reason === 'cart_changed'
      ? jsonError(409, 'cart_changed', 'Some goods in the cart are no longer available', 'lines')
      : jsonError(
          400,
          'no_commercial_lines',
          'Bonus goods are bought in the app; the cart has nothing to order here',
          'lines',
        )
  }
  const order = result.order
  payload.logger.info({
    msg: 'order stored',
    collection: 'orders',
    id: order.id,
    number: order.number,
  })
  after(() => announceOrder(payload, order))
  return NextResponse.json(
    {
      ok: true,
      number: result.order.number,
      total: result.order.commercialTotal,
      currency: result.order.currency,
    },
    { status: 201, headers: { 'Cache-Control': 'no-store' } },
  )
}
