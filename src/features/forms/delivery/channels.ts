import { createHmac } from 'node:crypto'

import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer'
import type { CollectionSlug, Payload } from 'payload'

import { formFields, formOfCollection } from '../definitions'

/**
 * The two ways a stored record leaves the site (the queue that decides when: queue.ts): the
 * team's e-mail over SMTP (SMTP_URL, SMTP_FROM, FORMS_TEAM_EMAIL) and the signed webhook to a CRM
 * (WEBHOOK_URL, WEBHOOK_SECRET). Each throws when its message did not go out.
 */

export type DeliveryRecord = {
  id: string | number
  createdAt?: string
  locale?: string | null
  delivery?: {
    state?: string | null
    attempts?: number | null
    dueAt?: string | null
    emailSentAt?: string | null
    webhookSentAt?: string | null
  } | null
  [key: string]: unknown
}

const transports = new Map<string, Transporter>()
function transport(url: string): Transporter {
  let t = transports.get(url)
  if (!t) {
    // One connection per message, not a pool: an idle pooled connection outlives a mail server's
    // restart and holds it up, and a few milliseconds of handshake per message are not what limits
    // throughput.
    t = nodemailer.createTransport(
      `${url}${url.includes('?') ? '&' : '?'}connectionTimeout=10000&greetingTimeout=10000&socketTimeout=20000`,
    )
    transports.set(url, t)
  }
  return t
}

const labelOf = (name: string) =>
  name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase())
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').slice(0, 200)

/**
 * The e-mail for a record: plain text, every field labelled, reply-to the submitter when there is
 * an address.
 */
export function deliveryEmail(collection: string, record: DeliveryRecord, brand: string) {
  const form = formOfCollection(collection)
  const names = form
    ? formFields[form].flatMap((f) =>
        f.kind === 'phone' ? [f.name, `${f.name}Country`] : [f.name],
      )
    : Object.keys(record)
  // Groups the site derived (a lead's recomputed payback plan) follow the submitted fields: plain
  // groups of values only, never the delivery record or anything nested (a populated relation).
  const groups = Object.keys(record).filter((name) => {
    const value = record[name]
    return (
      !names.includes(name) &&
      name !== 'delivery' &&
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      Object.values(value).every((v) => v === null || typeof v !== 'object')
    )
  })
  const filled = (value: unknown) => value !== undefined && value !== null && value !== ''
  const lines = [
    ...names
      .filter((name) => filled(record[name]))
      .map(
        (name) =>
          `${labelOf(name)}: ${typeof record[name] === 'object' ? JSON.stringify(record[name]) : String(record[name])}`,
      ),
    ...groups.flatMap((group) => {
      const entries = Object.entries(record[group] as Record<string, unknown>).filter(
        ([key, value]) => key !== 'id' && filled(value),
      )
      return entries.length
        ? [
            `${labelOf(group)}:`,
            ...entries.map(([key, value]) => `  ${labelOf(key)}: ${String(value)}`),
          ]
        : []
    }),
  ]
  const who =
    [record.firstName, record.lastName].filter(Boolean).join(' ') ||
    (record.name as string) ||
    (record.email as string) ||
    (record.phone as string) ||
    String(record.id)
  const kind = collection.replace(/-/g, ' ').replace(/s$/, '')
  const siteUrl = process.env.SITE_URL?.replace(/\/$/, '')
  return {
    subject: oneLine(`[${brand}] New ${kind}: ${who}`),
    text: [
      ...lines,
      '',
      `Locale: ${record.locale ?? ''}`,
      `Received: ${record.createdAt ?? ''}`,
      ...(typeof record.unsubscribeUrl === 'string'
        ? [`Unsubscribe link: ${record.unsubscribeUrl}`]
        : []),
      siteUrl
        ? `Back office: ${siteUrl}/admin/collections/${collection}/${record.id}`
        : `Record: ${collection}/${record.id}`,
    ].join('\n'),
    replyTo: typeof record.email === 'string' && record.email ? record.email : undefined,
  }
}

