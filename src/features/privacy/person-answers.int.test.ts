import { describe, expect, it } from 'vitest'

import { createPersonRecords, person, type Person } from '../../../tests/support/personal-records'
import { json } from '../../../tests/support/rest'
import { failedDeliveries, newSince } from '@/features/backoffice/dashboard/sales'
import type { DashboardUser } from '@/features/backoffice/dashboard/visits'

import { subjectHash } from './audit/audit'
import { personRequestTests, type Found } from './person.testing'

/**
 * Answering a person's request (found as person.int.test.ts shows): exported, erased or anonymised
 * for the chosen records only (the server checks the choice, and that each chosen record marked
 * for a check was confirmed), with nothing of the person left behind in any collection or on the
 * sales desk, even when the officer knows only their address.
 */
const stamp = Date.now().toString(36)
const { state, call, everything, search, collectionsOf, ids, identifiers, traces } =
  personRequestTests()

type Linked = { emails: string[]; phones: string[]; names: string[] }

/** The person and someone who gave the same number (an office line). */
async function twoSharingANumber(tag: string) {
  const who = person(`${stamp}${tag}`)
  const other = { ...person(`${stamp}${tag}other`), phone: who.phone, typedPhone: who.typedPhone }
  return {
    who,
    other,
    mine: await createPersonRecords(state.payload, who),
    theirs: await createPersonRecords(state.payload, other),
  }
}

/** The sales desk's lists and the orders list, as text. */
async function deskText(): Promise<string> {
  const user = (await state.payload.findByID({
    collection: 'users',
    id: state.admin.id,
    overrideAccess: true,
  })) as unknown as DashboardUser
  return JSON.stringify([
    await newSince(state.payload, user, new Date(Date.now() - 3600_000).toISOString()),
    await failedDeliveries(state.payload, user),
    (await state.payload.find({ collection: 'orders', pagination: false })).docs,
  ]).toLowerCase()
}

const expectNothingOf = async (who: Person) => {
  const all = await everything()
  for (const trace of traces(who)) expect(all, trace).not.toContain(trace.toLowerCase())
}

describe('exporting', () => {
  it('exports only the chosen records that hold the person, as JSON', async () => {
    const { who, other, mine, theirs } = await twoSharingANumber('export')
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
  })

  it('exports CSV one row per value, and nothing when nothing of the person is chosen', async () => {
    const { who, other, mine, theirs } = await twoSharingANumber('csv')
    const kept = (await search(identifiers(who))).records.filter((r) => r.check === null)
    const csv = await (
      await call('/export', { ...identifiers(who), format: 'csv', records: ids(kept) })
    ).text()
    expect(csv.split('\r\n')[0]).toBe('collection,id,field,value')
    expect(csv).toContain(`orders,${mine.order.id},`)
    expect(csv).toContain(who.typedPhone)
    expect(csv.toLowerCase()).not.toContain(other.lastName.toLowerCase())
    const exported = await state.payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'person-exported' } },
    })
    expect(exported.docs.map((d) => d.outcome)).toContain('csv')
    for (const records of [[], [{ collection: 'leads', id: theirs.contact.id + 10_000 }], 'all'])
      expect((await call('/export', { ...identifiers(who), records })).status).toBe(400)
  })
})

describe('records marked for a check', () => {
  it('are refused in an export or an erasure unless the officer confirmed each', async () => {
    const { who, other, mine, theirs } = await twoSharingANumber('flag')
    const found = await search(identifiers(who))
    const flagged = found.records.filter((r) => r.check !== null)
    expect(ids(flagged)).toEqual(
      expect.arrayContaining([
        { collection: 'leads', id: theirs.lead.id },
        { collection: 'orders', id: theirs.order.id },
      ]),
    )
    const body = { ...identifiers(who), records: ids(found.records) }
    for (const [path, extra] of [
      ['/export', { format: 'json' }],
      ['/erase', { mode: 'erase', confirm: true }],
    ] as const) {
      const refused = await call(path, { ...body, ...extra })
      expect(refused.status, path).toBe(400)
      expect(await json(refused)).toMatchObject({ error: { field: 'confirmed' } })
      const partly = await call(path, { ...body, ...extra, confirmed: ids(flagged.slice(1)) })
      expect(partly.status, path).toBe(400)
    }
    const lead = (id: number) =>
      state.payload.findByID({ collection: 'leads', id, disableErrors: true })
    expect(await lead(theirs.lead.id)).toMatchObject({ email: other.email })
    expect(await lead(mine.lead.id)).toMatchObject({ email: who.email })

    // Confirmed one by one: exported with the rest, and the audit log says which were confirmed.
    const exported = await call('/export', {
      ...body,
      format: 'json',
      confirmed: ids(flagged),
    })
    expect(exported.status).toBe(200)
    expect(((await exported.json()) as Found).records).toHaveLength(found.records.length)
    const [entry] = (
      await state.payload.find({
        collection: 'audit-log',
        where: { action: { equals: 'person-exported' } },
        sort: '-createdAt',
        limit: 1,
      })
    ).docs
    expect((entry!.details as { confirmed: unknown[] }).confirmed).toHaveLength(flagged.length)
  })
})

