import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createPersonRecords, person, type Person } from '../../../tests/support/personal-records'
import { testPayload } from '../../../tests/support/payload'
import { fullSession, json, rest } from '../../../tests/support/rest'
import { failedDeliveries, newSince } from '@/features/backoffice/dashboard/sales'
import type { DashboardUser } from '@/features/backoffice/dashboard/visits'

import { subjectHash } from './audit/audit'
import { parsePersonQuery } from './person'

/**
 * A person's request through the admin's endpoints (Payload's REST handler, a complete admin
 * login): found by e-mail in any case, by a phone number typed differently and by name, each record
 * with what it holds and why it matched, records sharing only a number flagged; exported, erased or
 * anonymised for the chosen records only (the server checks the choice) with nothing of the person
 * left behind in any collection or on the sales desk, every step in the audit log.
 */
let payload: Payload
let admin: { id: number; token: string; email: string }
const stamp = Date.now().toString(36)

const call = (path: string, body: Record<string, unknown>, token = admin.token) =>
  rest('POST', `/privacy/person${path}`, { token, body })

type FoundRecord = {
  collection: string
  id: number
  holds: { name: string | null; email: string | null; phone: string | null }
  matchedBy: string[]
  check: 'phone' | 'name' | null
}
type Found = { records: FoundRecord[] }
const collectionsOf = (found: Found) => [...new Set(found.records.map((r) => r.collection))].sort()
const search = async (body: Record<string, unknown>) => (await json(await call('', body))) as Found
const ids = (records: { collection: string; id: number | string }[]) =>
  records.map(({ collection, id }) => ({ collection, id }))
/** The person's identifiers as an officer types them. */
const identifiers = (who: Person) => ({ email: who.email, phone: who.phone, name: who.name })

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

const traces = (who: Person) => [
  who.email.toLowerCase(),
  who.phone,
  who.phone.slice(4),
  who.typedPhone,
  who.lastName.toLowerCase(),
]

beforeAll(async () => {
  payload = await testPayload()
  admin = await fullSession(['admin'], 'officer')
})

