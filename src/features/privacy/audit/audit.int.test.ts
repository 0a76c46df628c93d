import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../../tests/support/payload'
import { writeAudit } from './audit'

/**
 * The audit log names an IPv4 client by its IPv4 address: a dual-stack socket reports it as
 * `::ffff:127.0.0.1`; stored plainly from now on, and entries stored before read plainly.
 */
let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

describe('audit addresses', () => {
  it('stores an IPv4-mapped address as the IPv4 address', async () => {
    const headers = new Headers({ 'x-client-ip': '::ffff:127.0.0.1' })
    await writeAudit(payload, { headers }, { action: 'login', subject: 'mapped@example.com' })
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { subject: { equals: 'mapped@example.com' } },
    })
    expect(docs.map((d) => d.ip)).toEqual(['127.0.0.1'])
  })

  it('reads an entry stored before as the IPv4 address', async () => {
    const entry = await payload.create({
      collection: 'audit-log',
      data: { action: 'login', ip: '::ffff:203.0.113.9', subject: 'old@example.com' },
      overrideAccess: true,
    })
    expect((await payload.findByID({ collection: 'audit-log', id: entry.id })).ip).toBe(
      '203.0.113.9',
    )
  })
})
