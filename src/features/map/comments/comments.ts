import type { Payload } from 'payload'

import { verifyCaptcha } from '@/features/forms/captcha'
import { honeypotField } from '@/features/forms/definitions'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { localeFromAcceptLanguage } from '@/i18n/negotiate'
import enForms from '@/i18n/messages/en/forms.json'
import enMap from '@/i18n/messages/en/map.json'
import myForms from '@/i18n/messages/my/forms.json'
import myMap from '@/i18n/messages/my/map.json'
import ptForms from '@/i18n/messages/pt/forms.json'
import ptMap from '@/i18n/messages/pt/map.json'
import uaForms from '@/i18n/messages/ua/forms.json'
import uaMap from '@/i18n/messages/ua/map.json'
import { fill } from '@/lib/fill'
import { parseJsonObject, type ApiError } from '@/lib/http'
import type { RateLimiter } from '@/lib/rate-limit'

import { checkComment, commentLimits } from './commentRules'
import { findStationByIdentity } from '../queries'

/**
 * Drivers' comments on a station, for the public map: the approved ones to read, and posting a new
 * one with the spam protection of the site's forms (per-address rate limit, honeypot, reCAPTCHA
 * when configured). A posted comment is stored unapproved; an editor approves it in the back
 * office.
 */
const texts = {
  en: { map: enMap, forms: enForms },
  my: { map: myMap, forms: myForms },
  pt: { map: ptMap, forms: ptForms },
  ua: { map: uaMap, forms: uaForms },
} satisfies Record<Locale, unknown>

export const commentsPerPage = 5
/** Pages beyond this are refused: nobody reads 250 comments back, and deep pages cost queries. */
export const maxCommentPage = 50
export const maxCommentBodyBytes = 8 * 1024

export type PublicComment = { id: string; authorName: string; body: string; createdAt: string }
export type CommentPage = { total: number; page: number; pages: number; items: PublicComment[] }

type Outcome = {
  status: number
  body: { ok: true; message: string } | { error: ApiError } | CommentPage
  headers?: Record<string, string>
}

const error = (
  status: number,
  code: string,
  message: string,
  field?: string,
  headers?: Record<string, string>,
): Outcome => ({
  status,
  body: { error: { code, message, ...(field ? { field } : {}) } },
  headers,
})

/**
 * A published station that shows its details on the site (app-users-only stations keep comments in
 * the app).
 */
async function publicStation(payload: Payload, identity: string) {
  const station = await findStationByIdentity(payload, identity)
  return station && !station.appUsersOnly ? station : null
}

export async function listComments(
  payload: Payload,
  identity: string,
  pageParam: string | null,
): Promise<Outcome> {
  const page = pageParam === null ? 1 : Number(pageParam)
  if (!Number.isInteger(page) || page < 1 || page > maxCommentPage)
    return error(
      400,
      'bad_request',
      `page must be a whole number from 1 to ${maxCommentPage}.`,
      'page',
    )
  const station = await publicStation(payload, identity)
  if (!station) return error(404, 'not_found', 'No such station')
  const found = await payload.find({
    collection: 'station-comments',
    where: { and: [{ station: { equals: station.id } }, { approved: { equals: true } }] },
    sort: '-createdAt',
    limit: commentsPerPage,
    page,
    depth: 0,
    select: { authorName: true, body: true, createdAt: true },
    overrideAccess: true,
  })
  return {
    status: 200,
    body: {
      total: found.totalDocs,
      page,
      pages: Math.max(1, found.totalPages),
      items: found.docs.map((d) => ({
        id: String(d.id),
        authorName: d.authorName,
        body: d.body,
        createdAt: d.createdAt,
      })),
    },
  }
}

export type PostContext = {
  ip: string
  acceptLanguage?: string | null
  contentType?: string | null
  limiter: RateLimiter
}

export async function postComment(
  payload: Payload,
  identity: string,
  rawBody: string,
  context: PostContext,
): Promise<Outcome> {
  let locale: Locale = localeFromAcceptLanguage(context.acceptLanguage) ?? defaultLocale
  const parsed = parseJsonObject(context.contentType, rawBody)
  if (!parsed.ok) return error(parsed.status, parsed.code, parsed.message)
  const body = parsed.body
  if (isLocale(body.locale)) locale = body.locale
  const t = texts[locale]

  const limit = await context.limiter.hit(`station-comment:${context.ip}`)
  if (!limit.allowed)
    return error(429, 'rate_limited', t.forms.rateLimited, undefined, {
      'Retry-After': String(limit.retryAfterSeconds),
    })

  const station = await publicStation(payload, identity)
  if (!station) return error(404, 'not_found', 'No such station')

  // A filled honeypot is a bot: answered like a success, nothing stored.
  if (typeof body[honeypotField] === 'string' && body[honeypotField] !== '')
    return { status: 200, body: { ok: true, message: t.map.commentThanks } }

  const checked = checkComment(body)
  if (!checked.ok) {
    const message =
      checked.field === 'authorName'
        ? fill(t.map.commentErrorName, { max: commentLimits.name })
        : fill(t.map.commentErrorBody, { min: commentLimits.bodyMin, max: commentLimits.body })
    return error(400, 'invalid', message, checked.field)
  }

  const captcha = await verifyCaptcha(body.captchaToken, context.ip)
  if (captcha !== 'ok')
    return error(
      400,
      captcha === 'missing' ? 'captcha_missing' : 'captcha_failed',
      t.forms.captcha.failed,
      'captchaToken',
    )

  const created = await payload.create({
    collection: 'station-comments',
    data: {
      station: station.id,
      authorName: checked.value.authorName,
      body: checked.value.body,
      approved: false,
    },
    depth: 0,
    overrideAccess: true,
  })
  payload.logger.info({ msg: 'station comment stored', station: station.ocpiId, id: created.id })
  return { status: 201, body: { ok: true, message: t.map.commentThanks } }
}
