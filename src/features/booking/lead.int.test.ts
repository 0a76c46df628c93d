import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../tests/support/payload'

import { salesperson } from './booking.testing'
import { attachLead } from './lead'

/**
 * The lead on a meeting: the latest lead with the same e-mail (any case, never a longer address
 * containing it), else a lead made from the booking, already delivered; never an exception.
 */
let payload: Payload
let salespersonId: number
const stamp = Date.now().toString(36)

beforeAll(async () => {
  payload = await testPayload()
  salespersonId = (await salesperson(payload, { name: 'Leadsales', timeZone: 'Europe/Lisbon' }))
    .user.id as number
})

let slot = Date.parse('2027-03-01T09:00:00.000Z')
async function booking(data: Record<string, unknown>) {
  slot += 3600_000
  return payload.create({
    collection: 'bookings',
    data: {
      salesperson: salespersonId,
      startsAt: new Date(slot).toISOString(),
      endsAt: new Date(slot + 30 * 60_000).toISOString(),
      name: 'Maria da Silva',
      company: 'Frota Verde',
      timeZone: 'Europe/Lisbon',
      locale: 'pt',
      delivery: { state: 'delivered' },
      ...data,
    } as never,
    overrideAccess: true,
  })
}

const lead = (email: string, firstName: string) =>
  payload.create({
    collection: 'leads',
    data: { email, firstName, interest: 'start_business' } as never,
    overrideAccess: true,
  })

const leadOf = async (id: number | string) =>
  (await payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true })).lead

describe('attachLead', () => {
  it('links the most recent lead with the same e-mail, whatever its case', async () => {
    const email = `maria.${stamp}@frota.example`
    await lead(email, 'Older')
    const newer = await lead(email.toUpperCase(), 'Newer')
    // Created last, and contains the address, but is another one.
    await lead(`ana${email}`, 'Other')
    const meeting = await booking({ email: `Maria.${stamp}@Frota.example` })
    const before = await payload.count({ collection: 'leads', overrideAccess: true })
    expect(await attachLead(payload, meeting.id)).toBe(newer.id)
    expect(await leadOf(meeting.id)).toBe(newer.id)
    expect((await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs).toBe(
      before.totalDocs,
    )
    // Again: the same lead, nothing new.
    expect(await attachLead(payload, meeting.id)).toBe(newer.id)
  })

  it('makes a lead from the booking when there is none, already delivered', async () => {
    const email = `new.${stamp}@frota.example`
    const meeting = await booking({
      email,
      note: 'Forty chargers in Porto',
      plan: 'model-x',
      interest: 'migrate_charging_network',
      source: 'business',
    })
    const id = await attachLead(payload, meeting.id)
    expect(id).not.toBeNull()
    const made = await payload.findByID({
      collection: 'leads',
      id: id!,
      depth: 0,
      overrideAccess: true,
      joins: { meetings: { limit: 5 } },
    })
    expect(made).toMatchObject({
      firstName: 'Maria',
      lastName: 'da Silva',
      email,
      company: 'Frota Verde',
      details: 'Forty chargers in Porto',
      plan: 'model-x',
      interest: 'migrate_charging_network',
      locale: 'pt',
      status: 'new',
      arrival: { source: 'business', formPage: '/pt/book-a-meeting' },
      delivery: { state: 'delivered', emailSentAt: expect.any(String) },
    })
    expect(made.phone ?? null).toBeNull()
    const meetings = (made.meetings?.docs ?? []).map((m) => (typeof m === 'object' ? m.id : m))
    expect(meetings).toEqual([meeting.id])
  })

  it('leaves out an interest the lead form does not have', async () => {
    const meeting = await booking({ email: `odd.${stamp}@frota.example`, interest: 'pricing' })
    const id = await attachLead(payload, meeting.id)
    const made = await payload.findByID({ collection: 'leads', id: id!, overrideAccess: true })
    expect(made.interest ?? null).toBeNull()
  })

  it('never throws: an unknown booking is nothing to do', async () => {
    await expect(attachLead(payload, 987654321)).resolves.toBeNull()
    await expect(attachLead(payload, 'not-an-id')).resolves.toBeNull()
  })
})