describe('erasing', () => {
  it('erases the chosen records after a confirmation, leaving nothing of the person anywhere', async () => {
    const who = person(`${stamp}erase`)
    const other = person(`${stamp}other`)
    const mine = await createPersonRecords(state.payload, who, { status: 'done' })
    // The person's order again, new, with the number typed another way: on the dashboard.
    const walkIn = await state.payload.create({
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
    await createPersonRecords(state.payload, other)
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

    await expectNothingOf(who)
    const all = await everything()
    for (const trace of traces(other)) expect(all, trace).toContain(trace.toLowerCase())
    // Accounting records stay, anonymised, with their figures.
    const order = await state.payload.findByID({ collection: 'orders', id: mine.order.id })
    expect(order).toMatchObject({ commercialTotal: 100, status: 'shipped' })
    expect(order.anonymisedAt).toBeTruthy()
    expect((await search(identifiers(who))).records).toEqual([])

    // Nothing of the person on the sales desk: the dashboard's lists and the orders list.
    const desk = await deskText()
    expect(desk).toContain(walkIn.number.toLowerCase())
    for (const trace of traces(who)) expect(desk, trace).not.toContain(trace.toLowerCase())
    const audit = await state.payload.find({
      collection: 'audit-log',
      where: { subjectHash: { equals: subjectHash(state.payload, who.email.toLowerCase()) } },
      sort: 'createdAt',
    })
    expect(audit.docs.map((d) => d.action)).toEqual([
      'person-viewed',
      'person-erased',
      'person-viewed',
    ])
  })

  it('erases by an address alone the order and comment its records link', async () => {
    const who = person(`${stamp}byemail`)
    const mine = await createPersonRecords(state.payload, who)
    const found = (await json(await call('', { email: who.email }))) as Found & {
      query: { linked: Linked }
    }
    expect(collectionsOf(found)).toEqual(expect.arrayContaining(['orders', 'station-comments']))
    // The officer leaves the order for now: what the address's records linked still finds it
    // once they are erased, so the screen never says that nothing is held.
    const first = found.records.filter((r) => r.collection !== 'orders')
    const erased = await call('/erase', {
      email: who.email,
      mode: 'erase',
      confirm: true,
      records: ids(first),
    })
    expect(await json(erased)).toMatchObject({ erased: { leads: 1, 'station-comments': 1 } })
    const left = await search({ email: who.email, linked: found.query.linked })
    expect(ids(left.records)).toEqual([{ collection: 'orders', id: mine.order.id }])
    const rest = await call('/erase', {
      email: who.email,
      linked: found.query.linked,
      mode: 'erase',
      confirm: true,
      records: ids(left.records),
    })
    expect(await json(rest)).toMatchObject({ anonymised: { orders: 1 } })
    await expectNothingOf(who)
  })
})

describe('erasing what the officer chose', () => {
  it('erases only the chosen rows: a record left out, or one not holding the person, stays', async () => {
    const { who, other, mine, theirs } = await twoSharingANumber('choice')
    const found = await search({ phone: who.phone })
    // The officer leaves out the other person's lead but ticks it by mistake in a forged request
    // together with the other person's contact message, which the number does not find. The
    // records found by the number alone are marked for a check: the officer confirmed those.
    const chosen = found.records.filter(
      (r) => !(r.collection === 'leads' && r.id === theirs.lead.id),
    )
    const answer = await call('/erase', {
      phone: who.phone,
      mode: 'erase',
      confirm: true,
      records: [...ids(chosen), { collection: 'contact-messages', id: theirs.contact.id }],
      confirmed: ids(chosen.filter((r) => r.check !== null)),
    })
    expect(await json(answer)).toMatchObject({ ignored: 1, erased: { leads: 1 } })
    const find = (collection: 'leads' | 'contact-messages', id: number) =>
      state.payload.findByID({ collection, id, disableErrors: true })
    expect(await find('leads', theirs.lead.id)).toMatchObject({ email: other.email })
    expect(await find('leads', mine.lead.id)).toBeNull()
    expect(await find('contact-messages', theirs.contact.id)).toMatchObject({ name: other.name })
  })

  it('anonymises instead when asked: the records stay without the person', async () => {
    const who = person(`${stamp}anon`)
    const mine = await createPersonRecords(state.payload, who)
    const found = await search({ email: who.email })
    const answer = await call('/erase', {
      email: who.email,
      mode: 'anonymise',
      confirm: true,
      records: ids(found.records),
    })
    expect(await json(answer)).toMatchObject({
      erased: {},
      anonymised: { leads: 1, payments: 1, orders: 1 },
    })
    const lead = await state.payload.findByID({ collection: 'leads', id: mine.lead.id })
    expect(lead).toMatchObject({ email: null, interest: 'start_business', status: 'new' })
  })
})
