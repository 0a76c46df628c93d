import { and, count, eq, inArray, isNull, lte, min, or, sql } from 'drizzle-orm'
import type { CollectionSlug, Payload } from 'payload'

import { sqlTable, type AnyDrizzle } from '@/lib/sql'
import type { BackgroundWork } from '@/lib/jobs'
import { metrics, scrapedGauge } from '@/lib/metrics'
import { unsubscribeUrl } from '@/features/privacy/unsubscribe-token'

import { postWebhook, sendTeamEmail, type DeliveryRecord } from './delivery-channels'

/**
 * Delivery of a stored record: an e-mail to the team over SMTP and, when configured, a signed
 * webhook to a CRM (the channels themselves: delivery-channels.ts). The record is its own queue
 * entry: its `delivery` group says what is left to do and when (see README "Delivery"). No separate
 * job row exists, so a record can never be stored without being queued, and a worker takes a record
 * with one conditional UPDATE that only one worker can win.
 *
 * - Stored already claimed: `claimedDelivery()` is part of the record's insert (state `processing`,
 *   attempt 1, leased until `dueAt`), and the process that stored it delivers it right after
 *   answering.
 * - Any worker (`runDueDeliveries`, the scheduler of every server process) claims records that are
 *   due: pending/retrying whose `dueAt` has passed, or processing whose lease ran out (its worker
 *   died).
 * - Each step that succeeds is written at once (`emailSentAt`, `webhookSentAt`), so a retry skips
 *   it; the last write of an attempt sets the outcome and is fenced by the attempt number, so a
 *   worker whose lease was taken over cannot overwrite the newer attempt's state.
 *
 * Environment:
 * - SMTP_URL (e.g. smtp://user:pass@mail.example:587): without it mail is skipped (logged);
 * - SMTP_FROM: sender (default `"<brand>" <no-reply@<site host>>`);
 * - FORMS_TEAM_EMAIL: recipient override (default: site settings salesEmail; supportEmail for
 *   deletion requests);
 * - WEBHOOK_URL and WEBHOOK_SECRET: POST of the record, `X-Signature-256:
 *   sha256=<HMAC-SHA256(secret, timestamp.body)>`;
 * - FORMS_DELIVERY_ATTEMPTS (default 10), FORMS_DELIVERY_BACKOFF_MS (default 30000),
 *   FORMS_DELIVERY_BACKOFF (exponential | fixed, default exponential), FORMS_DELIVERY_LEASE_MS
 *   (default 120000).
 */
type DeliveryTarget = { collection: string; id: string | number }
/**
 * A record this worker holds: `attempt` is the attempt number its claim wrote (the fencing token).
 * `record` and `leaseEndsAt`: the record as this process just stored it and when its lease ends, so
 * its first attempt needs no read while the lease surely holds (no other worker can have started
 * it).
 */
export type DeliveryClaim = DeliveryTarget & {
  attempt: number
  record?: DeliveryRecord
  leaseEndsAt?: number
}
type DeliveryOutcome = 'delivered' | 'skipped' | 'retrying' | 'failed' | 'gone' | 'lost'

const deliveryAttempts = () => Math.max(1, Number(process.env.FORMS_DELIVERY_ATTEMPTS) || 10)
/**
 * How long a claim holds a record: longer than one attempt can take (SMTP and webhook timeouts).
 */
export const deliveryLeaseMs = () =>
  Math.max(1000, Number(process.env.FORMS_DELIVERY_LEASE_MS) || 120_000)

/** Delay before attempt `attempt + 1`. */
export function retryDelayMs(
  attempt: number,
  env: Record<string, string | undefined> = process.env,
): number {
  const base = Number(env.FORMS_DELIVERY_BACKOFF_MS) || 30_000
  if (env.FORMS_DELIVERY_BACKOFF === 'fixed') return base
  return Math.min(base * 2 ** Math.max(0, attempt - 1), 6 * 3600_000)
}

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * The `delivery` group a record is inserted with: claimed by the inserting process (attempt 1) and
 * leased, so storing and queueing are one write and no other worker starts it meanwhile.
 */
