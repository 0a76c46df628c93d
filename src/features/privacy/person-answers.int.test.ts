import { describe, expect, it } from 'vitest'

import { createPersonRecords, person } from '../../../tests/support/personal-records'
import { json } from '../../../tests/support/rest'
import { failedDeliveries, newSince } from '@/features/backoffice/dashboard/sales'
import type { DashboardUser } from '@/features/backoffice/dashboard/visits'

import { subjectHash } from './audit/audit'
import { personRequestTests } from './person.testing'

/**
 * Answering a person's request (found as person.int.test.ts shows): exported, erased or anonymised
 * for the chosen records only (the server checks the choice), with nothing of the person left
 * behind in any collection or on the sales desk.
 */
const stamp = Date.now().toString(36)
const { state, call, everything, search, ids, identifiers, traces } = personRequestTests()

describe('answering a request', () => {
  it('exports only the chosen records that hold the person, as JSON or CSV', async () => {
    const who = person(`${stamp}export`)
    const other = { ...person(`${stamp}exportother`), phone: who.phone, typedPhone: who.typedPhone }
    const mine = await createPersonRecords(state.payload, who)
    const theirs = await createPersonRecords(state.payload, other)
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
    const exported = await state.payload.find({
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

    const all = await everything()
    for (const trace of traces(who)) expect(all, trace).not.toContain(trace.toLowerCase())
    for (const trace of traces(other)) expect(all, trace).toContain(trace.toLowerCase())
    // Accounting records stay, anonymised, with their figures.
    const order = await state.payload.findByID({ collection: 'orders', id: mine.order.id })
    expect(order).toMatchObject({ commercialTotal: 100, status: 'shipped' })
    expect(order.anonymisedAt).toBeTruthy()
    expect((await search(identifiers(who))).records).toEqual([])

    // Nothing of the person on the sales desk: the dashboard's lists and the orders list.
    const user = (await state.payload.findByID({
      collection: 'users',
      id: state.admin.id,
      overrideAccess: true,
    })) as unknown as DashboardUser
    const desk = JSON.stringify([
      await newSince(state.payload, user, new Date(Date.now() - 3600_000).toISOString()),
      await failedDeliveries(state.payload, user),
      (await state.payload.find({ collection: 'orders', pagination: false })).docs,
    ]).toLowerCase()
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

  it('erases only the chosen rows: a record left out, or one not holding the person, stays', async () => {
    const who = person(`${stamp}choice`)
    const other = { ...person(`${stamp}choiceother`), phone: who.phone, typedPhone: who.typedPhone }
    const mine = await createPersonRecords(state.payload, who)
    const theirs = await createPersonRecords(state.payload, other)
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
      await state.payload.findByID({
        collection: 'leads',
        id: theirs.lead.id,
        disableErrors: true,
      }),
    ).toMatchObject({ email: other.email })
    expect(
      await state.payload.findByID({ collection: 'leads', id: mine.lead.id, disableErrors: true }),
    ).toBeNull()
    expect(
      await state.payload.findByID({
        collection: 'contact-messages',
        id: theirs.contact.id,
        disableErrors: true,
      }),
    ).toMatchObject({ name: other.name })
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
    expect(await json(answer)).toMatchObject({ erased: {}, anonymised: { leads: 1, payments: 1 } })
    const lead = await state.payload.findByID({ collection: 'leads', id: mine.lead.id })
    expect(lead).toMatchObject({ email: null, interest: 'start_business', status: 'new' })
  })
})
