import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createPersonRecords, person, type Person } from '../../../tests/support/personal-records'
import { testPayload } from '../../../tests/support/payload'
import { fullSession, json, rest } from '../../../tests/support/rest'
import { subjectHash } from './audit/audit'
import { parsePersonQuery } from './person'

/**
 * A person's request through the admin's endpoints (Payload's REST handler, a complete admin
 * login): found by e-mail in any case and by a phone number typed differently, exported, erased or
 * anonymised in one step with nothing left behind in any collection, every step in the audit log.
 */
let payload: Payload
let admin: { token: string; email: string }
const stamp = Date.now().toString(36)

const call = (path: string, body: Record<string, unknown>, token = admin.token) =>
  rest('POST', `/privacy/person${path}`, { token, body })

type Found = { records: { collection: string; id: number }[] }
const collectionsOf = (found: Found) => [...new Set(found.records.map((r) => r.collection))].sort()

/** Every document of every collection of the site, as text (the audit log included). */
async function everything(): Promise<string> {
  const texts: string[] = []
  for (const { slug } of payload.config.collections) {
    if (slug.startsWith('payload-')) continue
    const { docs } = await payload.find({
      collection: slug as CollectionSlug,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    texts.push(JSON.stringify(docs))
  }
  return texts.join('\n').toLowerCase()
}

const traces = (who: Person) => [who.email.toLowerCase(), who.phone, who.phone.slice(4)]

beforeAll(async () => {
  payload = await testPayload()
  admin = await fullSession(['admin'], 'officer')
})

describe('finding a person', () => {
  it('reads an address in any case and a number in any format the forms take', () => {
    expect(parsePersonQuery('  Maria@Example.COM ')).toEqual({
      kind: 'email',
      value: 'maria@example.com',
    })
    const international = parsePersonQuery('00351 912-345-678')
    expect(international).toMatchObject({ kind: 'phone', numbers: ['+351912345678'] })
    expect(parsePersonQuery('(912) 345 678', 'PT')).toMatchObject({ numbers: ['+351912345678'] })
    // Without a country, every one of the site's countries where the number is valid.
    expect(parsePersonQuery('912 345 678')?.kind).toBe('phone')
    expect(parsePersonQuery('not a person')).toBeNull()
  })

  it('finds every record holding the address or the number, and audits the search', async () => {
    const who = person(`${stamp}find`)
    await createPersonRecords(payload, who)
    const byEmail = await call('', { query: who.email.toUpperCase() })
    expect(byEmail.status).toBe(200)
    expect(collectionsOf((await json(byEmail)) as Found)).toEqual([
      'contact-messages',
      'job-applications',
      'leads',
      'newsletter-subscribers',
      'partner-requests',
      'payments',
    ])
    // The order keeps the number as typed ("91x xxx xxx"); searched as +351…, with 00 and dashes.
    const typed = `00${who.phone.slice(1, 4)} ${who.phone.slice(4, 7)}-${who.phone.slice(7)}`
    const byPhone = (await json(await call('', { query: typed }))) as Found
    expect(collectionsOf(byPhone)).toEqual([
      'deletion-requests',
      'leads',
      'orders',
      'partner-requests',
    ])
    const national = (await json(await call('', { query: who.typedPhone, country: 'PT' }))) as Found
    expect(collectionsOf(national)).toEqual(collectionsOf(byPhone))

    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { subjectHash: { equals: subjectHash(payload, who.email.toLowerCase()) } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ action: 'person-viewed', actorEmail: admin.email })
    expect(docs[0]!.subject).not.toContain(who.email.toLowerCase().split('@')[0])
  })

  it('is for admins only', async () => {
    const sales = await fullSession(['sales'], 'not-officer')
    expect((await call('', { query: 'a@example.com' }, sales.token)).status).toBe(403)
    expect(
      (await rest('POST', '/privacy/person', { body: { query: 'a@example.com' } })).status,
    ).toBe(401)
    expect((await call('', { query: 'nobody' })).status).toBe(400)
  })
})

describe('answering a request', () => {
  it('exports every record as one JSON or CSV file', async () => {
    const who = person(`${stamp}export`)
    await createPersonRecords(payload, who)
    const response = await call('/export', { query: who.email, format: 'json' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.json"/)
    const file = (await response.json()) as { records: { collection: string; email?: string }[] }
    expect(file.records).toHaveLength(6)
    expect(file.records.find((r) => r.collection === 'leads')?.email).toBe(who.email)
    const csv = await (await call('/export', { query: who.phone, format: 'csv' })).text()
    expect(csv.split('\r\n')[0]).toBe('collection,id,field,value')
    expect(csv).toContain(`orders,`)
    expect(csv).toContain(who.typedPhone)
    const exported = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'person-exported' } },
    })
    expect(exported.docs.map((d) => d.outcome).sort()).toEqual(['csv', 'json'])
  })

  it('erases in one step, after a confirmation, leaving nothing behind in any collection', async () => {
    const who = person(`${stamp}erase`)
    const other = person(`${stamp}other`)
    const mine = await createPersonRecords(payload, who, { status: 'done' })
    await createPersonRecords(payload, other)
    expect((await call('/erase', { query: who.email, mode: 'erase' })).status).toBe(400)
    const byEmail = await call('/erase', { query: who.email, mode: 'erase', confirm: true })
    expect(byEmail.status).toBe(200)
    expect(await json(byEmail)).toMatchObject({ anonymised: { payments: 1 } })
    const byPhone = (await json(
      await call('/erase', { query: who.phone, mode: 'erase', confirm: true }),
    )) as { erased: Record<string, number>; anonymised: Record<string, number> }
    expect(byPhone).toMatchObject({ erased: { 'deletion-requests': 1 }, anonymised: { orders: 1 } })

    const all = await everything()
    for (const trace of traces(who)) expect(all, trace).not.toContain(trace.toLowerCase())
    for (const trace of traces(other)) expect(all, trace).toContain(trace.toLowerCase())
    // Accounting records stay, anonymised, with their figures.
    const order = await payload.findByID({ collection: 'orders', id: mine.order.id })
    expect(order).toMatchObject({ commercialTotal: 100, status: 'shipped' })
    expect(order.anonymisedAt).toBeTruthy()
    expect((await json(await call('', { query: who.email }))).records).toEqual([])
    const erased = await payload.find({
      collection: 'audit-log',
      where: { subjectHash: { equals: subjectHash(payload, who.phone) } },
      sort: 'createdAt',
    })
    expect(erased.docs.map((d) => d.action)).toEqual(['person-erased'])
  })

  it('anonymises instead when asked: the records stay without the person', async () => {
    const who = person(`${stamp}anon`)
    const mine = await createPersonRecords(payload, who)
    const answer = await call('/erase', { query: who.email, mode: 'anonymise', confirm: true })
    expect(await json(answer)).toMatchObject({ erased: {}, anonymised: { leads: 1, payments: 1 } })
    const lead = await payload.findByID({ collection: 'leads', id: mine.lead.id })
    expect(lead).toMatchObject({ email: null, interest: 'start_business', status: 'new' })
  })
})

describe('the audit log', () => {
  it('is read by admins and nobody creates, edits or deletes an entry through the API', async () => {
    const [entry] = (await payload.find({ collection: 'audit-log', limit: 1 })).docs
    const sales = await fullSession(['sales'], 'audit-reader')
    expect((await rest('GET', '/audit-log', { token: admin.token })).status).toBe(200)
    expect((await rest('GET', '/audit-log', { token: sales.token })).status).toBe(403)
    const attempts = [
      rest('POST', '/audit-log', { token: admin.token, body: { action: 'login' } }),
      rest('PATCH', `/audit-log/${entry!.id}`, { token: admin.token, body: { ip: '0.0.0.0' } }),
      rest('DELETE', `/audit-log/${entry!.id}`, { token: admin.token }),
      rest('DELETE', `/audit-log?where[id][exists]=true`, { token: admin.token }),
    ]
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(403)
    expect(await payload.findByID({ collection: 'audit-log', id: entry!.id })).toMatchObject({
      ip: entry!.ip,
    })
  })
})