describe('finding a person', () => {
  it('reads an address in any case, a number in any format the forms take, and a name', () => {
    expect(parsePersonQuery({ email: '  Maria@Example.COM ' })).toEqual({
      ok: true,
      query: { email: 'maria@example.com' },
    })
    expect(parsePersonQuery({ phone: '00351 912-345-678' })).toMatchObject({
      query: { phone: { numbers: ['+351912345678'] } },
    })
    expect(parsePersonQuery({ phone: '(912) 345 678', country: 'PT' })).toMatchObject({
      query: { phone: { numbers: ['+351912345678'] } },
    })
    // Without a country, every one of the site's countries where the number is valid.
    expect(parsePersonQuery({ phone: '912 345 678' })).toMatchObject({ ok: true })
    expect(parsePersonQuery({ name: ' José  da-Costa ' })).toMatchObject({
      query: { name: { value: 'José da-Costa', key: 'jose da costa' } },
    })
    expect(parsePersonQuery({ email: 'maria@example.com', phone: 'not a number' })).toEqual({
      ok: false,
      field: 'phone',
    })
    expect(parsePersonQuery({ email: 'not an address' })).toEqual({ ok: false, field: 'email' })
    expect(parsePersonQuery({ email: ' ', name: '' })).toEqual({ ok: false, field: 'query' })
  })

  it('finds every record holding an identifier, says why and what it holds, and audits', async () => {
    const who = person(`${stamp}find`)
    const mine = await createPersonRecords(payload, who)
    const byEmail = await call('', { email: who.email.toUpperCase() })
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
    const byPhone = await search({ phone: typed })
    expect(collectionsOf(byPhone)).toEqual([
      'deletion-requests',
      'leads',
      'orders',
      'partner-requests',
    ])
    const national = await search({ phone: who.typedPhone, country: 'PT' })
    expect(collectionsOf(national)).toEqual(collectionsOf(byPhone))

    // Every identifier: orders and comments, which hold no address, by number and name.
    const all = await search({ ...identifiers(who), name: who.name.toUpperCase() })
    expect(collectionsOf(all)).toEqual([
      'contact-messages',
      'deletion-requests',
      'job-applications',
      'leads',
      'newsletter-subscribers',
      'orders',
      'partner-requests',
      'payments',
      'station-comments',
    ])
    const row = (collection: string) => all.records.find((r) => r.collection === collection)!
    expect(row('leads')).toMatchObject({
      id: mine.lead.id,
      holds: { name: who.name, email: who.email, phone: who.phone },
      matchedBy: ['email', 'phone', 'name'],
      check: null,
    })
    expect(row('orders')).toMatchObject({
      holds: { name: who.name, email: null, phone: who.phone },
      matchedBy: ['phone', 'name'],
      check: null,
    })
    expect(row('station-comments')).toMatchObject({ matchedBy: ['name'], check: null })
    expect(row('payments')).toMatchObject({ matchedBy: ['email'], holds: { name: null } })

    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { subjectHash: { equals: subjectHash(payload, who.email.toLowerCase()) } },
    })
    expect(docs).toHaveLength(2)
    expect(docs[0]).toMatchObject({ action: 'person-viewed', actorEmail: admin.email })
    for (const doc of docs) {
      expect(String(doc.subject)).not.toContain(who.email.toLowerCase().split('@')[0])
      expect(String(doc.subject).toLowerCase()).not.toContain(who.lastName.toLowerCase())
    }
  })

  it('compares numbers, not digits; a number without its country finds each meaning, flagged', async () => {
    const who = person(`${stamp}digits`)
    await createPersonRecords(payload, who)
    // The same national digits behind another country's code, and the number with one more digit.
    await payload.create({
      collection: 'deletion-requests',
      data: { phone: `+44${who.phone.slice(4)}`, phoneCountry: 'GB', locale: 'en' } as never,
    })
    const found = await search({ phone: who.phone })
    expect(found.records.filter((r) => r.collection === 'deletion-requests')).toHaveLength(1)
    expect(found.records.every((r) => r.holds.phone === who.phone)).toBe(true)

    // "91x xxx xxx" is a Portuguese number and a Ukrainian one: without a country both are
    // found, and the Ukrainian customer's lead is flagged as maybe someone else's.
    const ukrainian = await payload.create({
      collection: 'leads',
      data: {
        interest: 'start_business',
        firstName: 'Olena',
        lastName: `Koval${stamp}`,
        phone: `+380${who.phone.slice(4)}`,
        phoneCountry: 'UA',
        email: `olena-${stamp}@example.com`,
        country: 'UA',
      } as never,
    })
    const anyCountry = (await json(await call('', { phone: who.typedPhone }))) as Found & {
      query: { phones: string[] }
    }
    expect(anyCountry.query.phones).toEqual([who.phone, `+380${who.phone.slice(4)}`].sort())
    expect(
      anyCountry.records.find((r) => r.id === ukrainian.id && r.collection === 'leads'),
    ).toMatchObject({ holds: { phone: `+380${who.phone.slice(4)}` }, check: 'phone' })
    const withEmail = await search({ phone: who.typedPhone, email: who.email })
    expect(withEmail.records.filter((r) => r.check !== null).map((r) => r.id)).toEqual([
      ukrainian.id,
    ])
    const portuguese = await search({ phone: who.typedPhone, country: 'PT' })
    expect(portuguese.records.map((r) => r.holds.phone)).not.toContain(`+380${who.phone.slice(4)}`)
  })

  it('warns when records share a number but not a name or an address', async () => {
    const who = person(`${stamp}shared`)
    const other = { ...person(`${stamp}sharer`), phone: who.phone, typedPhone: who.typedPhone }
    const mine = await createPersonRecords(payload, who)
    const theirs = await createPersonRecords(payload, other)
    // Only the number: both people's records, each one that holds a name or address flagged.
    const byPhone = await search({ phone: who.typedPhone, country: 'PT' })
    const flagged = byPhone.records.filter((r) => r.check === 'phone')
    expect(ids(flagged)).toEqual(
      expect.arrayContaining([
        { collection: 'leads', id: mine.lead.id },
        { collection: 'leads', id: theirs.lead.id },
        { collection: 'orders', id: theirs.order.id },
      ]),
    )
    // A record holding only the number (a deletion request) cannot be told apart: not flagged.
    expect(
      byPhone.records.filter((r) => r.collection === 'deletion-requests').map((r) => r.check),
    ).toEqual([null, null])

    // Every identifier: the other person's records are flagged, the person's are not.
    const all = await search(identifiers(who))
    const check = (collection: string, id: number) =>
      all.records.find((r) => r.collection === collection && r.id === id)?.check
    expect(check('leads', mine.lead.id)).toBeNull()
    expect(check('orders', mine.order.id)).toBeNull()
    expect(check('leads', theirs.lead.id)).toBe('phone')
    expect(check('partner-requests', theirs.partner.id)).toBe('phone')
    expect(check('orders', theirs.order.id)).toBe('phone')
    expect(
      all.records.find((r) => r.id === theirs.contact.id && r.collection === 'contact-messages'),
    ).toBeUndefined()
  })

  it('is for admins only, and says which identifier it cannot read', async () => {
    const sales = await fullSession(['sales'], 'not-officer')
    expect((await call('', { email: 'a@example.com' }, sales.token)).status).toBe(403)
    expect(
      (await rest('POST', '/privacy/person', { body: { email: 'a@example.com' } })).status,
    ).toBe(401)
    const refused = await call('', { email: 'a@example.com', phone: 'nobody' })
    expect(refused.status).toBe(400)
    expect(await json(refused)).toMatchObject({ error: { field: 'phone' } })
    expect((await call('', {})).status).toBe(400)
  })
})

