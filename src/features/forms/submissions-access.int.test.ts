import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { asUser, testPayload } from '../../../tests/support/payload'
import { csvExportEndpoint } from './export'
import { submitForm } from './submit'
import { malaysianLead, submissionContext } from './forms.testing'

/**
 * Submissions in the back office: who reads and changes them (what the visitor sent and the
 * delivery record stay as they were), and their CSV export.
 */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  const lead = await submitForm(
    payload,
    'lead',
    JSON.stringify(malaysianLead),
    submissionContext('198.51.100.7')(),
  )
  expect(lead.status).toBe(201)
})

describe('back-office access', () => {
  it('sales read and update submissions; editors and visitors cannot; nobody creates them directly', async () => {
    expect(
      (await payload.find({ collection: 'leads', ...asUser(['sales']) })).totalDocs,
    ).toBeGreaterThan(0)
    await expect(payload.find({ collection: 'leads', ...asUser(['editor']) })).rejects.toThrow()
    await expect(payload.find({ collection: 'leads', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'leads',
        data: { email: 'x@example.com' } as never,
        ...asUser(['sales']),
      }),
    ).rejects.toThrow()
    const lead = (await payload.find({ collection: 'leads' })).docs[0]!
    const updated = await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { status: 'contacted', note: 'Called back on Monday' },
      ...asUser(['sales']),
    })
    expect(updated).toMatchObject({ status: 'contacted' })
    expect(updated.history?.map((h) => [h.change, h.to ?? h.note])).toEqual([
      ['status', 'contacted'],
      ['note', 'Called back on Monday'],
    ])
    // A change to what the visitor submitted is refused, naming the field; nothing is written.
    const tampered = {
      email: 'forged@example.com',
      firstName: 'Forged',
      phone: '+10000000000',
      phoneCountry: 'US',
      details: 'forged',
    }
    for (const [field, value] of Object.entries(tampered))
      await expect(
        payload.update({
          collection: 'leads',
          id: lead.id,
          data: { [field]: value, status: 'won' },
          ...asUser(['sales']),
        }),
        field,
      ).rejects.toMatchObject({ status: 400, data: { errors: [{ path: field }] } })
    expect(await payload.findByID({ collection: 'leads', id: lead.id })).toMatchObject({
      status: 'contacted',
    })
    // The back office sends its form whole: the same values pass. What the site writes (the
    // language, the delivery record) stays as it was.
    const { id: _id, history: _history, updatedAt: _updated, ...whole } = lead
    await payload.update({
      collection: 'leads',
      id: lead.id,
      data: {
        ...whole,
        locale: 'ua',
        delivery: { state: 'delivered' as const, attempts: 99 },
        status: 'won',
      },
      ...asUser(['sales']),
    })
    const after = await payload.findByID({ collection: 'leads', id: lead.id })
    expect(after).toMatchObject({
      status: 'won',
      email: lead.email,
      firstName: lead.firstName,
      phone: lead.phone,
      phoneCountry: lead.phoneCountry,
      details: lead.details,
      locale: lead.locale,
    })
    expect(after.delivery).toEqual(lead.delivery)
    await expect(
      payload.delete({ collection: 'leads', id: lead.id, ...asUser(['sales']) }),
    ).rejects.toThrow()
  })
})

describe('a change to what the visitor submitted, over the REST API', () => {
  it("answers 400 in Payload's error shape, naming the field, and changes nothing", async () => {
    const { fullSession, rest } = await import('../../../tests/support/rest')
    const { token } = await fullSession(['sales'], 'tamperer')
    const lead = (await payload.find({ collection: 'leads' })).docs[0]!
    const refused = await rest('PATCH', `/leads/${lead.id}`, {
      token,
      body: { email: 'forged@example.com', status: 'lost' },
    })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({
      errors: [
        {
          name: 'ValidationError',
          data: {
            errors: [{ path: 'email', message: 'What the customer submitted cannot be changed.' }],
          },
        },
      ],
    })
    expect(await payload.findByID({ collection: 'leads', id: lead.id })).toMatchObject({
      email: lead.email,
      status: lead.status,
    })
    const accepted = await rest('PATCH', `/leads/${lead.id}`, {
      token,
      body: { email: lead.email, status: 'lost' },
    })
    expect(accepted.status).toBe(200)
  })
})

describe('CSV export', () => {
  it('exports the filtered list for sales, refuses editors and visitors', async () => {
    const endpoint = csvExportEndpoint('leads')
    const request = (roles: string[] | null, where?: unknown) =>
      endpoint.handler({
        payload,
        user: roles ? { id: 1, roles, collection: 'users' } : null,
        query: where ? { where } : {},
      } as never)
    const all = await request(['sales'])
    expect(all.status).toBe(200)
    expect(all.headers.get('content-type')).toContain('text/csv')
    const text = await all.text()
    const plan = ['market', 'currency', 'payback (years)', 'AC 7 kW', 'AC 11 kW', 'AC 22 kW']
      .concat(['DC 50 kW', 'DC 120 kW', 'hours per day', 'price per kWh', 'energy per kWh'])
      .concat(['hardware and installation', 'monthly fees', 'kWh per month', 'revenue per month'])
      .concat(['margin per month', 'CO₂ avoided (t/year)'])
      .map((figure) => `Payback plan ${figure}`)
    expect(text.split('\r\n')[0]).toBe(
      [
        'ID,Created at,Interest,Chargers amount,First name,Last name,Company,Phone,Phone country',
        'E-mail,Country,Address,Chargers types,Details,Plan',
        ...plan,
        // How the visitor arrived (arrival.ts).
        'Visit source,Visit medium,Visit campaign,Visit term,Visit content,Visit ad network',
        'Visit click ID,Visit referring site,Visit landing page,Visit form page,Visit market',
        'Site language,Status,Owner,Delivery state,Delivery attempts,Delivery e-mail sent at',
        'Delivery webhook sent at,History',
      ].join(','),
    )
    expect(text).toContain('siti@example.my')
    // Labels, not codes: the interest as the visitor chose it, the states as the back office names
    // them.
    expect(text).toContain('Offer my locations for chargers')
    expect(text).not.toContain('offer_my_locations')
    // A phone number is written as it is (it cannot be a formula); formulas are defused
    // (csv.test.ts).
    expect(text).toContain(',+60123456789,')
    expect(text).not.toContain("'+60123456789")
    const filtered = await (
      await request(['sales'], { interest: { equals: 'become_reseller' } })
    ).text()
    expect(filtered.trim().split('\r\n')).toHaveLength(1)
    expect((await request(['editor'])).status).toBe(403)
    expect((await request(null)).status).toBe(401)
  })
})
