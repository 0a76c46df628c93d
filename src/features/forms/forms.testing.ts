import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'

import { testDeliveryChannels } from '../../../tests/support/delivery'
import { testPayload } from '../../../tests/support/payload'
import { memoryRateLimiter } from '@/lib/rate-limit'

import { deliverClaimed } from './delivery/attempt'
import { runDueDeliveries } from './delivery/worker'
import { submitForm, type SubmissionContext } from './submit'

/**
 * For the forms' integration tests: a submission's request context, a lead, and the delivery's
 * test bed. (Test support; never imported by the site.)
 */

/** A request's context from `ip`, JSON in English, with a limiter that lets everything through. */
export const submissionContext =
  (ip: string) =>
  (extra: Partial<SubmissionContext> = {}): SubmissionContext => ({
    ip,
    contentType: 'application/json',
    acceptLanguage: 'en',
    limiter: memoryRateLimiter(1000, 60_000),
    ...extra,
  })

/** A lead from Malaysia offering its locations, with a local phone number. */
export const malaysianLead = {
  interest: 'offer_my_locations',
  firstName: 'Siti',
  lastName: 'Rahman',
  phone: '012-345 6789',
  phoneCountry: 'MY',
  email: 'siti@example.my',
  country: 'MY',
  address: 'Jalan Ampang 50, Kuala Lumpur',
  details: 'Two car parks with 120 bays.',
  locale: 'my',
}

/**
 * Two servers' workers on one database (two Payload instances), the test SMTP server and webhook
 * receiver, and five attempts due at once after a failure. Messages are counted by their
 * Message-ID and idempotency key (one per record).
 */
export async function deliveryTestBed(webhookSecret: string) {
  const channels = await testDeliveryChannels(webhookSecret)
  const { smtp, webhook } = channels
  const bed = {
    smtp,
    webhook,
    payload: undefined as unknown as Payload,
    second: undefined as unknown as Payload,
    mailsFor: (id: string | number) =>
      smtp.messages.filter((m) => m.raw.includes(`<contact-messages.${id}@`)).length,
    hooksFor: (id: string | number) =>
      webhook.calls.filter((call) => call.headers['idempotency-key'] === `contact-messages/${id}`)
        .length,
    /** A contact message through the pipeline: stored and claimed, not delivered yet. */
    async submit(name: string) {
      const outcome = await submitForm(
        bed.payload,
        'contact',
        JSON.stringify({ name, email: 'worker@example.com', message: 'Exactly once, please.' }),
        submissionContext('198.51.100.8')(),
      )
      expect(outcome.status).toBe(201)
      return outcome.claim!
    },
    /** A submission whose webhook refuses every attempt, run until the delivery gives up. */
    async failEveryAttempt(name: string) {
      webhook.status = 500
      const claim = await bed.submit(name)
      await deliverClaimed(bed.payload, claim)
      for (let i = 0; i < 6; i++) {
        await new Promise((r) => setTimeout(r, 5))
        await runDueDeliveries(bed.payload)
      }
      return claim
    },
  }

  beforeAll(async () => {
    await channels.start()
    process.env.FORMS_DELIVERY_ATTEMPTS = '5'
    process.env.FORMS_DELIVERY_BACKOFF = 'fixed'
    process.env.FORMS_DELIVERY_BACKOFF_MS = '1' // retries are due at once
    bed.payload = await testPayload()
    // A second server on the same database: its own Payload instance and connections.
    const [{ getPayload }, { default: config }] = await Promise.all([
      import('payload'),
      import('@payload-config'),
    ])
    bed.second = await getPayload({ config, key: 'second-worker' })
  })

  afterAll(async () => {
    const pool = (
      bed.second?.db as
        { pool?: { on: (event: 'error', listener: () => void) => void } } | undefined
    )?.pool
    pool?.on('error', () => {})
    await bed.second?.db.destroy?.()
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

  return bed
}
