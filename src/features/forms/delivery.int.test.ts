import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { testDeliveryChannels } from '../../../tests/support/delivery'
import { testPayload } from '../../../tests/support/payload'
import { deliverClaimed } from './delivery'
import { claimDelivery, retryDelivery } from './delivery-queue'
import { runDueDeliveries } from './delivery-worker'
import { memoryRateLimiter } from '@/lib/rate-limit'
import { submitForm, type SubmissionContext } from './submit'

/**
 * Exactly-once delivery: concurrent workers (two Payload instances on the same database), a worker
 * that died holding a record, a step done before a failure, a record stored without a claim.
 * Messages are counted on the test SMTP server by their Message-ID (one per record).
 */
const channels = await testDeliveryChannels('delivery-test-webhook-secret')
const { smtp, webhook } = channels

let payload: Payload
let second: Payload
const context = (): SubmissionContext => ({
  ip: '198.51.100.8',
  contentType: 'application/json',
  acceptLanguage: 'en',
  limiter: memoryRateLimiter(1000, 60_000),
})
const mailsFor = (id: string | number) =>
  smtp.messages.filter((m) => m.raw.includes(`<contact-messages.${id}@`)).length
const hooksFor = (id: string | number) =>
  webhook.calls.filter((call) => call.headers['idempotency-key'] === `contact-messages/${id}`)
    .length

async function submit(name: string) {
  const outcome = await submitForm(
    payload,
    'contact',
    JSON.stringify({ name, email: 'worker@example.com', message: 'Exactly once, please.' }),
    context(),
  )
  expect(outcome.status).toBe(201)
  return outcome.claim!
}

beforeAll(async () => {
  await channels.start()
  process.env.FORMS_DELIVERY_ATTEMPTS = '5'
  process.env.FORMS_DELIVERY_BACKOFF = 'fixed'
  process.env.FORMS_DELIVERY_BACKOFF_MS = '1' // retries are due at once
  payload = await testPayload()
  // A second server on the same database: its own Payload instance and connections.
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ])
  second = await getPayload({ config, key: 'second-worker' })
})

afterAll(async () => {
  const pool = (
    second?.db as { pool?: { on: (event: 'error', listener: () => void) => void } } | undefined
  )?.pool
  pool?.on('error', () => {})
  await second?.db.destroy?.()
  await channels.stop()
  for (const name of [
    'FORMS_DELIVERY_BACKOFF',
    'FORMS_DELIVERY_BACKOFF_MS',
    'FORMS_DELIVERY_LEASE_MS',
  ])
    delete process.env[name]
})

beforeEach(() => {
  webhook.status = 200
  delete process.env.FORMS_DELIVERY_LEASE_MS
})

/** A submission whose webhook refuses every attempt, run until the delivery gives up. */
async function failEveryAttempt(name: string) {
  webhook.status = 500
  const claim = await submit(name)
  await deliverClaimed(payload, claim)
  for (let i = 0; i < 6; i++) {
    await new Promise((r) => setTimeout(r, 5))
    await runDueDeliveries(payload)
  }
  return claim
}

