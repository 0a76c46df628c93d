import { eq } from 'drizzle-orm'
import type { CollectionSlug, Payload } from 'payload'

import { metrics } from '@/lib/metrics'
import { unsubscribeUrl } from '../unsubscribe-token'

import { postWebhook, sendTeamEmail, type DeliveryRecord } from './channels'
import {
  deliveryAttempts,
  deliveryLeaseMs,
  deliveryTable,
  heldWhere,
  idValue,
  iso,
  retryDelayMs,
  type DeliveryClaim,
  type DeliveryTable,
} from './queue'
import type { deliveryStates } from './states'

/**
 * One delivery attempt of a claimed record: the team's e-mail, then the CRM webhook (the channels:
 * channels.ts). Each step is written when it succeeds, so a retry skips it; the outcome's
 * write is fenced by the attempt number, so a worker whose lease was taken over cannot overwrite
 * the newer attempt (README "Delivery").
 *
 * What an attempt came to, as it returns it and logs it: the state it wrote to the record
 * (`delivered`, `skipped`, `retrying`, `failed`), or why it wrote none: `gone` (the record was
 * deleted since its claim), `lost` (another worker took the lease over; only what this attempt sent
 * is recorded) or `interrupted` (the database failed half-way; the lease runs out and a worker
 * resumes the steps left).
 */
export type DeliveryOutcome = WrittenOutcome | 'gone' | 'lost' | 'interrupted'
/** The states an attempt leaves a record in (`processing` is a claim's, `pending` a retry's). */
type WrittenOutcome = Exclude<(typeof deliveryStates)[number], 'pending' | 'processing'>

/** Claims this process is delivering now (a pass's, or a record it just stored). */
const held = new Set<DeliveryClaim>()
/** What this process is delivering at this moment, for the hand-back at shutdown. */
export const heldDeliveries = (): ReadonlySet<DeliveryClaim> => held

/**
 * Runs one attempt of a record this worker has claimed. Never throws: the outcome is written to the
 * record (delivered, or retrying with its next due time, or failed after the last attempt) and
 * logged as one line. When the attempt dies half-way, the lease runs out and another worker resumes
 * it.
 */
export async function deliverClaimed(
  payload: Payload,
  claim: DeliveryClaim,
): Promise<DeliveryOutcome> {
  held.add(claim)
  try {
    return await attemptDelivery(payload, claim)
  } finally {
    held.delete(claim)
  }
}

type SentColumn = 'delivery_emailSentAt' | 'delivery_webhookSentAt'
/**
 * One attempt as it goes: the record's table, each step's word for the log, what failed, and when
 * each channel was sent (by this attempt or an earlier one).
 */
type Attempt = {
  payload: Payload
  claim: DeliveryClaim
  db: ReturnType<typeof deliveryTable>['db']
  table: DeliveryTable
  steps: Record<string, string>
  errors: string[]
  sent: { emailSentAt: string | null; webhookSentAt: string | null }
  smtpUrl: string | undefined
  webhookUrl: string | undefined
}

async function attemptDelivery(payload: Payload, claim: DeliveryClaim): Promise<DeliveryOutcome> {
  const steps: Record<string, string> = {}
  try {
    const { db, table } = deliveryTable(payload, claim.collection)
    const record = await recordToDeliver(payload, claim)
    if (!record) return logAttempt(payload, claim, 'gone', steps) // deleted since
    const run: Attempt = {
      payload,
      claim,
      db,
      table,
      steps,
      errors: [],
      sent: {
        emailSentAt: record.delivery?.emailSentAt ?? null,
        webhookSentAt: record.delivery?.webhookSentAt ?? null,
      },
      smtpUrl: process.env.SMTP_URL,
      // A collection may keep out of the CRM's webhook (a meeting's reminders: e-mail only).
      webhookUrl: sendsWebhook(payload, claim.collection) ? process.env.WEBHOOK_URL : undefined,
    }
    const outgoing = withUnsubscribeLink(payload, claim.collection, record)
    await emailStep(run, outgoing)
    await webhookStep(run, outgoing)
    const outcome = outcomeOf(run)
    const lastError = run.errors.length ? run.errors.join('; ').slice(0, 500) : undefined
    if (await writeOutcome(run, outcome, lastError ?? null))
      return logAttempt(payload, claim, outcome, steps, lastError)
    await keepWhatWasSent(run)
    return logAttempt(payload, claim, 'lost', steps, lastError)
  } catch (error) {
    return logAttempt(payload, claim, 'interrupted', steps, (error as Error).message)
  }
}

const sendsWebhook = (payload: Payload, collection: string) =>
  payload.collections[collection as CollectionSlug]?.config.custom?.deliveryWebhook !== false

/**
 * The record as it is now. The stored copy is trusted only well inside the lease: past it another
 * worker may have sent a step (recorded in the row, not in this copy), so a late worker reads the
 * row like any other.
 */
