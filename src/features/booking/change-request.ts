import type { Payload } from 'payload'

import type { DeliveryClaim } from '@/features/forms/delivery/queue'
import { rateLimitedMessage } from '@/features/forms/submit'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import en from '@/i18n/messages/en/booking.json'
import my from '@/i18n/messages/my/booking.json'
import pt from '@/i18n/messages/pt/booking.json'
import ua from '@/i18n/messages/ua/booking.json'
import type { RateLimiter } from '@/lib/rate-limit'

import { managePath } from './links'
import { cancelMeeting, moveMeeting, openManaged } from './manage'

const messages = { en, my, pt, ua } satisfies Record<Locale, typeof en>

/**
 * `POST /api/v1/booking/manage`: the visitor's change through their signed link (JSON, or the
 * manage page's plain forms): `action` cancel, or move with `slot`. Rate-limited per IP like the
 * booking; a link that does not open the meeting is refused with why (403 not valid, 409 replaced
 * by a newer one, 410 the meeting is over or cancelled), a time someone took meanwhile 409 with
 * the next free ones. Success names the meeting's new link (the old one is spent).
 */
export type ChangeAnswer = {
  status: number
  locale: Locale
  body:
    | { ok: true; status: string; startsAt: string; manage: string; done: 'cancelled' | 'moved' }
    | { error: { code: string; message: string }; nextFree?: string[] }
  headers?: Record<string, string>
  claim?: DeliveryClaim
}

export type ChangeContext = { ip: string; contentType: string | null; limiter: RateLimiter }

const refusal = (
  status: number,
  locale: Locale,
  code: string,
  message: string,
  nextFree?: number[],
): ChangeAnswer => ({
  status,
  locale,
  body: {
    error: { code, message },
    ...(nextFree ? { nextFree: nextFree.map((s) => new Date(s).toISOString()) } : {}),
  },
})

function fieldsOf(contentType: string | null, raw: string): Record<string, string> | null {
  const pick = (entries: [string, unknown][]) =>
    Object.fromEntries(
      entries
        .filter((e): e is [string, string] => typeof e[1] === 'string')
        .map(([k, v]) => [k, v]),
    )
  if (/^application\/x-www-form-urlencoded\b/i.test(contentType ?? ''))
    return pick([...new URLSearchParams(raw)])
  if (!/^application\/json\b/i.test(contentType ?? '')) return null
  try {
    const value: unknown = JSON.parse(raw)
    return value && typeof value === 'object' && !Array.isArray(value)
      ? pick(Object.entries(value))
      : {}
  } catch {
    return {}
  }
}

const linkRefusals = {
  invalid: [403, 'link_invalid'],
  replaced: [409, 'link_replaced'],
  expired: [410, 'link_expired'],
  cancelled: [410, 'meeting_cancelled'],
} as const

export async function submitChange(
  payload: Payload,
  raw: string,
  context: ChangeContext,
): Promise<ChangeAnswer> {
  const body = fieldsOf(context.contentType, raw)
  if (!body) return refusal(415, defaultLocale, 'unsupported_media_type', 'Send JSON or a form')
  const locale: Locale = isLocale(body.locale) ? body.locale : defaultLocale
  const t = messages[locale]
  const limit = await context.limiter.hit(`booking-change:${context.ip}`)
  if (!limit.allowed)
    return {
      ...refusal(429, locale, 'rate_limited', rateLimitedMessage(locale)),
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    }
  const action = body.action
  const slot = body.slot ? Date.parse(body.slot) : NaN
  if (action !== 'cancel' && action !== 'move')
    return refusal(400, locale, 'invalid', t.errors.invalid)
  if (action === 'move' && !Number.isFinite(slot))
    return refusal(400, locale, 'invalid', t.errors.slot)
  const opened = await openManaged(payload, body.id ?? '', body.v ?? '', body.t ?? '')
  if (!opened.ok) {
    const [status, code] = linkRefusals[opened.reason]
    const said = opened.reason === 'cancelled' ? 'wasCancelled' : opened.reason
    return refusal(status, locale, code, t.manage[said])
  }
  const outcome =
    action === 'cancel'
      ? await cancelMeeting(payload, opened.booking)
      : await moveMeeting(payload, opened.booking, slot)
  if (!outcome.done)
    return outcome.reason === 'taken'
      ? refusal(409, locale, 'slot_taken', t.errors.taken, outcome.nextFree)
      : refusal(409, locale, 'link_replaced', t.manage.replaced)
  const { booking } = outcome
  return {
    status: 200,
    locale,
    body: {
      ok: true,
      done: action === 'cancel' ? 'cancelled' : 'moved',
      status: booking.status,
      startsAt: booking.startsAt,
      manage: managePath(payload.secret, locale, booking.id, booking.sequence ?? 0),
    },
    claim: outcome.claim,
  }
}

/**
 * The plain forms' answer: 303 to the meeting's page, its new link with what was done, or the
 * same link with the refusal's code (the page shows it in the visitor's language).
 */
export function changeLocation(raw: string, answer: ChangeAnswer): string {
  if ('ok' in answer.body) return `${answer.body.manage}&done=${answer.body.done}`
  const sent = new URLSearchParams(raw)
  const back = new URLSearchParams({
    id: sent.get('id') ?? '',
    v: sent.get('v') ?? '',
    t: sent.get('t') ?? '',
    error: answer.body.error.code,
  })
  const zone = sent.get('tz')
  if (zone) back.set('tz', zone.slice(0, 64))
  return `/${answer.locale}/book-a-meeting/manage?${back}`
}
