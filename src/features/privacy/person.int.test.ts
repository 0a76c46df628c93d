import { describe, expect, it } from 'vitest'

import { createPersonRecords, person } from '../../../tests/support/personal-records'
import { fullSession, json, rest } from '../../../tests/support/rest'

import { subjectHash } from './audit/audit'
import { parsePersonQuery } from './person-query'
import { personRequestTests, type Found } from './person.testing'

/**
 * A person's request through the admin's endpoints (Payload's REST handler, a complete admin
 * login): found by e-mail in any case, by a phone number typed differently and by name, and by
 * what the person's own records hold (an address's lead holds the phone and the name an order is
 * found by), each record with what it holds and why it matched, records sharing only a number
 * flagged, every step in the audit log. Answering the request: person-answers.int.test.ts.
 */
const stamp = Date.now().toString(36)
const { state, call, search, collectionsOf, ids, identifiers } = personRequestTests()

const everyKind = [
  'contact-messages',
  'deletion-requests',
  'job-applications',
  'leads',
  'newsletter-subscribers',
  'orders',
  'partner-requests',
  'payments',
  'station-comments',
]

describe('reading what the officer typed', () => {
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

  it('reads the identifiers an earlier search linked as strictly as given ones', () => {
    expect(
      parsePersonQuery({
        email: 'maria@example.com',
        linked: { phones: ['+351912345678'], names: ['Maria Costa'], emails: ['M@Example.com'] },
      }),
    ).toEqual({
      ok: true,
      query: {
        email: 'maria@example.com',
        linked: {
          emails: ['m@example.com'],
          phones: ['+351912345678'],
          names: [{ value: 'Maria Costa', key: 'maria costa' }],
        },
      },
    })
    // A national number (which may mean several), a list too long or no list: refused.
    for (const linked of [
      { phones: ['912 345 678'] },
      { emails: Array.from({ length: 21 }, (_, i) => `m${i}@example.com`) },
      { names: 'Maria' },
      ['maria@example.com'],
    ])
      expect(parsePersonQuery({ email: 'maria@example.com', linked })).toEqual({
        ok: false,
        field: 'linked',
      })
  })
})

describe('finding a person', () => {
  it('finds by an address in any case, and by a number typed differently', async () => {
    const who = person(`${stamp}find`)
    await createPersonRecords(state.payload, who)
    const byEmail = await call('', { email: who.email.toUpperCase() })
    expect(byEmail.status).toBe(200)
    expect(collectionsOf((await json(byEmail)) as Found)).toEqual(everyKind)
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
  })

  it('finds by an address the order and comment its records link, by the phone and name they hold', async () => {
    const who = person(`${stamp}linked`)
    const mine = await createPersonRecords(state.payload, who)
    const found = (await json(await call('', { email: who.email }))) as Found & {
      query: { linked: { emails: string[]; phones: string[]; names: string[] } }
    }
    // What the address's records hold beyond it, searched too and said.
    expect(found.query.linked).toEqual({ emails: [], phones: [who.phone], names: [who.name] })
    const row = (collection: string) => found.records.find((r) => r.collection === collection)!
    expect(row('orders')).toMatchObject({
      id: mine.order.id,
      holds: { name: who.name, email: null, phone: who.phone },
      matchedBy: [],
      linkedBy: ['phone', 'name'],
      check: null,
    })
    expect(row('station-comments')).toMatchObject({ linkedBy: ['name'], check: null })
    expect(row('deletion-requests')).toMatchObject({ linkedBy: ['phone'], check: null })
    expect(row('leads')).toMatchObject({ matchedBy: ['email'], linkedBy: ['phone', 'name'] })
    // Sent back once the lead is gone, the linked identifiers still find the order.
    await state.payload.delete({ collection: 'leads', id: mine.lead.id })
    await state.payload.delete({ collection: 'partner-requests', id: mine.partner.id })
    await state.payload.delete({ collection: 'contact-messages', id: mine.contact.id })
    await state.payload.delete({ collection: 'job-applications', id: mine.job.id })
    const again = await search({ email: who.email, linked: found.query.linked })
    expect(collectionsOf(again)).toEqual(
      expect.arrayContaining(['orders', 'station-comments', 'deletion-requests']),
    )
  })

  it('says what each record holds and why it matched', async () => {
    const who = person(`${stamp}holds`)
    const mine = await createPersonRecords(state.payload, who)
    const all = await search({ ...identifiers(who), name: who.name.toUpperCase() })
    expect(collectionsOf(all)).toEqual(everyKind)
    const row = (collection: string) => all.records.find((r) => r.collection === collection)!
    expect(row('leads')).toMatchObject({
      id: mine.lead.id,
      holds: { name: who.name, email: who.email, phone: who.phone },
      matchedBy: ['email', 'phone', 'name'],
      linkedBy: [],
      check: null,
    })
    expect(row('orders')).toMatchObject({
      holds: { name: who.name, email: null, phone: who.phone },
      matchedBy: ['phone', 'name'],
      check: null,
    })
    expect(row('station-comments')).toMatchObject({ matchedBy: ['name'], check: null })
    expect(row('payments')).toMatchObject({ matchedBy: ['email'], holds: { name: null } })
  })

  it('writes each search to the audit log under the first identifier, masked', async () => {
    const who = person(`${stamp}audit`)
    await createPersonRecords(state.payload, who)
    await search({ email: who.email.toUpperCase() })
    await search(identifiers(who))
    const { docs } = await state.payload.find({
      collection: 'audit-log',
      where: { subjectHash: { equals: subjectHash(state.payload, who.email.toLowerCase()) } },
    })
    expect(docs).toHaveLength(2)
    expect(docs[0]).toMatchObject({ action: 'person-viewed', actorEmail: state.admin.email })
    for (const doc of docs) {
      expect(String(doc.subject)).not.toContain(who.email.toLowerCase().split('@')[0])
      expect(String(doc.subject).toLowerCase()).not.toContain(who.lastName.toLowerCase())
    }
  })
})

