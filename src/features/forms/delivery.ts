import { createHmac } from 'node:crypto'

import nodemailer, { type Transporter } from 'nodemailer'
import type { CollectionSlug, Payload, TaskConfig } from 'payload'

import { formFields, formOfCollection } from './definitions'

/**
 * Delivery of a stored record: an e-mail to the team over SMTP and, when configured, a signed webhook
 * to a CRM. It always runs from the stored record through Payload's jobs queue, so a mail server or CRM
 * that is down only delays delivery: the task throws, Payload retries it with backoff, and every step
 * that succeeded is recorded on the record (`delivery.emailSentAt`, `delivery.webhookSentAt`) so a retry
 * never sends it twice. Reused by any collection that has the `delivery` group (orders after the merge).
 *
 * Environment:
 * - SMTP_URL (e.g. smtp://user:pass@mail.example:587): without it mail is skipped (logged);
 * - SMTP_FROM: sender (default `"<brand>" <no-reply@<site host>>`);
 * - FORMS_TEAM_EMAIL: recipient override (default: site settings salesEmail; supportEmail for deletion requests);
 * - WEBHOOK_URL and WEBHOOK_SECRET: POST of the record, `X-Signature-256: sha256=<HMAC-SHA256(secret, timestamp.body)>`;
 * - FORMS_DELIVERY_ATTEMPTS (default 10), FORMS_DELIVERY_BACKOFF_MS (default 30000),
 *   FORMS_DELIVERY_BACKOFF (exponential | fixed, default exponential).
 */
export const deliveryTaskSlug = 'deliverSubmission'
export const deliveryQueue = 'delivery'

export type DeliveryTarget = { collection: string; id: string | number }

type DeliveryRecord = {
  id: string | number
  createdAt?: string
  locale?: string | null
  delivery?: { state?: string | null; attempts?: number | null; emailSentAt?: string | null; webhookSentAt?: string | null } | null
  [key: string]: unknown
}

export const deliveryAttempts = () => Math.max(1, Number(process.env.FORMS_DELIVERY_ATTEMPTS) || 10)

/** Queues the delivery of a stored record; returns the job id. */
export async function queueDelivery(payload: Payload, target: DeliveryTarget): Promise<string | number> {
  const job = await payload.jobs.queue({ task: deliveryTaskSlug, queue: deliveryQueue, input: { collection: target.collection, id: String(target.id) } } as never)
  return (job as { id: string | number }).id
}

/** Runs one queued delivery job now (used right after a submission so delivery does not wait for the cron). */
export async function runDeliveryNow(payload: Payload, jobId: string | number): Promise<void> {
  try {
    await payload.jobs.runByID({ id: jobId })
  } catch (error) {
    payload.logger.error({ err: error, msg: `Delivery job ${jobId} could not run now; the queue runner retries it` })
  }
}

const transports = new Map<string, Transporter>()
function transport(url: string): Transporter {
  let t = transports.get(url)
  if (!t) {
    t = nodemailer.createTransport(`${url}${url.includes('?') ? '&' : '?'}connectionTimeout=10000&greetingTimeout=10000&socketTimeout=20000`)
    transports.set(url, t)
  }
  return t
}

const labelOf = (name: string) => name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase())
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').slice(0, 200)

/** The e-mail for a record: plain text, every field labelled, reply-to the submitter when there is an address. */
export function deliveryEmail(collection: string, record: DeliveryRecord, brand: string) {
  const form = formOfCollection(collection)
  const names = form ? formFields[form].flatMap((f) => (f.kind === 'phone' ? [f.name, `${f.name}Country`] : [f.name])) : Object.keys(record)
  const lines = names
    .filter((name) => record[name] !== undefined && record[name] !== null && record[name] !== '')
    .map((name) => `${labelOf(name)}: ${typeof record[name] === 'object' ? JSON.stringify(record[name]) : String(record[name])}`)
  const who = [record.firstName, record.lastName].filter(Boolean).join(' ') || (record.name as string) || (record.email as string) || (record.phone as string) || String(record.id)
  const kind = collection.replace(/-/g, ' ').replace(/s$/, '')
  const siteUrl = process.env.SITE_URL?.replace(/\/$/, '')
  return {
    subject: oneLine(`[${brand}] New ${kind}: ${who}`),
    text: [
      ...lines,
      '',
      `Locale: ${record.locale ?? ''}`,
      `Received: ${record.createdAt ?? ''}`,
      siteUrl ? `Back office: ${siteUrl}/admin/collections/${collection}/${record.id}` : `Record: ${collection}/${record.id}`,
    ].join('\n'),
    replyTo: typeof record.email === 'string' && record.email ? record.email : undefined,
  }
}