export function claimedDelivery(now = Date.now()) {
  return { state: 'processing' as const, attempts: 1, dueAt: iso(now + deliveryLeaseMs()) }
}

function sqlFor(payload: Payload, collection: string) {
  const sql = sqlTable(payload, collection)
  if (!sql.table.delivery_state) throw new Error(`${collection} has no delivery group`)
  return sql
}
const idValue = (id: string | number) =>
  typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id
// `t`: a drizzle table of either adapter (see sqlTable)
const dueWhere = (t: AnyDrizzle, now: number) =>
  and(
    inArray(t.delivery_state, ['pending', 'processing', 'retrying']),
    or(isNull(t.delivery_dueAt), lte(t.delivery_dueAt, iso(now))),
  )

/** Takes a due record for this worker, or null when it is not due or another worker won it. */
export async function claimDelivery(
  payload: Payload,
  target: DeliveryTarget,
  now = Date.now(),
): Promise<DeliveryClaim | null> {
  const { db, table } = sqlFor(payload, target.collection)
  const rows: { attempts: unknown }[] = await db
    .update(table)
    .set({
      delivery_state: 'processing',
      delivery_dueAt: iso(now + deliveryLeaseMs()),
      delivery_attempts: sql`coalesce(${table.delivery_attempts}, 0) + 1`,
    })
    .where(and(eq(table.id, idValue(target.id)), dueWhere(table, now)))
    .returning({ attempts: table.delivery_attempts })
  return rows[0] ? { ...target, attempt: Number(rows[0].attempts) } : null
}

/** The collections whose records carry the `delivery` group (the six forms, the shop's orders). */
export function deliveryCollections(payload: Payload): string[] {
  return payload.config.collections
    .filter((c) => c.flattenedFields.some((f) => f.name === 'delivery' && f.type === 'group'))
    .map((c) => c.slug)
}

/**
 * One pass of a worker: claims and delivers every due record (at most `limit` per collection), a
 * few at a time (`concurrency`): after an outage hundreds are due at once, and one at a time each
 * waits for the previous one's mail server round trip. Safe to run in any number of processes at
 * once (each record is claimed by one conditional UPDATE). Returns how many attempts it made.
 */
export async function runDueDeliveries(
  payload: Payload,
  {
    limit = 50,
    concurrency = 5,
    stopping,
  }: { limit?: number; concurrency?: number; stopping?: AbortSignal } = {},
): Promise<number> {
  let count = 0
  for (const collection of deliveryCollections(payload)) {
    const { db, table } = sqlFor(payload, collection)
    const due: { id: string | number }[] = await db
      .select({ id: table.id })
      .from(table)
      .where(dueWhere(table, Date.now()))
      .orderBy(table.delivery_dueAt)
      .limit(limit)
    const work = async () => {
      for (let next = due.shift(); next && !stopping?.aborted; next = due.shift()) {
        const claim = await claimDelivery(payload, { collection, id: next.id })
        if (!claim) continue // another worker took it first
        await deliverClaimed(payload, claim)
        count++
      }
    }
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, due.length)) }, work))
  }
  return count
}

/** Claims this process is delivering now (a pass's, or a record it just stored). */
const held = new Set<DeliveryClaim>()

/**
 * When the process stops: waits until `deadline` for the deliveries under way, then hands back the
 * ones still held (due at once, for any worker) rather than leaving them leased for minutes. One of
 * them may then be sent twice, if its worker was past the send: a duplicate e-mail, never a lost
 * one.
 */
export async function releaseHeldDeliveries(payload: Payload, deadline: number): Promise<number> {
  while (held.size > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50))
  let released = 0
  for (const claim of held) {
    const { db, table } = sqlFor(payload, claim.collection)
    const rows: unknown[] = await db
      .update(table)
      .set({ delivery_state: 'retrying', delivery_dueAt: iso(Date.now()) })
      .where(
        and(
          eq(table.id, idValue(claim.id)),
          eq(table.delivery_state, 'processing'),
          eq(table.delivery_attempts, claim.attempt),
        ),
      )
      .returning({ id: table.id })
    released += rows.length
  }
  if (released) payload.logger.warn({ msg: 'deliveries handed back at shutdown', released })
  return released
}

