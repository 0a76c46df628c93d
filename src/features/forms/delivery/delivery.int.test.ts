import { describe, expect, it } from 'vitest'

import { deliverClaimed } from './attempt'
import { claimDelivery } from './queue'
import { runDueDeliveries } from './worker'
import { deliveryTestBed } from '../forms.testing'

/**
 * Exactly-once delivery: concurrent workers (two Payload instances on the same database), a worker
 * that died holding a record, a step done before a failure, a record stored without a claim.
 */
const bed = await deliveryTestBed('delivery-test-webhook-secret')
const { webhook, mailsFor, hooksFor, submit, failEveryAttempt } = bed

describe('delivery runs exactly once: workers racing', () => {
  it('two workers running the queue at once deliver each record once', async () => {
    // Records left due (as after a restart): stored without a claim.
    const ids: (string | number)[] = []
    for (let i = 0; i < 8; i++) {
      const record = await bed.payload.create({
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
      runDueDeliveries(bed.payload),
      runDueDeliveries(bed.second),
      runDueDeliveries(bed.second),
      runDueDeliveries(bed.payload),
    ])
    expect(passes.reduce((a, b) => a + b, 0)).toBe(ids.length)
    for (const id of ids) {
      expect(mailsFor(id), `mails of ${id}`).toBe(1)
      expect(hooksFor(id), `webhooks of ${id}`).toBe(1)
      expect(
        (await bed.payload.findByID({ collection: 'contact-messages', id })).delivery,
      ).toMatchObject({ state: 'delivered', attempts: 1 })
    }
    expect(await runDueDeliveries(bed.second)).toBe(0)
  })

  it('the request and a worker racing for a fresh submission deliver it once', async () => {
    const claim = await submit('Raced')
    const [own, other] = await Promise.all([
      deliverClaimed(bed.payload, claim),
      runDueDeliveries(bed.second),
    ])
    expect(own).toBe('delivered')
    expect(other).toBe(0) // leased to the process that stored it
    expect(mailsFor(claim.id)).toBe(1)
    expect(hooksFor(claim.id)).toBe(1)
  })

  it('a record left processing by a dead worker is taken again after its lease and delivered once', async () => {
    process.env.FORMS_DELIVERY_LEASE_MS = '1000'
    const claim = await submit('Orphan') // stored claimed; its worker "dies" before delivering
    expect(await runDueDeliveries(bed.second)).toBe(0) // still leased
    await new Promise((r) => setTimeout(r, 1100))
    expect(
      await Promise.all([runDueDeliveries(bed.second), runDueDeliveries(bed.payload)]),
    ).toSatisfy((n: number[]) => n[0]! + n[1]! === 1)
    expect(mailsFor(claim.id)).toBe(1)
    const record = await bed.payload.findByID({ collection: 'contact-messages', id: claim.id })
    expect(record.delivery).toMatchObject({ state: 'delivered', attempts: 2 })
    // The old worker wakes up: it finds the steps done and cannot overwrite the newer attempt.
    expect(await deliverClaimed(bed.payload, claim)).toBe('lost')
    expect(mailsFor(claim.id)).toBe(1)
    expect(hooksFor(claim.id)).toBe(1)
  })
})

describe('delivery runs exactly once: retries and records left behind', () => {
  it('a retry repeats only the step that failed (e-mail sent, webhook failed)', async () => {
    webhook.status = 503
    const claim = await submit('Half done')
    expect(await deliverClaimed(bed.payload, claim)).toBe('retrying')
    const failed = await bed.payload.findByID({ collection: 'contact-messages', id: claim.id })
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
    expect(await runDueDeliveries(bed.second)).toBe(1)
    expect(mailsFor(claim.id)).toBe(1) // not sent again
    expect(hooksFor(claim.id)).toBe(2)
    expect(
      (await bed.payload.findByID({ collection: 'contact-messages', id: claim.id })).delivery,
    ).toMatchObject({ state: 'delivered', attempts: 2, lastError: null })
  })

  it('gives up after the last attempt', async () => {
    const claim = await failEveryAttempt('Never accepted')
    const record = await bed.payload.findByID({ collection: 'contact-messages', id: claim.id })
    expect(record.delivery).toMatchObject({ state: 'failed', attempts: 5 })
    expect(hooksFor(claim.id)).toBe(5)
    expect(mailsFor(claim.id)).toBe(1)
    expect(await claimDelivery(bed.payload, claim)).toBeNull()
  })

  it('a stored order or submission that never got its delivery started is delivered by a worker', async () => {
    // As after a crash between storing and delivering, or records stored before this design.
    const record = await bed.payload.create({
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
    expect(await runDueDeliveries(bed.second)).toBe(1)
    expect(mailsFor(record.id)).toBe(1)
    expect(
      (await bed.payload.findByID({ collection: 'contact-messages', id: record.id })).delivery,
    ).toMatchObject({ state: 'delivered', attempts: 1 })
  })
})
