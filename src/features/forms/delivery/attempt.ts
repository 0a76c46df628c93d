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
} from './queue'

/**
 * One delivery attempt of a claimed record: the team's e-mail, then the CRM webhook (the channels:
 * channels.ts). Each step is written when it succeeds, so a retry skips it; the outcome's
 * write is fenced by the attempt number, so a worker whose lease was taken over cannot overwrite
 * the newer attempt (README "Delivery").
 */
export type DeliveryOutcome = 'delivered' | 'skipped' | 'retrying' | 'failed' | 'gone' | 'lost'

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

async function attemptDelivery(payload: Payload, claim: DeliveryClaim): Promise<DeliveryOutcome> {
  const { collection, id, attempt } = claim
  const steps: Record<string, string> = {}
  const errors: string[] = []
  try {
    const { db, table } = deliveryTable(payload, collection)
    // The stored copy is trusted only well inside the lease: past it another worker may have sent a
    // step (recorded in the row, not in this copy), so a late worker reads the row like any other.
    const fresh =
      claim.record &&
      claim.leaseEndsAt !== undefined &&
      Date.now() < claim.leaseEndsAt - deliveryLeaseMs() / 2
    const record =
      (fresh ? claim.record : undefined) ??
      ((await payload.findByID({
        collection: collection as CollectionSlug,
        id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })) as DeliveryRecord | null)
    if (!record) {
      payload.logger.info({ msg: 'delivery attempt', collection, id, attempt, outcome: 'gone' })
      return 'gone' // deleted since: nothing to deliver
    }
    // A subscriber leaves with its own signed unsubscribe link, for the mailing tool that sends the
    // newsletter to put in every issue (the site itself e-mails subscribers nothing).
    const outgoing =
      collection === 'newsletter-subscribers' && record.createdAt
        ? {
            ...record,
            unsubscribeUrl: unsubscribeUrl(payload.secret, {
              id: record.id,
              createdAt: record.createdAt,
              locale: record.locale,
            }),
          }
        : record
    const done = {
      emailSentAt: record.delivery?.emailSentAt ?? null,
      webhookSentAt: record.delivery?.webhookSentAt ?? null,
    }
    const smtpUrl = process.env.SMTP_URL
    const webhookUrl = process.env.WEBHOOK_URL
    const recordStep = (column: 'delivery_emailSentAt' | 'delivery_webhookSentAt', value: string) =>
      db
        .update(table)
        .set({ [column]: value })
        .where(eq(table.id, idValue(id)))

    if (done.emailSentAt) steps.email = 'done before'
    else if (!smtpUrl) steps.email = 'skipped (SMTP_URL not set)'
    else {
      try {
        await sendTeamEmail(payload, smtpUrl, collection, outgoing)
        done.emailSentAt = iso(Date.now())
        steps.email = 'sent'
        metrics.deliveryAttempts.inc({ channel: 'email', result: 'sent' })
        // Written at once when another step follows, so a crash in it does not resend the e-mail;
        // otherwise it goes with the outcome below, in the same write.
        if (webhookUrl && !done.webhookSentAt)
          await recordStep('delivery_emailSentAt', done.emailSentAt)
      } catch (error) {
        steps.email = 'failed'
        metrics.deliveryAttempts.inc({ channel: 'email', result: 'failed' })
        errors.push(`e-mail: ${(error as Error).message}`)
      }
    }

    if (!webhookUrl) steps.webhook = 'not configured'
    else if (done.webhookSentAt) steps.webhook = 'done before'
    else {
      try {
        await postWebhook(webhookUrl, collection, outgoing)
        done.webhookSentAt = iso(Date.now())
        steps.webhook = 'sent'
        metrics.deliveryAttempts.inc({ channel: 'webhook', result: 'sent' })
      } catch (error) {
        steps.webhook = 'failed'
        metrics.deliveryAttempts.inc({ channel: 'webhook', result: 'failed' })
        errors.push(`webhook: ${(error as Error).message}`)
      }
    }

    // Nothing was sent, now or before, because no channel is configured: the record says so rather
    // than "delivered" (retryDelivery() can queue it again once SMTP or a webhook is set up).
    const nothingSent = !done.emailSentAt && !done.webhookSentAt
    const outcome: DeliveryOutcome =
      errors.length > 0
        ? attempt >= deliveryAttempts()
          ? 'failed'
          : 'retrying'
        : nothingSent && !smtpUrl && !webhookUrl
          ? 'skipped'
          : 'delivered'
    const lastError = errors.length ? errors.join('; ').slice(0, 500) : null
    const written = await db
      .update(table)
      .set({
        delivery_state: outcome,
        delivery_dueAt: outcome === 'retrying' ? iso(Date.now() + retryDelayMs(attempt)) : null,
        delivery_lastError: lastError,
        delivery_emailSentAt: done.emailSentAt,
        delivery_webhookSentAt: done.webhookSentAt,
      })
      .where(heldWhere(table, claim))
      .returning<{ id: string | number }>({ id: table.id })
    if (written.length === 0) {
      // The lease ran out and another worker holds the record now: keep only the facts (what was
      // sent).
      if (steps.email === 'sent') await recordStep('delivery_emailSentAt', done.emailSentAt!)
      if (steps.webhook === 'sent') await recordStep('delivery_webhookSentAt', done.webhookSentAt!)
      payload.logger.warn({
        msg: 'delivery attempt',
        collection,
        id,
        attempt,
        outcome: 'lost',
        ...steps,
        error: lastError ?? undefined,
      })
      return 'lost'
    }
    const line = {
      msg: 'delivery attempt',
      collection,
      id,
      attempt,
      outcome,
      ...steps,
      ...(lastError ? { error: lastError } : {}),
    }
    if (outcome === 'delivered' || outcome === 'skipped') payload.logger.info(line)
    else payload.logger.warn(line)
    return outcome
  } catch (error) {
    // The database itself failed: the lease expires and a worker retries this attempt's remaining
    // steps.
    payload.logger.error({
      msg: 'delivery attempt',
      collection,
      id,
      attempt,
      outcome: 'interrupted',
      ...steps,
      error: (error as Error).message,
    })
    return 'lost'
  }
}
