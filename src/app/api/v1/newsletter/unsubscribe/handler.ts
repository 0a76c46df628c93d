import { NextResponse, type NextRequest } from 'next/server'

import { unsubscribe } from '@/features/privacy/unsubscribe'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { readBody, withApiErrors } from '@/lib/http'
import { payloadClient } from '@/lib/payload'
import { clientIp, rateLimiter } from '@/lib/rate-limit'

/**
 * `POST /api/v1/newsletter/unsubscribe`: the unsubscribe page's form (`token`, `locale`; answered
 * with a 303 back to the page with the outcome), or a mail program's one-click unsubscribe (RFC
 * 8058: the token in the query, body `List-Unsubscribe=One-Click`; answered 200/400 JSON).
 */
export const POST = withApiErrors(async (request: NextRequest) => {
  const limit = await rateLimiter('FORMS').hit(`unsubscribe:${clientIp(request.headers)}`)
  if (!limit.allowed)
    return NextResponse.json(
      { error: { code: 'rate_limited', message: 'Too many requests' } },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    )
  const body = await readBody(request, 2048)
  if (!body.ok) return body.response
  const form = new URLSearchParams(body.text)
  const token = form.get('token') ?? request.nextUrl.searchParams.get('token')
  const outcome = await unsubscribe(await payloadClient(), token)
  const locale = form.get('locale')
  if (isLocale(locale) || !form.has('List-Unsubscribe')) {
    // A relative address: the site answers at whatever address it is reached.
    const page = `/${isLocale(locale) ? locale : defaultLocale}/unsubscribe?state=${outcome === 'unsubscribed' ? 'done' : 'invalid'}`
    return new NextResponse(null, { status: 303, headers: { Location: page } })
  }
  return NextResponse.json(
    outcome === 'unsubscribed'
      ? { ok: true }
      : { error: { code: 'invalid_token', message: 'This unsubscribe link is not valid' } },
    { status: outcome === 'unsubscribed' ? 200 : 400, headers: { 'Cache-Control': 'no-store' } },
  )
})
