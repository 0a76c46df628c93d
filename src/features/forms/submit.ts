import type { CollectionSlug, Payload } from 'payload'

import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { localeFromAcceptLanguage } from '@/i18n/negotiate'
import en from '@/i18n/messages/en/forms.json'
import my from '@/i18n/messages/my/forms.json'
import pt from '@/i18n/messages/pt/forms.json'
import ua from '@/i18n/messages/ua/forms.json'
import { parseJsonObject, type ApiError } from '@/lib/http'

import { readArrival, type Arrival } from './arrival'
import { verifyCaptcha } from './captcha'
import {
  formCollections,
  honeypotField,
  maxBodyBytes,
  metaKeys,
  type ErrorCode,
  type FormName,
} from './definitions'
import { claimedDelivery, type DeliveryClaim } from './delivery/queue'
import type { DeliveryRecord } from './delivery/channels'
import { hasColumn, sqlTable } from '@/lib/sql'
import type { RateLimiter } from '@/lib/rate-limit'
import { validateSubmission } from './schemas'

/**
 * The one submission pipeline of every form (`POST /api/v1/forms/{form}`): size and JSON checks →
 * per-IP rate limit → honeypot → shared schema (unknown fields rejected) → captcha → store the
 * record, already queued and claimed for delivery (one write). Bad input always gets a 4xx JSON
 * answer naming the field; the record is stored before anything is announced, so delivery problems
 * never lose it.
 */
const serverMessages = { en, my, pt, ua } satisfies Record<Locale, typeof en>

/**
 * The rate limit's words in the visitor's language, the same for every endpoint a form of the site
 * sends to.
 */
export const rateLimitedMessage = (locale: Locale) => serverMessages[locale].rateLimited

type SubmissionOutcome = {
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
  /**
   * What the site derives from a valid submission before storing it (a lead's payback plan
   * recomputed on the server), composed by the route: fields to store beside the submitted ones, or
   * the name of the submitted field it refuses (answered 400 `format`, nothing stored).
   */
  derive?: (
    form: FormName,
    fields: Record<string, unknown>,
    locale: Locale,
  ) => Promise<{ fields: Record<string, unknown> } | { refused: string }>
  /** The code of the market a locale belongs to (markets are data), stored with the arrival. */
  market?: (locale: Locale) => Promise<string | null>
}

const successKey: Record<FormName, 'sent' | 'deletionSubmitted' | 'subscribed'> = {
  lead: 'sent',
  partner: 'sent',
  contact: 'sent',
  'job-application': 'sent',
  newsletter: 'subscribed',
  'deletion-request': 'deletionSubmitted',
}

function error(
  status: number,
  code: string,
  message: string,
  field?: string,
  extra: Partial<SubmissionOutcome> = {},
): SubmissionOutcome {
  return { status, body: { error: { code, message, ...(field ? { field } : {}) } }, ...extra }
}

function isUniqueViolation(err: unknown): boolean {
  const text = `${(err as Error)?.message ?? ''} ${JSON.stringify((err as { data?: unknown })?.data ?? '')} ${String((err as { cause?: unknown })?.cause ?? '')}`
  return /unique|duplicate|already/i.test(text)
}

type StoredSubmission = DeliveryRecord & { id: string | number; createdAt: string }

/**
 * Stores a validated submission, already claimed for delivery, with ONE `INSERT … RETURNING id`
 * instead of Payload's `create` (a transaction, a read-back and every field's hooks: four round
 * trips). Safe because these collections have no hooks and the shared schema validated every value;
 * work a hook would do belongs in the delivery step (README "Delivery"). The returned record lets
 * this process deliver it without reading it back.
 */
async function storeSubmission(
  payload: Payload,
  collection: string,
  fields: Record<string, unknown>,
): Promise<StoredSubmission> {
  const { db, table } = sqlTable(payload, collection, ['id'])
  const now = new Date().toISOString()
  const delivery = claimedDelivery(Date.parse(now))
  const row: Record<string, unknown> = {
    status: 'new',
    createdAt: now,
    updatedAt: now,
    delivery_state: delivery.state,
    delivery_attempts: delivery.attempts,
    delivery_dueAt: delivery.dueAt,
  }
  // A group of fields (a derived calculation) is stored in its columns, `<group>_<field>`.
  const columns = Object.entries(fields).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value).map(([sub, v]) => [`${key}_${sub}`, v] as const)
      : [[key, value] as const],
  )
  for (const [key, value] of columns) {
    if (!hasColumn(table, key)) throw new Error(`${collection} has no column for ${key}`)
    row[key] = value
  }
  const [inserted] = await db
    .insert(table)
    .values(row)
    .returning<{ id: string | number }>({ id: table.id })
  return {
    ...fields,
    id: inserted!.id,
    createdAt: now,
    updatedAt: now,
    status: 'new',
    delivery: {
      state: delivery.state,
      attempts: delivery.attempts,
      dueAt: delivery.dueAt,
      emailSentAt: null,
      webhookSentAt: null,
    },
  }
}

