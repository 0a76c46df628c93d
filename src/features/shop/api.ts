import { after, NextResponse } from 'next/server'

import { verifyCaptcha } from '@/features/forms/captcha'
import { isLocale } from '@/i18n/locales'
import { badRequest, jsonError, readJsonObject } from '@/lib/http'
import { clientIp, rateLimiter } from '@/lib/rate-limit'
import { payloadClient } from '@/lib/payload'

import { announceOrder } from './orders/announce'
import { placeOrder } from './orders/create'
import { readOrderForm, readOrderLines, validateOrderForm, validationMessages } from './orders/validate'
import { catalogueFor } from './queries'

const maxBody = 100_000

/**
 * `POST /api/v1/cart/reconcile` `{ locale, ids }` → `{ market, goods: { [id]: CatalogueEntry } }`:
 * the current title, price, kind, availability and options of the goods a stored cart holds.
 */
export async function reconcileHandler(request: Request): Promise<Response> {
  const read = await readJsonObject(request, maxBody)
  if (!read.ok) return read.response
  const body = read.body
  if (!body) return badRequest('Send a JSON object')
  if (!isLocale(body.locale)) return badRequest('Unknown locale', 'locale')
  const ids = body.ids
  if (!Array.isArray(ids) || ids.length > 100 || !ids.every((id) => typeof id === 'string' && /^\d{1,12}$/.test(id))) return badRequest('ids must be up to 100 numeric ids', 'ids')
  const { market, entries } = await catalogueFor(await payloadClient(), body.locale, ids as string[])
  return NextResponse.json(
    { market: { code: market.code, currency: market.currency, cartStorageKey: market.cartStorageKey }, goods: entries },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

/**
 * `POST /api/v1/orders`: validates the form with the browser's rules, prices every line from the
 * catalogue, stores the order, announces it to sales and answers its number.
 */
export async function orderHandler(request: Request): Promise<Response> {
  const limit = await rateLimiter('FORMS').hit(`order:${clientIp(request.headers)}`)
  if (!limit.allowed) return jsonError(429, 'rate_limited', 'Too many orders from this address; try again later', undefined, { 'Retry-After': String(limit.retryAfterSeconds) })
  const read = await readJsonObject(request, maxBody)
  if (!read.ok) return read.response
  const body = read.body
  if (!body) return badRequest('Send a JSON object')
  if (!isLocale(body.locale)) return badRequest('Unknown locale', 'locale')
  const locale = body.locale
  if (typeof body.website === 'string' && body.website !== '') {
    // honeypot filled in: a bot. Answer like a success, store nothing.
    return NextResponse.json({ ok: true, number: null }, { status: 201 })
  }
  const form = readOrderForm(body)
  const errors = validateOrderForm(form, locale)
  const first = Object.entries(errors)[0]
  if (first) return jsonError(400, 'validation', validationMessages[first[1]], first[0])
  const lines = readOrderLines(body.lines)
  if (!lines) return badRequest('lines must be 1 to 100 cart lines of id, additional and quantity (1–999)', 'lines')
  // The same human check as every form (off without reCAPTCHA keys).
  const captcha = await verifyCaptcha(body.captchaToken, clientIp(request.headers))
  if (captcha !== 'ok')
    return jsonError(400, captcha === 'missing' ? 'captcha_missing' : 'captcha_failed', 'We could not confirm that you are human. Please try again.', 'captchaToken')
  const payload = await payloadClient()
  const result = await placeOrder(payload, locale, form, lines)
  if (!result.ok) {
    return result.reason === 'cart_changed'
      ? jsonError(409, 'cart_changed', 'Some goods in the cart are no longer available', 'lines')
      : jsonError(400, 'no_commercial_lines', 'Bonus goods are bought in the app; the cart has nothing to order here', 'lines')
  }
  const order = result.order
  payload.logger.info({ msg: 'order stored', collection: 'orders', id: order.id, number: order.number })
  after(() => announceOrder(payload, order))
  return NextResponse.json(
    { ok: true, number: result.order.number, total: result.order.commercialTotal, currency: result.order.currency },
    { status: 201, headers: { 'Cache-Control': 'no-store' } },
  )
}