export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

async function recipient(payload: Payload, collection: string): Promise<{ to: string; brand: string }> {
  const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })) as { brandName?: string; salesEmail?: string | null; supportEmail?: string }
  const brand = settings.brandName || 'Voltra'
  const fallback = collection === 'deletion-requests' ? settings.supportEmail : settings.salesEmail || settings.supportEmail
  return { to: process.env.FORMS_TEAM_EMAIL || fallback || 'sales@voltra.example', brand }
}

/** Delivers one record (each step once); throws when a step failed so the job is retried. */
export async function deliverRecord(payload: Payload, target: DeliveryTarget): Promise<void> {
  const collection = target.collection as CollectionSlug
  const record = (await payload.findByID({ collection, id: target.id, depth: 0, overrideAccess: true, disableErrors: true })) as DeliveryRecord | null
  if (!record) return // deleted since: nothing to deliver
  const delivery = { ...(record.delivery ?? {}) }
  const attempts = (delivery.attempts ?? 0) + 1
  const save = (data: Record<string, unknown>) =>
    payload.update({ collection, id: record.id, data: { delivery: { ...delivery, ...data } } as never, overrideAccess: true, depth: 0 })
  const errors: string[] = []

  if (!delivery.emailSentAt) {
    const smtpUrl = process.env.SMTP_URL
    if (smtpUrl) {
      try {
        const { to, brand } = await recipient(payload, collection)
        const host = process.env.SITE_URL ? new URL(process.env.SITE_URL).hostname : 'localhost'
        await transport(smtpUrl).sendMail({ from: process.env.SMTP_FROM || `"${brand}" <no-reply@${host}>`, to, ...deliveryEmail(collection, record, brand) })
        delivery.emailSentAt = new Date().toISOString()
      } catch (error) {
        errors.push(`e-mail: ${(error as Error).message}`)
      }
    } else {
      payload.logger.warn(`SMTP_URL is not set: ${collection}/${record.id} is stored but not e-mailed`)
    }
  }

  const webhookUrl = process.env.WEBHOOK_URL
  if (webhookUrl && !delivery.webhookSentAt) {
    try {
      const { delivery: _ignored, ...data } = record
      const body = JSON.stringify({ event: 'submission.created', collection, id: record.id, data })
      const timestamp = String(Math.floor(Date.now() / 1000))
      // Never signed with another key: the server refuses to start with WEBHOOK_URL but no WEBHOOK_SECRET.
      const secret = process.env.WEBHOOK_SECRET
      if (!secret) throw new Error('WEBHOOK_SECRET is not set')
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Webhook-Timestamp': timestamp, 'X-Signature-256': signWebhook(secret, timestamp, body) },
        body,
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      delivery.webhookSentAt = new Date().toISOString()
    } catch (error) {
      errors.push(`webhook: ${(error as Error).message}`)
    }
  }

  if (errors.length === 0) {
    await save({ state: 'delivered', attempts, lastError: null })
    return
  }
  const final = attempts >= deliveryAttempts()
  await save({ state: final ? 'failed' : 'retrying', attempts, lastError: errors.join('; ').slice(0, 500) })
  throw new Error(`Delivery of ${collection}/${record.id} failed (attempt ${attempts}): ${errors.join('; ')}`)
}

export function deliveryTask(): TaskConfig {
  const delay = Number(process.env.FORMS_DELIVERY_BACKOFF_MS) || 30_000
  return {
    slug: deliveryTaskSlug,
    inputSchema: [
      { name: 'collection', type: 'text', required: true },
      { name: 'id', type: 'text', required: true },
    ],
    // Payload counts retries after the first run.
    retries: { attempts: deliveryAttempts() - 1, backoff: { type: process.env.FORMS_DELIVERY_BACKOFF === 'fixed' ? 'fixed' : 'exponential', delay } },
    handler: async ({ input, req }) => {
      const { collection, id } = input as { collection: string; id: string }
      await deliverRecord(req.payload, { collection, id })
      return { output: {} }
    },
  } as TaskConfig
}