async function recordToDeliver(
  payload: Payload,
  claim: DeliveryClaim,
): Promise<DeliveryRecord | null> {
  const leaseSurelyHolds =
    claim.leaseEndsAt !== undefined && Date.now() < claim.leaseEndsAt - deliveryLeaseMs() / 2
  if (claim.record && leaseSurelyHolds) return claim.record
  return (await payload.findByID({
    collection: claim.collection as CollectionSlug,
    id: claim.id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as DeliveryRecord | null
}

/**
 * A subscriber leaves with its own signed unsubscribe link, for the mailing tool that sends the
 * newsletter to put in every issue (the site itself e-mails subscribers nothing).
 */
function withUnsubscribeLink(
  payload: Payload,
  collection: string,
  record: DeliveryRecord,
): DeliveryRecord {
  if (collection !== 'newsletter-subscribers' || !record.createdAt) return record
  return {
    ...record,
    unsubscribeUrl: unsubscribeUrl(payload.secret, {
      id: record.id,
      createdAt: record.createdAt,
      locale: record.locale,
    }),
  }
}

const recordSent = (run: Attempt, column: SentColumn, value: string) =>
  run.db
    .update(run.table)
    .set({ [column]: value })
    .where(eq(run.table.id, idValue(run.claim.id)))

async function emailStep(run: Attempt, outgoing: DeliveryRecord): Promise<void> {
  if (run.sent.emailSentAt) run.steps.email = 'done before'
  else if (!run.smtpUrl) run.steps.email = 'skipped (SMTP_URL not set)'
  else {
    try {
      await sendTeamEmail(run.payload, run.smtpUrl, run.claim.collection, outgoing)
      run.sent.emailSentAt = iso(Date.now())
      run.steps.email = 'sent'
      metrics.deliveryAttempts.inc({ channel: 'email', result: 'sent' })
      // Written at once when another step follows, so a crash in it does not resend the e-mail;
      // otherwise it goes with the outcome, in the same write.
      if (run.webhookUrl && !run.sent.webhookSentAt)
        await recordSent(run, 'delivery_emailSentAt', run.sent.emailSentAt)
    } catch (error) {
      run.steps.email = 'failed'
      metrics.deliveryAttempts.inc({ channel: 'email', result: 'failed' })
      run.errors.push(`e-mail: ${(error as Error).message}`)
    }
  }
}

async function webhookStep(run: Attempt, outgoing: DeliveryRecord): Promise<void> {
  if (!run.webhookUrl) run.steps.webhook = 'not configured'
  else if (run.sent.webhookSentAt) run.steps.webhook = 'done before'
  else {
    try {
      await postWebhook(run.webhookUrl, run.claim.collection, outgoing)
      run.sent.webhookSentAt = iso(Date.now())
      run.steps.webhook = 'sent'
      metrics.deliveryAttempts.inc({ channel: 'webhook', result: 'sent' })
    } catch (error) {
      run.steps.webhook = 'failed'
      metrics.deliveryAttempts.inc({ channel: 'webhook', result: 'failed' })
      run.errors.push(`webhook: ${(error as Error).message}`)
    }
  }
}

/**
 * A failed step retries until the last attempt. Nothing sent, now or before, because no channel is
 * configured: the record says so rather than "delivered" (retryDelivery() can queue it again once
 * SMTP or a webhook is set up).
 */
function outcomeOf(run: Attempt): WrittenOutcome {
  if (run.errors.length > 0) return run.claim.attempt >= deliveryAttempts() ? 'failed' : 'retrying'
  const nothingSent = !run.sent.emailSentAt && !run.sent.webhookSentAt
  return nothingSent && !run.smtpUrl && !run.webhookUrl ? 'skipped' : 'delivered'
}

/**
 * The attempt's last write, fenced by its attempt number: false when another worker holds the
 * record now.
 */
async function writeOutcome(
  run: Attempt,
  outcome: WrittenOutcome,
  lastError: string | null,
): Promise<boolean> {
  const written = await run.db
    .update(run.table)
    .set({
      delivery_state: outcome,
      delivery_dueAt:
        outcome === 'retrying' ? iso(Date.now() + retryDelayMs(run.claim.attempt)) : null,
      delivery_lastError: lastError,
      delivery_emailSentAt: run.sent.emailSentAt,
      delivery_webhookSentAt: run.sent.webhookSentAt,
    })
    .where(heldWhere(run.table, run.claim))
    .returning<{ id: string | number }>({ id: run.table.id })
  return written.length > 0
}

/** The lease ran out and another worker holds the record: keep only the facts (what was sent). */
async function keepWhatWasSent(run: Attempt): Promise<void> {
  if (run.steps.email === 'sent')
    await recordSent(run, 'delivery_emailSentAt', run.sent.emailSentAt!)
  if (run.steps.webhook === 'sent')
    await recordSent(run, 'delivery_webhookSentAt', run.sent.webhookSentAt!)
}

/**
 * One line per attempt: info when nothing is left to do, warn when something is, error when the
 * database failed.
 */
function logAttempt(
  payload: Payload,
  { collection, id, attempt }: DeliveryClaim,
  outcome: DeliveryOutcome,
  steps: Record<string, string>,
  error?: string,
): DeliveryOutcome {
  const line = {
    msg: 'delivery attempt',
    collection,
    id,
    attempt,
    outcome,
    ...steps,
    ...(error ? { error } : {}),
  }
  if (outcome === 'interrupted') payload.logger.error(line)
  else if (outcome === 'delivered' || outcome === 'skipped' || outcome === 'gone')
    payload.logger.info(line)
  else payload.logger.warn(line)
  return outcome
}