describe('delivery runs exactly once', () => {
  it('two workers running the queue at once deliver each record once', async () => {
    // Records left due (as after a restart): stored without a claim.
    const ids: (string | number)[] = []
    for (let i = 0; i < 8; i++) {
      const record = await payload.create({
        collection: 'contact-messages',
        data: {
          name: `Concurrent ${i}`,
          email: 'worker@example.com',
          message: 'Exactly once.',
          status: 'new',
          delivery: { state: 'pending', attempts: 0 },
        },
        overrideAccess: true,
      })
      ids.push(record.id)
    }
    const passes = await Promise.all([
      runDueDeliveries(payload),
      runDueDeliveries(second),
      runDueDeliveries(second),
      runDueDeliveries(payload),
    ])
    expect(passes.reduce((a, b) => a + b, 0)).toBe(ids.length)
    for (const id of ids) {
      expect(mailsFor(id), `mails of ${id}`).toBe(1)
      expect(hooksFor(id), `webhooks of ${id}`).toBe(1)
      expect(
        (await payload.findByID({ collection: 'contact-messages', id })).delivery,
      ).toMatchObject({ state: 'delivered', attempts: 1 })
    }
    expect(await runDueDeliveries(second)).toBe(0)
  })

  it('the request and a worker racing for a fresh submission deliver it once', async () => {
    const claim = await submit('Raced')
    const [own, other] = await Promise.all([
      deliverClaimed(payload, claim),
      runDueDeliveries(second),
    ])
    expect(own).toBe('delivered')
    expect(other).toBe(0) // leased to the process that stored it
    expect(mailsFor(claim.id)).toBe(1)
    expect(hooksFor(claim.id)).toBe(1)
  })

  it('a record left processing by a dead worker is taken again after its lease and delivered once', async () => {
    process.env.FORMS_DELIVERY_LEASE_MS = '1000'
    const claim = await submit('Orphan') // stored claimed; its worker "dies" before delivering
    expect(await runDueDeliveries(second)).toBe(0) // still leased
    await new Promise((r) => setTimeout(r, 1100))
    expect(await Promise.all([runDueDeliveries(second), runDueDeliveries(payload)])).toSatisfy(
      (n: number[]) => n[0]! + n[1]! === 1,
    )
    expect(mailsFor(claim.id)).toBe(1)
    const record = await payload.findByID({ collection: 'contact-messages', id: claim.id })
    expect(record.delivery).toMatchObject({ state: 'delivered', attempts: 2 })
    // The old worker wakes up: it finds the steps done and cannot overwrite the newer attempt.
    expect(await deliverClaimed(payload, claim)).toBe('lost')
    expect(mailsFor(claim.id)).toBe(1)
    expect(hooksFor(claim.id)).toBe(1)
  })

  it('a retry repeats only the step that failed (e-mail sent, webhook failed)', async () => {
    webhook.status = 503
    const claim = await submit('Half done')
    expect(await deliverClaimed(payload, claim)).toBe('retrying')
    const failed = await payload.findByID({ collection: 'contact-messages', id: claim.id })
    expect(failed.delivery).toMatchObject({
      state: 'retrying',
      attempts: 1,
      lastError: 'webhook: HTTP 503',
    })
    expect(failed.delivery?.emailSentAt).toBeTruthy()
    expect(mailsFor(claim.id)).toBe(1)
    expect(hooksFor(claim.id)).toBe(1)

    webhook.status = 200
    await new Promise((r) => setTimeout(r, 5))
    expect(await runDueDeliveries(second)).toBe(1)
    expect(mailsFor(claim.id)).toBe(1) // not sent again
    expect(hooksFor(claim.id)).toBe(2)
    expect(
      (await payload.findByID({ collection: 'contact-messages', id: claim.id })).delivery,
    ).toMatchObject({ state: 'delivered', attempts: 2, lastError: null })
  })

  it('gives up after the last attempt', async () => {
    const claim = await failEveryAttempt('Never accepted')
    const record = await payload.findByID({ collection: 'contact-messages', id: claim.id })
    expect(record.delivery).toMatchObject({ state: 'failed', attempts: 5 })
    expect(hooksFor(claim.id)).toBe(5)
    expect(mailsFor(claim.id)).toBe(1)
    expect(await claimDelivery(payload, claim)).toBeNull()
  })

  it('a stored order or submission that never got its delivery started is delivered by a worker', async () => {
    // As after a crash between storing and delivering, or records stored before this design.
    const record = await payload.create({
      collection: 'contact-messages',
      data: {
        name: 'No job',
        email: 'nojob@example.com',
        message: 'Stored, never announced.',
        status: 'new',
      },
      overrideAccess: true,
    })
    expect(record.delivery?.state).toBe('pending')
    expect(await runDueDeliveries(second)).toBe(1)
    expect(mailsFor(record.id)).toBe(1)
    expect(
      (await payload.findByID({ collection: 'contact-messages', id: record.id })).delivery,
    ).toMatchObject({ state: 'delivered', attempts: 1 })
  })
})