/** `sha256=<HMAC-SHA256(secret, timestamp.body)>`, the `X-Signature-256` header of the webhook. */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

type MailSettings = { brandName?: string; salesEmail?: string | null; supportEmail?: string }
// Read once per process and kept briefly: every delivery needs them and they rarely change.
const settingsTtlMs = 30_000
let cachedSettings: { at: number; value: Promise<MailSettings> } | undefined
function mailSettings(payload: Payload): Promise<MailSettings> {
  if (!cachedSettings || Date.now() - cachedSettings.at > settingsTtlMs) {
    const value = payload.findGlobal({ slug: 'site-settings', depth: 0 }) as Promise<MailSettings>
    cachedSettings = { at: Date.now(), value }
    value.catch(() => (cachedSettings = undefined))
  }
  return cachedSettings.value
}

/**
 * Recipient and brand of the team e-mail (site settings changed in the back office apply within 30
 * s).
 */
async function recipient(
  payload: Payload,
  collection: string,
): Promise<{ to: string; brand: string }> {
  const settings = await mailSettings(payload)
  const brand = settings.brandName || 'Voltra'
  const fallback =
    collection === 'deletion-requests'
      ? settings.supportEmail
      : settings.salesEmail || settings.supportEmail
  return { to: process.env.FORMS_TEAM_EMAIL || fallback || 'sales@voltra.example', brand }
}

/**
 * A collection that writes its own e-mails names them in `custom.deliveryEmail` (a booked
 * meeting's invitations to the visitor and the salesperson, src/features/booking/mail.ts); the
 * delivery's e-mail step sends them like the team's e-mail, once, retried.
 */
export type OwnDeliveryEmail = (
  payload: Payload,
  record: DeliveryRecord,
  mail: {
    send: (message: SendMailOptions) => Promise<unknown>
    from: string
    host: string
    brand: string
  },
) => Promise<void>

/** Sends the team's e-mail of a record. */
export async function sendTeamEmail(
  payload: Payload,
  smtpUrl: string,
  collection: string,
  record: DeliveryRecord,
): Promise<void> {
  const { to, brand } = await recipient(payload, collection)
  const host = process.env.SITE_URL ? new URL(process.env.SITE_URL).hostname : 'localhost'
  const from = process.env.SMTP_FROM || `"${brand}" <no-reply@${host}>`
  const own = payload.collections[collection as CollectionSlug]?.config.custom?.deliveryEmail as
    OwnDeliveryEmail | undefined
  if (own)
    return own(payload, record, {
      send: (message) => transport(smtpUrl).sendMail(message),
      from,
      host,
      brand,
    })
  await transport(smtpUrl).sendMail({
    from,
    to,
    // The same Message-ID on every attempt lets a mail system drop the copy of a resent message.
    messageId: `<${collection}.${record.id}@${host}>`,
    ...deliveryEmail(collection, record, brand),
  })
}

/** Posts a record to the webhook, signed; throws unless the receiver answers 2xx within 10 s. */
export async function postWebhook(
  webhookUrl: string,
  collection: string,
  record: DeliveryRecord,
): Promise<void> {
  const { delivery: _ignored, ...data } = record
  const body = JSON.stringify({ event: 'submission.created', collection, id: record.id, data })
  const timestamp = String(Math.floor(Date.now() / 1000))
  // Never signed with another key: the server refuses to start with WEBHOOK_URL but no
  // WEBHOOK_SECRET.
  const secret = process.env.WEBHOOK_SECRET
  if (!secret) throw new Error('WEBHOOK_SECRET is not set')
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Webhook-Timestamp': timestamp,
      'X-Signature-256': signWebhook(secret, timestamp, body),
      // Stable per record: a receiver can ignore a repeat after a crash between its answer and our
      // write.
      'Idempotency-Key': `${collection}/${record.id}`,
    },
    body,
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
}