export async function submitForm(
  payload: Payload,
  form: FormName,
  rawBody: string,
  context: SubmissionContext,
): Promise<SubmissionOutcome> {
  const parsed = parseJsonObject(context.contentType, rawBody, maxBodyBytes)
  if (!parsed.ok) return error(parsed.status, parsed.code, parsed.message)
  const body = parsed.body
  const locale: Locale = isLocale(body.locale)
    ? body.locale
    : (localeFromAcceptLanguage(context.acceptLanguage) ?? defaultLocale)
  const t = serverMessages[locale]

  const admitted = await admit(form, body, context, t)
  if ('answer' in admitted) return admitted.answer
  const fields = await fieldsToStore(form, admitted, context, locale, t)
  if ('answer' in fields) return fields.answer
  return store(payload, form, { ...fields.fields, locale }, t)
}

type Messages = typeof en
type Admitted = { output: Record<string, unknown>; arrival: Arrival }

/** The checks before anything is stored: rate limit, honeypot, schema, arrival, captcha. */
async function admit(
  form: FormName,
  body: Record<string, unknown>,
  context: SubmissionContext,
  t: Messages,
): Promise<Admitted | { answer: SubmissionOutcome }> {
  const limit = await context.limiter.hit(`${form}:${context.ip}`)
  if (!limit.allowed) {
    return {
      answer: error(429, 'rate_limited', t.rateLimited, undefined, {
        headers: { 'Retry-After': String(limit.retryAfterSeconds) },
      }),
    }
  }

  // A filled honeypot is a bot: answer like a success, store and announce nothing.
  if (typeof body[honeypotField] === 'string' && body[honeypotField] !== '') {
    return { answer: { status: 200, body: { ok: true, message: t[successKey[form]] } } }
  }

  const result = validateSubmission(form, body)
  if (!result.success) {
    const [field, code] = Object.entries(result.errors)[0] ?? ['_form', 'format']
    return {
      answer: {
        status: 400,
        body: {
          error: {
            code: 'invalid',
            message: `${t.errors[code]} (${field})`,
            ...(field !== '_form' ? { field } : {}),
          },
          fields: result.errors,
        },
      },
    }
  }

  // Not the visitor's to correct: a browser of the site sends only what fits (arrival.ts).
  const arrival = readArrival(body.arrival)
  if (!arrival.ok) return { answer: formatRefusal(t, 'arrival') }

  const captcha = await verifyCaptcha(body.captchaToken, context.ip)
  if (captcha !== 'ok')
    return {
      answer: error(
        400,
        captcha === 'missing' ? 'captcha_missing' : 'captcha_failed',
        t.captcha.failed,
        'captchaToken',
      ),
    }
  return { output: result.output, arrival: arrival.value }
}

/** A field the visitor cannot correct refused as `format` (400, nothing stored). */
const formatRefusal = (t: Messages, field: string): SubmissionOutcome => ({
  status: 400,
  body: {
    error: { code: 'invalid', message: `${t.errors.format} (${field})`, field },
    fields: { [field]: 'format' },
  },
})

/**
 * The submitted fields without the request's own (locale, honeypot, captcha token), the arrival
 * with the locale's market, and what the route derives from them.
 */
async function fieldsToStore(
  form: FormName,
  { output, arrival }: Admitted,
  context: SubmissionContext,
  locale: Locale,
  t: Messages,
): Promise<{ fields: Record<string, unknown> } | { answer: SubmissionOutcome }> {
  const fields: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(output))
    if (!(metaKeys as readonly string[]).includes(key) && key !== 'arrival' && value !== undefined)
      fields[key] = value
  const market = (await context.market?.(locale)) ?? undefined
  fields.arrival = { ...arrival, ...(market ? { market } : {}) }

  if (context.derive) {
    const derived = await context.derive(form, fields, locale)
    if ('refused' in derived) return { answer: formatRefusal(t, derived.refused) }
    Object.assign(fields, derived.fields)
  }
  return { fields }
}

/** Stores the record, claimed for this process to deliver right after answering 201. */
async function store(
  payload: Payload,
  form: FormName,
  fields: Record<string, unknown>,
  t: Messages,
): Promise<SubmissionOutcome> {
  const collection = formCollections[form] as CollectionSlug
  let stored: StoredSubmission
  try {
    stored = await storeSubmission(payload, collection, fields)
  } catch (err) {
    // Newsletter subscribers are unique by address: a repeat is answered like the first
    // subscription.
    if (form === 'newsletter' && isUniqueViolation(err))
      return { status: 200, body: { ok: true, message: t.subscribed } }
    throw err
  }
  const id = stored.id

  payload.logger.info({ msg: 'submission stored', form, collection, id })
  return {
    status: 201,
    body: { ok: true, message: t[successKey[form]] },
    claim: {
      collection,
      id,
      attempt: 1,
      record: stored,
      leaseEndsAt: Date.parse(stored.delivery!.dueAt!),
    },
  }
}
