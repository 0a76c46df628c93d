import type { Payload } from 'payload'
import * as v from 'valibot'

import { isTimeZone } from '@/features/backoffice/time-zone'
import { verifyCaptcha } from '@/features/forms/captcha'
import { honeypotField, maxBodyBytes } from '@/features/forms/definitions'
import type { DeliveryClaim } from '@/features/forms/delivery/queue'
import { rateLimitedMessage } from '@/features/forms/submit'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { localeFromAcceptLanguage } from '@/i18n/negotiate'
import en from '@/i18n/messages/en/booking.json'
import my from '@/i18n/messages/my/booking.json'
import pt from '@/i18n/messages/pt/booking.json'
import ua from '@/i18n/messages/ua/booking.json'
import type { RateLimiter } from '@/lib/rate-limit'

import { bookedToken } from './links'
import { reserve, type BookingDetails } from './reserve'

const messages = { en, my, pt, ua } satisfies Record<Locale, typeof en>
type ErrorCode = keyof typeof en.errors

/**
 * `POST /api/v1/booking`, the forms' pipeline for a meeting: JSON (or the booking page's plain
 * form, urlencoded), at most 32 KB → per-IP rate limit → honeypot → schema → captcha → the
 * meeting and its holds stored in one transaction → 201, its e-mails delivered after the answer.
 * A time someone else just took is 409 with the next free times.
 */
const text = (max: number) =>
  v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(max, 'tooLong'))
const optional = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'tooLong')))
const schema = v.object({
  slot: v.pipe(v.string('slot'), v.isoTimestamp('slot')),
  name: text(120),
  email: v.pipe(text(254), v.email('email')),
  company: text(160),
  note: optional(2000),
  timeZone: v.pipe(
    v.string('required'),
    v.check((zone) => isTimeZone(zone), 'required'),
  ),
  plan: optional(120),
  interest: optional(120),
  source: optional(120),
})
const metaKeys = ['locale', honeypotField, 'captchaToken']

export type BookingAnswer = {
  status: number
  locale: Locale
  body:
    | { ok: true; id: number | string; startsAt: string; message: string; confirmation: string }
    | {
        error: { code: string; message: string; field?: string }
        fields?: Record<string, ErrorCode>
        nextFree?: string[]
      }
  headers?: Record<string, string>
  claim?: DeliveryClaim
}

export type BookingContext = {
  ip: string
  contentType: string | null
  acceptLanguage: string | null
  limiter: RateLimiter
  secret: string
}

/** The request's fields: JSON, or the plain form's urlencoded body (no JavaScript). */
function parse(contentType: string | null, raw: string): Record<string, unknown> | null {
  if (/^application\/x-www-form-urlencoded\b/i.test(contentType ?? ''))
    return Object.fromEntries(new URLSearchParams(raw))
  if (!/^application\/json\b/i.test(contentType ?? '')) return null
  try {
    const value: unknown = JSON.parse(raw)
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

const refusal = (
  status: number,
  locale: Locale,
  code: string,
  message: string,
  extra: Partial<BookingAnswer['body']> = {},
): BookingAnswer => ({ status, locale, body: { error: { code, message }, ...extra } as never })

export async function submitBooking(
  payload: Payload,
  raw: string,
  context: BookingContext,
): Promise<BookingAnswer> {
  if (Buffer.byteLength(raw) > maxBodyBytes)
    return refusal(413, defaultLocale, 'too_large', 'Request body is too large')
  const body = parse(context.contentType, raw)
  if (!body) return refusal(415, defaultLocale, 'unsupported_media_type', 'Send JSON or a form')
  const locale: Locale = isLocale(body.locale)
    ? body.locale
    : (localeFromAcceptLanguage(context.acceptLanguage) ?? defaultLocale)
  const t = messages[locale].errors
  const limit = await context.limiter.hit(`booking:${context.ip}`)
  if (!limit.allowed)
    return {
      ...refusal(429, locale, 'rate_limited', rateLimitedMessage(locale)),
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    }
  // A filled honeypot is a bot: answered like a refusal of nothing, stores nothing.
  if (typeof body[honeypotField] === 'string' && body[honeypotField] !== '')
    return refusal(409, locale, 'slot_taken', t.taken, { nextFree: [] })
  const input = Object.fromEntries(
    Object.entries(body).filter(([key, value]) => !metaKeys.includes(key) && value !== ''),
  )
  const result = v.safeParse(schema, input)
  if (!result.success) {
    const fields = Object.fromEntries(
      result.issues.map((issue) => [
        String(issue.path?.[0]?.key ?? '_form'),
        (issue.message in t ? issue.message : 'required') as ErrorCode,
      ]),
    ) as Record<string, ErrorCode>
    const [field, code] = Object.entries(fields)[0]!
    return {
      status: 400,
      locale,
      body: { error: { code: 'invalid', message: t[code], field }, fields },
    }
  }
  const captcha = await verifyCaptcha(body.captchaToken, context.ip)
  if (captcha !== 'ok')
    return refusal(
      400,
      locale,
      captcha === 'missing' ? 'captcha_missing' : 'captcha_failed',
      t.failed,
    )
  return book(payload, locale, result.output, context.secret)
}

async function book(
  payload: Payload,
  locale: Locale,
  input: v.InferOutput<typeof schema>,
  secret: string,
): Promise<BookingAnswer> {
  const { slot, ...details } = input
  const start = Date.parse(slot)
  const outcome = await reserve(payload, start, locale, details as BookingDetails)
  if (!outcome.booked)
    return refusal(409, locale, 'slot_taken', messages[locale].errors.taken, {
      nextFree: outcome.nextFree.map((s) => new Date(s).toISOString()),
    })
  return {
    status: 201,
    locale,
    body: {
      ok: true,
      id: outcome.id,
      startsAt: new Date(start).toISOString(),
      message: messages[locale].booked.heading,
      confirmation: `/${locale}/book-a-meeting/booked?id=${outcome.id}&t=${bookedToken(secret, outcome.id)}`,
    },
    claim: outcome.claim,
  }
}
