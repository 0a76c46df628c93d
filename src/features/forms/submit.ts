import type { CollectionSlug, Payload } from 'payload'

import { defaultLocale, isLocale, localeFromAcceptLanguage, type Locale } from '@/i18n/locales'
import en from '@/i18n/messages/en/forms.json'
import my from '@/i18n/messages/my/forms.json'
import pt from '@/i18n/messages/pt/forms.json'
import ua from '@/i18n/messages/ua/forms.json'
import type { ApiError } from '@/lib/http'

import { verifyCaptcha } from './captcha'
import { formCollections, honeypotField, maxBodyBytes, metaKeys, type ErrorCode, type FormName } from './definitions'
import { claimedDelivery, type DeliveryClaim } from './delivery'
import type { RateLimiter } from '@/lib/rate-limit'
import { validateSubmission } from './schemas'

/**
 * The one submission pipeline of every form (`POST /api/v1/forms/{form}`):
 * size and JSON checks → per-IP rate limit → honeypot → shared schema (unknown fields rejected) →
 * captcha → store the record, already queued and claimed for delivery (one write). Bad input always gets
 * a 4xx JSON answer naming the field; the record is stored before anything is announced, so delivery
 * problems never lose it.
 */
const serverMessages = { en, my, pt, ua } satisfies Record<Locale, typeof en>

export type SubmissionOutcome = {
  status: number
  body: { ok: true; message: string } | { error: ApiError; fields?: Record<string, ErrorCode> }
  headers?: Record<string, string>
  /** The stored record, claimed for delivery by this process: deliver it right after answering. */
  claim?: DeliveryClaim
}

export type SubmissionContext = {
  ip: string
  acceptLanguage?: string | null
  contentType?: string | null
  limiter: RateLimiter
}

const successKey: Record<FormName, 'sent' | 'deletionSubmitted' | 'subscribed'> = {
  lead: 'sent',
  partner: 'sent',
  contact: 'sent',
  'job-application': 'sent',
  newsletter: 'subscribed',
  'deletion-request': 'deletionSubmitted',
}

function error(status: number, code: string, message: string, field?: string, extra: Partial<SubmissionOutcome> = {}): SubmissionOutcome {
  return { status, body: { error: { code, message, ...(field ? { field } : {}) } }, ...extra }
}

function isUniqueViolation(err: unknown): boolean {
  const text = `${(err as Error)?.message ?? ''} ${JSON.stringify((err as { data?: unknown })?.data ?? '')} ${String((err as { cause?: unknown })?.cause ?? '')}`
  return /unique|duplicate|already/i.test(text)
}

export async function submitForm(payload: Payload, form: FormName, rawBody: string, context: SubmissionContext): Promise<SubmissionOutcome> {
  let locale: Locale = localeFromAcceptLanguage(context.acceptLanguage) ?? defaultLocale
  let t = serverMessages[locale]

  if (!/^application\/json\b/i.test(context.contentType ?? '')) return error(415, 'unsupported_media_type', 'Content-Type must be application/json')
  if (Buffer.byteLength(rawBody, 'utf8') > maxBodyBytes) return error(413, 'too_large', `Request body is larger than ${maxBodyBytes} bytes`)

  let input: unknown
  try {
    input = JSON.parse(rawBody)
  } catch {
    return error(400, 'invalid_json', 'Request body is not valid JSON')
  }
  if (!input || typeof input !== 'object' || Array.isArray(input)) return error(400, 'invalid_body', 'Request body must be a JSON object')
  const body = input as Record<string, unknown>
  if (isLocale(body.locale)) {
    locale = body.locale
    t = serverMessages[locale]
  }

  const limit = await context.limiter.hit(`${form}:${context.ip}`)
  if (!limit.allowed) {
    return error(429, 'rate_limited', t.rateLimited, undefined, { headers: { 'Retry-After': String(limit.retryAfterSeconds) } })
  }

  // A filled honeypot is a bot: answer like a success, store and announce nothing.
  if (typeof body[honeypotField] === 'string' && body[honeypotField] !== '') {
    return { status: 200, body: { ok: true, message: t[successKey[form]] } }
  }

  const result = validateSubmission(form, body)
  if (!result.success) {
    const [field, code] = Object.entries(result.errors)[0] ?? ['_form', 'format']
    return {
      status: 400,
      body: { error: { code: 'invalid', message: `${t.errors[code]} (${field})`, ...(field !== '_form' ? { field } : {}) }, fields: result.errors },
    }
  }

  const captcha = await verifyCaptcha(body.captchaToken, context.ip)
  if (captcha !== 'ok') return error(400, captcha === 'missing' ? 'captcha_missing' : 'captcha_failed', t.captcha.failed, 'captchaToken')

  const data: Record<string, unknown> = { locale, status: 'new', delivery: claimedDelivery() }
  for (const [key, value] of Object.entries(result.output)) if (!(metaKeys as readonly string[]).includes(key) && value !== undefined) data[key] = value
  const collection = formCollections[form] as CollectionSlug

  if (form === 'newsletter') {
    const existing = await payload.count({ collection, where: { email: { equals: data.email } }, overrideAccess: true })
    if (existing.totalDocs > 0) return { status: 200, body: { ok: true, message: t.subscribed } }
  }

  let id: string | number
  try {
    const record = await payload.create({ collection, data: data as never, overrideAccess: true, depth: 0 })
    id = record.id
  } catch (err) {
    if (form === 'newsletter' && isUniqueViolation(err)) return { status: 200, body: { ok: true, message: t.subscribed } }
    throw err
  }

  payload.logger.info({ msg: 'submission stored', form, collection, id })
  return { status: 201, body: { ok: true, message: t[successKey[form]] }, claim: { collection, id, attempt: 1 } }
}