describe('answering a request', () => {
  it('exports only the chosen records that hold the person, as JSON or CSV', async () => {
    const who = person(`${stamp}export`)
    const other = { ...person(`${stamp}exportother`), phone: who.phone, typedPhone: who.typedPhone }
    const mine = await createPersonRecords(payload, who)
    const theirs = await createPersonRecords(payload, other)
    const found = await search(identifiers(who))
    const kept = found.records.filter(
      (r) => r.check === null && r.collection !== 'deletion-requests',
    )
    // The other person's lead is left out by the officer; someone else's contact message, which
    // does not hold the person, is slipped into the choice and ignored by the server.
    const response = await call('/export', {
      ...identifiers(who),
      format: 'json',
      records: [...ids(kept), { collection: 'contact-messages', id: theirs.contact.id }],
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.json"/)
    const file = (await response.json()) as {
      records: { collection: string; id: number; email?: string }[]
    }
    expect(file.records).toHaveLength(kept.length)
    expect(file.records.find((r) => r.collection === 'leads')).toMatchObject({
      id: mine.lead.id,
      email: who.email,
    })
    expect(JSON.stringify(file).toLowerCase()).not.toContain(other.lastName.toLowerCase())
    expect(JSON.stringify(file).toLowerCase()).not.toContain(other.email.toLowerCase())

    const csv = await (
      await call('/export', { ...identifiers(who), format: 'csv', records: ids(kept) })
    ).text()
    expect(csv.split('\r\n')[0]).toBe('collection,id,field,value')
    expect(csv).toContain(`orders,${mine.order.id},`)
    expect(csv).toContain(who.typedPhone)
    expect(csv.toLowerCase()).not.toContain(other.lastName.toLowerCase())
    const exported = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'person-exported' } },
    })
    expect(exported.docs.map((d) => d.outcome).sort()).toEqual(['csv', 'json'])

    // Nothing chosen, or only records that do not hold the person: nothing to export.
    for (const records of [[], [{ collection: 'leads', id: theirs.contact.id + 10_000 }], 'all'])
      expect((await call('/export', { ...identifiers(who), records })).status).toBe(400)
  })

  it('erases the chosen records after a confirmation, leaving nothing of the person anywhere', async () => {
    const who = person(`${stamp}erase`)
    const other = person(`${stamp}other`)
    const mine = await createPersonRecords(payload, who, { status: 'done' })
    // The person's order again, new, with the number typed another way: on the dashboard.
    const walkIn = await payload.create({
      collection: 'orders',
      data: {
        number: `PRV-${stamp}-walk`,
        status: 'new',
        market: 'default',
        currency: 'EUR',
        locale: 'pt',
        fulfilment: 'pickup',
        lines: [{ title: 'Cable', quantity: 1, unitPrice: 100, lineTotal: 100 }],
        commercialTotal: 100,
        customerName: who.name,
        phone: `+${who.phone.slice(1, 4)} ${who.phone.slice(4)}`,
        privacyConsent: true,
      },
    })
    await createPersonRecords(payload, other)
    const found = await search(identifiers(who))
    expect(found.records).toHaveLength(10)
    const body = { ...identifiers(who), mode: 'erase', records: ids(found.records) }
    expect((await call('/erase', body)).status).toBe(400)
    const erased = await call('/erase', { ...body, confirm: true })
    expect(erased.status).toBe(200)
    expect(await json(erased)).toEqual({
      ok: true,
      ignored: 0,
      erased: {
        leads: 1,
        'partner-requests': 1,
        'contact-messages': 1,
        'job-applications': 1,
        'newsletter-subscribers': 1,
        'deletion-requests': 1,
        'station-comments': 1,
      },
      anonymised: { orders: 2, payments: 1 },
    })

    const all = await everything()
    for (const trace of traces(who)) expect(all, trace).not.toContain(trace.toLowerCase())
    for (const trace of traces(other)) expect(all, trace).toContain(trace.toLowerCase())
    // Accounting records stay, anonymised, with their figures.
    const order = await payload.findByID({ collection: 'orders', id: mine.order.id })
    expect(order).toMatchObject({ commercialTotal: 100, status: 'shipped' })
    expect(order.anonymisedAt).toBeTruthy()
    expect((await search(identifiers(who))).records).toEqual([])

    // Nothing of the person on the sales desk: the dashboard's lists and the orders list.
    const user = (await payload.findByID({
      collection: 'users',
      id: admin.id,
      overrideAccess: true,
    })) as unknown as DashboardUser
    const desk = JSON.stringify([
      await newSince(payload, user, new Date(Date.now() - 3600_000).toISOString()),
      await failedDeliveries(payload, user),
      (await payload.find({ collection: 'orders', pagination: false })).docs,
    ]).toLowerCase()
    expect(desk).toContain(walkIn.number.toLowerCase())
    for (const trace of traces(who)) expect(desk, trace).not.toContain(trace.toLowerCase())

    const audit = await payload.find({
      collection: 'audit-log',
      where: { subjectHash: { equals: subjectHash(payload, who.email.toLowerCase()) } },
      sort: 'createdAt',
    })
    expect(audit.docs.map((d) => d.action)).toEqual([
      'person-viewed',
      'person-erased',
      'person-viewed',
    ])
  })

  it('erases only the chosen rows: a record left out, or one not holding the person, stays', async () => {
    const who = person(`${stamp}choice`)
    const other = { ...person(`${stamp}choiceother`), phone: who.phone, typedPhone: who.typedPhone }
    const mine = await createPersonRecords(payload, who)
    const theirs = await createPersonRecords(payload, other)
    const found = await search({ phone: who.phone })
    // The officer leaves out the other person's lead but ticks it by mistake in a forged request
    // together with the other person's contact message, which the number does not find.
    const chosen = found.records.filter(
      (r) => !(r.collection === 'leads' && r.id === theirs.lead.id),
    )
    const answer = await call('/erase', {
      phone: who.phone,
      mode: 'erase',
      confirm: true,
      records: [...ids(chosen), { collection: 'contact-messages', id: theirs.contact.id }],
    })
    expect(await json(answer)).toMatchObject({ ignored: 1, erased: { leads: 1 } })
    expect(
      await payload.findByID({ collection: 'leads', id: theirs.lead.id, disableErrors: true }),
    ).toMatchObject({ email: other.email })
    expect(
      await payload.findByID({ collection: 'leads', id: mine.lead.id, disableErrors: true }),
    ).toBeNull()
    expect(
      await payload.findByID({
        collection: 'contact-messages',
        id: theirs.contact.id,
        disableErrors: true,
      }),
    ).toMatchObject({ name: other.name })
  })

  it('anonymises instead when asked: the records stay without the person', async () => {
    const who = person(`${stamp}anon`)
    const mine = await createPersonRecords(payload, who)
    const found = await search({ email: who.email })
    const answer = await call('/erase', {
      email: who.email,
      mode: 'anonymise',
      confirm: true,
      records: ids(found.records),
    })
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
