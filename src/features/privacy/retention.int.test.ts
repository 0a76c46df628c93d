import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { createPersonRecords, person } from '../../../tests/support/personal-records'
import { testPayload } from '../../../tests/support/payload'
import { anonymisedEmail, anonymisedText } from './registry'
import { cutoff, runRetention } from './retention'

/**
 * The retention job on a real database: a record is anonymised once its period has passed since its
 * last status change (not a second before), an open record never, the figures stay, every
 * collection's own rule applies, and a run logs once.
 */
let payload: Payload
const stamp = Date.now().toString(36)

const addMonths = (date: Date, months: number) => {
  const later = new Date(date)
  later.setUTCMonth(later.getUTCMonth() + months)
  return later
}

async function read(collection: string, id: number | string) {
  const doc: unknown = await payload.findByID({ collection: collection as 'leads', id, depth: 0 })
  return doc as Record<string, unknown>
}

beforeAll(async () => {
  payload = await testPayload()
})

describe('retention', () => {
  it('anonymises a closed lead 24 months after its last status change, not a second before', async () => {
    const { lead } = await createPersonRecords(payload, person(`${stamp}a`))
    // Worked on, noted, then closed: the period starts at the last status change.
    await payload.update({ collection: 'leads', id: lead.id, data: { status: 'contacted' } })
    await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { status: 'won', note: 'Maria prefers calls after six' } as never,
    })
    const history = (await read('leads', lead.id)).history as { at: string; change: string }[]
    const closedAt = new Date(history.filter((h) => h.change === 'status').at(-1)!.at)
    const boundary = addMonths(closedAt, 24)
    expect(cutoff(boundary, 24).getTime()).toBe(closedAt.getTime())

    const before = await runRetention(payload, new Date(boundary.getTime() - 1000))
    expect(before.leads ?? 0).toBe(0)
    expect((await read('leads', lead.id)).email).toBe(lead.email)

    await runRetention(payload, new Date(boundary.getTime() + 1000))
    const after = await read('leads', lead.id)
    expect(after).toMatchObject({
      email: null,
      firstName: null,
      lastName: null,
      phone: null,
      company: null,
      address: null,
      details: null,
      // What reports count stays.
      status: 'won',
      interest: 'start_business',
      country: 'PT',
      phoneCountry: 'PT',
    })
    expect(after.anonymisedAt).toBeTruthy()
    const kept = after.history as { change: string; to?: string; note?: string | null }[]
    expect(kept.map((h) => h.change)).toEqual(['status', 'status', 'note'])
    expect(kept.find((h) => h.change === 'note')?.note ?? null).toBeNull()
    expect(JSON.stringify(after)).not.toMatch(/Maria|\+35191/)
  })

  it('never anonymises a record sales still work on, however old', async () => {
    const { lead, contact, order, payment } = await createPersonRecords(
      payload,
      person(`${stamp}b`),
      { status: 'new', state: 'pending' },
    )
    await payload.update({ collection: 'leads', id: lead.id, data: { status: 'qualified' } })
    await runRetention(payload, addMonths(new Date(), 1200))
    expect((await read('leads', lead.id)).email).toBe(lead.email)
    expect((await read('contact-messages', contact.id)).email).toBe(contact.email)
    expect((await read('orders', order.id)).customerName).toBe(
      (order as { customerName?: string }).customerName,
    )
    expect((await read('payments', payment.id)).email).toBe(payment.email)
  })

  it('applies each collection’s own period and what it replaces; logs once per run', async () => {
    const who = person(`${stamp}c`)
    const records = await createPersonRecords(payload, who, { status: 'done', state: 'paid' })
    const info = vi.spyOn(payload.logger, 'info')
    // 25 months on: leads and messages (24) go, job applications (6) too; orders and payments
    // (120), deletion requests (36) and subscribers (until they unsubscribe) stay.
    const soon = await runRetention(payload, addMonths(new Date(), 25))
    const runs = info.mock.calls.filter(
      ([line]) => (line as { msg?: string }).msg === 'retention run',
    )
    expect(runs).toHaveLength(1)
    expect(runs[0]![0]).toMatchObject({ anonymised: expect.any(Number) })
    info.mockRestore()
    expect(soon).toMatchObject({ 'contact-messages': expect.any(Number) })
    expect((await read('job-applications', records.job.id)).linkedin).toBeNull()
    expect((await read('station-comments', records.comment.id)).authorName).toBe(anonymisedText)
    expect((await read('deletion-requests', records.deletion.id)).phone).toBe(who.phone)
    expect((await read('newsletter-subscribers', records.newsletter.id)).email).toBeTruthy()
    expect((await read('orders', records.order.id)).customerName).toBe(who.name)

    // Eleven years on, the accounting records go too, keeping their figures.
    await runRetention(payload, addMonths(new Date(), 121))
    const order = await read('orders', records.order.id)
    expect(order).toMatchObject({
      customerName: anonymisedText,
      phone: anonymisedText,
      status: 'shipped',
      commercialTotal: 100,
      shippingAddress: { country: 'Portugal', city: null, street: null, building: null },
    })
    expect((order.lines as unknown[]).length).toBe(1)
    expect(await read('payments', records.payment.id)).toMatchObject({
      email: anonymisedEmail,
      amount: 1500,
      state: 'paid',
    })
    expect((await read('deletion-requests', records.deletion.id)).phone).toBeNull()
    // Subscribers only when an admin sets a period for them.
    expect((await read('newsletter-subscribers', records.newsletter.id)).email).toBeTruthy()
    await payload.updateGlobal({
      slug: 'data-protection',
      data: { newsletterSubscribersMonths: 12, leadsMonths: null } as never,
    })
    const fresh = await createPersonRecords(payload, person(`${stamp}d`), { status: 'done' })
    await runRetention(payload, addMonths(new Date(), 13))
    expect((await read('newsletter-subscribers', records.newsletter.id)).email).toBeNull()
    // A period cleared: kept until the person asks.
    expect((await read('leads', fresh.lead.id)).email).toBe(fresh.lead.email)
  })
})