describe('records that may be someone else’s', () => {
  it('compares numbers, not digits; a number without its country finds each meaning, flagged', async () => {
    const who = person(`${stamp}digits`)
    await createPersonRecords(state.payload, who)
    // The same national digits behind another country's code, and the number with one more digit.
    await state.payload.create({
      collection: 'deletion-requests',
      data: { phone: `+44${who.phone.slice(4)}`, phoneCountry: 'GB', locale: 'en' } as never,
    })
    const found = await search({ phone: who.phone })
    expect(found.records.filter((r) => r.collection === 'deletion-requests')).toHaveLength(1)
    expect(found.records.every((r) => r.holds.phone === who.phone)).toBe(true)

    // "91x xxx xxx" is a Portuguese number and a Ukrainian one: without a country both are
    // found, and the Ukrainian customer's lead is flagged as maybe someone else's.
    const ukrainian = await state.payload.create({
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
    const mine = await createPersonRecords(state.payload, who)
    const theirs = await createPersonRecords(state.payload, other)
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

    // Every identifier: the other person's records are flagged, the person's are not, and the
    // other person's records link nothing (their contact message is not found).
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
})

describe('who may ask', () => {
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

describe('the audit log', () => {
  it('is read by admins and nobody creates, edits or deletes an entry through the API', async () => {
    const [entry] = (await state.payload.find({ collection: 'audit-log', limit: 1 })).docs
    const sales = await fullSession(['sales'], 'audit-reader')
    expect((await rest('GET', '/audit-log', { token: state.admin.token })).status).toBe(200)
    expect((await rest('GET', '/audit-log', { token: sales.token })).status).toBe(403)
    const attempts = [
      rest('POST', '/audit-log', { token: state.admin.token, body: { action: 'login' } }),
      rest('PATCH', `/audit-log/${entry!.id}`, {
        token: state.admin.token,
        body: { ip: '0.0.0.0' },
      }),
      rest('DELETE', `/audit-log/${entry!.id}`, { token: state.admin.token }),
      rest('DELETE', `/audit-log?where[id][exists]=true`, { token: state.admin.token }),
    ]
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(403)
    expect(await state.payload.findByID({ collection: 'audit-log', id: entry!.id })).toMatchObject({
      ip: entry!.ip,
    })
  })
})
