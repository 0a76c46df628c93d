import { after, NextResponse, type NextRequest } from 'next/server'

import { deriveLeadFields } from '@/features/calculator/lead'
import { isFormName, maxBodyBytes } from '@/features/forms/definitions'
import { deliverClaimed } from '@/features/forms/delivery/attempt'
import { clientIp, rateLimiter } from '@/lib/rate-limit'
import { submitForm } from '@/features/forms/submit'
import { marketOf } from '@/features/shop/queries'
import type { Locale } from '@/i18n/locales'
import { notFoundError, readBody, withApiErrors } from '@/lib/http'
import { payloadClient } from '@/lib/payload'

// Markets change rarely and every submission stores its market: read them at most every 30 s.
const marketCodes = new Map<Locale, { at: number; code: Promise<string> }>()
function marketCode(payload: Awaited<ReturnType<typeof payloadClient>>, locale: Locale) {
  const cached = marketCodes.get(locale)
  if (cached && Date.now() - cached.at < 30_000) return cached.code
  const code = marketOf(payload, locale).then((market) => market.code)
  marketCodes.set(locale, { at: Date.now(), code })
  code.catch(() => marketCodes.delete(locale))
  return code
}

/**
 * Every form posts here: `POST
 * /api/v1/forms/{lead|partner|contact|job-application|newsletter|deletion-request}`.
 */
export const POST = withApiErrors(
  async (request: NextRequest, { params }: { params: Promise<{ form: string }> }) => {
    const { form } = await params
    if (!isFormName(form)) return notFoundError('Unknown form')
    const body = await readBody(request, maxBodyBytes)
    if (!body.ok) return body.response
    const raw = body.text
    const payload = await payloadClient()
    const outcome = await submitForm(payload, form, raw, {
      ip: clientIp(request.headers),
      acceptLanguage: request.headers.get('accept-language'),
      contentType: request.headers.get('content-type'),
      limiter: rateLimiter('FORMS'),
      // A lead's payback plan is recomputed here from its inputs (see src/features/calculator).
      derive: (name, fields, locale) => deriveLeadFields(payload, name, fields, locale),
      // The market the page's locale belongs to, stored with how the visitor arrived.
      market: (locale) => marketCode(payload, locale),
    })
    const claim = outcome.claim
    if (claim) after(() => deliverClaimed(payload, claim))
    return NextResponse.json(outcome.body, {
      status: outcome.status,
      headers: { 'Cache-Control': 'no-store', ...outcome.headers },
    })
  },
  // Only the known forms: a made-up name must not become a metric label.
  {
    countAs: async (_request, { params }) =>
      ((f) => (isFormName(f) ? f : null))((await params).form),
  },
)