/**
 * The deliveries as background work of the server's scheduler (src/instrumentation.ts registers
 * it).
 */
export const deliveryWork: BackgroundWork = {
  name: 'delivery',
  run: (payload, stopping) => runDueDeliveries(payload, { stopping }),
  release: (payload, deadline) => releaseHeldDeliveries(payload, deadline),
}

/** Per collection: how many records wait for delivery, and when the oldest of them was stored. */
export async function deliveryBacklog(
  payload: Payload,
): Promise<{ collection: string; waiting: number; oldest: string | null }[]> {
  return Promise.all(
    deliveryCollections(payload).map(async (collection) => {
      const { db, table } = sqlFor(payload, collection)
      const [row]: { waiting: number; oldest: string | null }[] = await db
        .select({ waiting: count(), oldest: min(table.createdAt) })
        .from(table)
        .where(inArray(table.delivery_state, ['pending', 'processing', 'retrying']))
      return { collection, waiting: Number(row?.waiting ?? 0), oldest: row?.oldest ?? null }
    }),
  )
}

/**
 * Queues a record again for delivery now: a `failed` record (attempts exhausted) or a `skipped` one
 * (no channel was configured) becomes `pending` and due at once, and the next worker pass, in any
 * process, takes it. One conditional UPDATE: a record in any other state (already queued, being
 * delivered, delivered) is left alone, so calling it twice or racing a worker never runs a second
 * delivery. The attempt count restarts so the record gets the full number of attempts again; steps
 * already sent (their times recorded) are still skipped. Returns whether the record was queued.
 */
export async function retryDelivery(
  payload: Payload,
  collection: string,
  id: string | number,
): Promise<boolean> {
  const { db, table } = sqlFor(payload, collection)
  const rows: unknown[] = await db
    .update(table)
    .set({
      delivery_state: 'pending',
      delivery_dueAt: null,
      delivery_attempts: 0,
      delivery_lastError: null,
    })
    .where(and(eq(table.id, idValue(id)), inArray(table.delivery_state, ['failed', 'skipped'])))
    .returning({ id: table.id })
  if (rows.length > 0) payload.logger.info({ msg: 'delivery queued again', collection, id })
  return rows.length > 0
}

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
    const { db, table } = sqlFor(payload, collection)
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
    const recordStep = (column: string, value: string) =>
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
    const written: unknown[] = await db
      .update(table)
      .set({
        delivery_state: outcome,
        delivery_dueAt: outcome === 'retrying' ? iso(Date.now() + retryDelayMs(attempt)) : null,
        delivery_lastError: lastError,
        delivery_emailSentAt: done.emailSentAt,
        delivery_webhookSentAt: done.webhookSentAt,
      })
      .where(
        and(
          eq(table.id, idValue(id)),
          eq(table.delivery_state, 'processing'),
          eq(table.delivery_attempts, attempt),
        ),
      )
      .returning({ id: table.id })
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

/**
 * The delivery queue as Prometheus gauges, read when scraped (a database that fails leaves them
 * unset).
 */
export function watchDeliveries(payload: Payload): void {
  let backlog: ReturnType<typeof deliveryBacklog> | null = null
  // Both gauges are scraped together: one read of the queue serves them.
  const read = () =>
    (backlog ??= deliveryBacklog(payload).finally(() => setTimeout(() => (backlog = null), 1000)))
  scrapedGauge(
    'site_delivery_queue_depth',
    'Records waiting for delivery, per collection',
    ['collection'],
    async (gauge) => {
      gauge.reset()
      for (const { collection, waiting } of await read()) gauge.set({ collection }, waiting)
    },
  )
  scrapedGauge(
    'site_delivery_oldest_waiting_seconds',
    'Age of the oldest record waiting for delivery, per collection (0 when none waits)',
    ['collection'],
    async (gauge) => {
      gauge.reset()
      for (const { collection, oldest } of await read())
        gauge.set(
          { collection },
          oldest ? Math.max(0, (Date.now() - Date.parse(oldest)) / 1000) : 0,
        )
    },
  )
}
