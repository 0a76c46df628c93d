import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../tests/support/payload'
import { deliveryEmail } from '@/features/forms/delivery/channels'
import { submitForm, type SubmissionContext } from '@/features/forms/submit'
import { memoryRateLimiter } from '@/lib/rate-limit'

import { deriveLeadFields } from './lead'
import { seedCalculator } from './seed'

let payload: Payload
const context = (): SubmissionContext => ({
  ip: '198.51.100.28',
  contentType: 'application/json',
  acceptLanguage: 'en',
  limiter: memoryRateLimiter(1000, 60_000),
  derive: (form, fields, locale) => deriveLeadFields(payload, form, fields, locale),
})
const lead = (extra: Record<string, unknown>) =>
  JSON.stringify({
    interest: 'start_business',
    firstName: 'Rita',
    lastName: 'Mendes',
    company: 'Mendes Hotels',
    phone: '+351 912 345 678',
    phoneCountry: 'PT',
    email: `rita.${Math.random().toString(36).slice(2)}@example.pt`,
    country: 'PT',
    chargersAmount: 6,
    chargersTypes: '4 × AC 22 kW, 2 × DC 50 kW',
    locale: 'en',
    ...extra,
  })
const stored = async (email: string) =>
  (await payload.find({ collection: 'leads', where: { email: { equals: email } } })).docs[0]!

/** The rows of an RFC 4180 CSV (quoted cells may hold commas, quotes and line breaks). */
function csvRows(csv: string): string[][] {
  const rows: string[][] = [[]]
  for (const [, quoted, plain, end] of csv
    .replace(/^\uFEFF/, '')
    .matchAll(/(?:"((?:[^"]|"")*)"|([^",\r\n]*))(,|\r\n|$)/g)) {
    rows.at(-1)!.push(quoted === undefined ? plain! : quoted.replace(/""/g, '"'))
    if (end !== ',') rows.push([])
    if (end === '') break
  }
  return rows.filter((row) => row.length > 1)
}
async function leadsCsv(id: number | string): Promise<string> {
  const admin = await payload.create({
    collection: 'users',
    data: { email: `csv-${id}@example.com`, password: 'export-test-password-1', roles: ['admin'] },
  })
  const endpoints = payload.collections.leads.config.endpoints as unknown as {
    path: string
    handler: (req: unknown) => Promise<Response>
  }[]
  const response = await endpoints
    .find((e) => e.path === '/export.csv')!
    .handler({
      payload,
      user: { ...admin, collection: 'users' },
      query: { where: { id: { equals: id } } },
    })
  return response.text()
}

beforeAll(async () => {
  payload = await testPayload()
  await seedCalculator(payload)
})

describe('a lead with a payback plan', () => {
  it('stores the plan recomputed on the server with the market the editors keep', async () => {
    // The worked example of model.test.ts, with the browser claiming a far better payback.
    const plan =
      'ac22=4&dc50=2&hours=4&price=0.45&energy=0.20&capex=120000&fees=400&paybackYears=0.1'
    const body = lead({ plan })
    const outcome = await submitForm(payload, 'lead', body, context())
    expect(outcome.status).toBe(201)
    const doc = await stored(JSON.parse(body).email)
    expect(doc.plan).toBe(
      'ac7=0&ac11=0&ac22=4&dc50=2&dc120=0&hours=4&price=0.45&energy=0.2&capex=120000&fees=400',
    )
    expect(doc.calculation).toMatchObject({
      market: 'Europe',
      currency: 'EUR',
      chargersAc22: 4,
      chargersDc50: 2,
      energyKwhPerMonth: 22873,
      revenuePerMonth: 10293,
      marginPerMonth: 5318.33,
      paybackYears: 1.88,
    })

    // An editor's new energy price is what the next lead is computed with.
    const global = await payload.findGlobal({ slug: 'payback-calculator' })
    await payload.updateGlobal({
      slug: 'payback-calculator',
      data: {
        markets: global.markets!.map((m) =>
          m.locale === 'pt' ? { ...m, currency: 'EUR', name: 'Portugal 2027' } : m,
        ),
      },
    })
    const pt = lead({ plan: 'ac11=2&hours=2&price=0.5&energy=0.25', locale: 'pt' })
    expect((await submitForm(payload, 'lead', pt, context())).status).toBe(201)
    expect((await stored(JSON.parse(pt).email)).calculation).toMatchObject({
      market: 'Portugal 2027',
      chargersAc11: 2,
      // 22 kW × 2 h × 30.42 days = 1,338 kWh; (0.50 − 0.25) × 1,338 − 2 × 25 fees = 284.58
      marginPerMonth: 284.58,
    })

    // Sales read it in the team's e-mail too.
    const mail = deliveryEmail('leads', { ...doc, id: doc.id }, 'Voltra')
    expect(mail.text).toMatch(/Calculation:\n(.*\n)*\s+Payback Years: 1\.88/)

    // And in the CSV export, a column per figure.
    const csv = await leadsCsv(doc.id)
    const [header, row] = csvRows(csv)
    const column = (name: string) => row![header!.indexOf(name)]
    expect(header).toContain('Payback plan payback (years)')
    expect(column('Payback plan payback (years)')).toBe('1.88')
    expect(column('Payback plan AC 22 kW')).toBe('4')
    expect(column('Payback plan margin per month')).toBe('5318.33')
    expect(header!.indexOf('Payback plan market')).toBeLessThan(header!.indexOf('Status'))
  })

  it('refuses a plan that does not parse, and results sent as fields, storing nothing', async () => {
    for (const [extra, field] of [
      [{ plan: 'ac22=lots&hours=4' }, 'plan'],
      [{ plan: 'ac22=0&hours=4' }, 'plan'],
      [{ plan: 'ac22=2', calculation: { paybackYears: 0.1 } }, 'calculation'],
    ] as const) {
      const body = lead(extra)
      const outcome = await submitForm(payload, 'lead', body, context())
      expect(outcome.status, JSON.stringify(extra)).toBe(400)
      expect((outcome.body as { fields: Record<string, string> }).fields).toHaveProperty(field)
      const { totalDocs } = await payload.count({
        collection: 'leads',
        where: { email: { equals: JSON.parse(body).email } },
      })
      expect(totalDocs).toBe(0)
    }
  })

  it('leaves a lead without a plan as it was', async () => {
    const body = lead({})
    expect((await submitForm(payload, 'lead', body, context())).status).toBe(201)
    const doc = await stored(JSON.parse(body).email)
    expect(doc.calculation?.currency ?? null).toBeNull()
  })
})