describe('delivery states tell the truth', () => {
  it('with no e-mail and no webhook configured a submission is "skipped", not delivered, and says so in the export', async () => {
    const saved = { smtp: process.env.SMTP_URL, webhook: process.env.WEBHOOK_URL }
    delete process.env.SMTP_URL
    delete process.env.WEBHOOK_URL
    try {
      const claim = await submit('No channel')
      expect(await deliverClaimed(payload, claim)).toBe('skipped')
      const record = await payload.findByID({ collection: 'contact-messages', id: claim.id })
      expect(record.delivery).toMatchObject({
        state: 'skipped',
        attempts: 1,
        emailSentAt: null,
        webhookSentAt: null,
      })
      expect(mailsFor(claim.id)).toBe(0)
      expect(await runDueDeliveries(second)).toBe(0) // not due again by itself

      // The back office's select (in the editor's language) and the CSV export show the label, not
      // the raw value.
      const field = payload.collections['contact-messages'].config.flattenedFields.find(
        (f) => f.name === 'delivery',
      ) as {
        flattenedFields: {
          name: string
          options?: { label: Record<string, string>; value: string }[]
        }[]
      }
      const skipped = field.flattenedFields
        .find((f) => f.name === 'state')
        ?.options?.find((o) => o.value === 'skipped')
      expect(skipped?.label).toMatchObject({
        en: 'Not sent — no channel configured',
        uk: 'Не надіслано — канал не налаштовано',
      })
      const admin = await payload.create({
        collection: 'users',
        data: {
          email: `export-${Date.now()}@example.com`,
          password: 'export-test-password-1',
          roles: ['admin'],
        },
        overrideAccess: true,
      })
      const endpoints = payload.collections['contact-messages'].config.endpoints as unknown as {
        path: string
        handler: (req: unknown) => Promise<Response>
      }[]
      const response = await endpoints
        .find((e) => e.path === '/export.csv')!
        .handler({
          payload,
          user: { ...admin, collection: 'users' },
          query: { where: { id: { equals: claim.id } } },
        })
      const csv = await response.text()
      expect(csv).toContain('Not sent — no channel configured')

      // Once a channel is configured, the record can be queued again and is then delivered once.
      process.env.SMTP_URL = saved.smtp
      expect(await retryDelivery(payload, 'contact-messages', claim.id)).toBe(true)
      expect(await retryDelivery(second, 'contact-messages', claim.id)).toBe(false) // already queued
      expect(await runDueDeliveries(second)).toBe(1)
      expect(mailsFor(claim.id)).toBe(1)
      expect(
        (await payload.findByID({ collection: 'contact-messages', id: claim.id })).delivery,
      ).toMatchObject({ state: 'delivered' })
    } finally {
      process.env.SMTP_URL = saved.smtp
      process.env.WEBHOOK_URL = saved.webhook
    }
  })

  it('retryDelivery queues a failed record once, due now, and leaves other states alone', async () => {
    const claim = await failEveryAttempt('Failed then retried')
    expect(
      (await payload.findByID({ collection: 'contact-messages', id: claim.id })).delivery,
    ).toMatchObject({ state: 'failed', attempts: 5 })
    webhook.status = 200
    // Two back-office clicks at once: one queues it.
    const results = await Promise.all([
      retryDelivery(payload, 'contact-messages', claim.id),
      retryDelivery(second, 'contact-messages', claim.id),
    ])
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(
      (await payload.findByID({ collection: 'contact-messages', id: claim.id })).delivery,
    ).toMatchObject({ state: 'pending', attempts: 0, dueAt: null, lastError: null })
    expect(await Promise.all([runDueDeliveries(payload), runDueDeliveries(second)])).toSatisfy(
      (n: number[]) => n[0]! + n[1]! === 1,
    )
    expect(hooksFor(claim.id)).toBe(6)
    expect(mailsFor(claim.id)).toBe(1) // the e-mail went out on the first attempt and is not repeated
    expect(
      (await payload.findByID({ collection: 'contact-messages', id: claim.id })).delivery,
    ).toMatchObject({ state: 'delivered', attempts: 1 })
    // Delivered (or processing, pending) records are not touched.
    expect(await retryDelivery(payload, 'contact-messages', claim.id)).toBe(false)
  })
})
