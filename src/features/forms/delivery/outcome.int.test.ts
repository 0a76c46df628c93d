import type { Payload } from 'payload'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { deliverClaimed } from './attempt'
import { deliveryTestBed } from '../forms.testing'

/** An attempt answers the outcome its log line names, the database failing half-way included. */
const bed = await deliveryTestBed('outcome-test-webhook-secret')

/** A third server on the same database whose connections are already closed. */
async function serverWithoutDatabase(): Promise<Payload> {
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ])
  const payload = await getPayload({ config, key: 'worker-without-database' })
  const pool = (payload.db as { pool?: { on: (e: 'error', listener: () => void) => void } }).pool
  pool?.on('error', () => {})
  await payload.db.destroy?.()
  return payload
}

describe('the outcome of a delivery attempt', () => {
  afterAll(() => vi.restoreAllMocks())

  it('is "interrupted" when the database fails half-way, in its answer and in its log line', async () => {
    const claim = await bed.submit('Interrupted')
    const broken = await serverWithoutDatabase()
    const logged = vi.spyOn(broken.logger, 'error').mockImplementation(() => {})
    expect(await deliverClaimed(broken, claim)).toBe('interrupted')
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ msg: 'delivery attempt', id: claim.id, outcome: 'interrupted' }),
    )
    // Nothing was written: the record stays processing until its lease runs out.
    const record = await bed.payload.findByID({ collection: 'contact-messages', id: claim.id })
    expect(record.delivery).toMatchObject({ state: 'processing', attempts: 1 })
  })

  it('logs a delivered attempt as delivered', async () => {
    const claim = await bed.submit('Delivered')
    const logged = vi.spyOn(bed.payload.logger, 'info').mockImplementation(() => {})
    expect(await deliverClaimed(bed.payload, claim)).toBe('delivered')
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ msg: 'delivery attempt', id: claim.id, outcome: 'delivered' }),
    )
  })
})
