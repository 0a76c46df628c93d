import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../tests/support/payload'
import { fullSession, rest } from '../../../tests/support/rest'

/**
 * `GET /api/<collection>/export.csv` takes the list's own query: its filters, its search box (as
 * the list matches it: `like` on the searchable fields, else the title), its sort and the ticked
 * rows, which only narrow what the rest finds. Through Payload's REST handler, as sales.
 */
const stamp = Date.now().toString(36)
let payload: Payload
let token: string

beforeAll(async () => {
  payload = await testPayload()
  token = (await fullSession(['sales'], 'exporter')).token
})

/** The ids in an export's first column. */
async function exported(collection: string, query: string): Promise<number[]> {
  const response = await rest('GET', `/${collection}/export.csv?${query}`, { token })
  expect(response.status).toBe(200)
  const [header, ...rows] = (await response.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  expect(header!.split(',')[0]).toBe('ID')
  return rows.map((row) => Number(row.split(',')[0]))
}

const contact = async (which: string, email = `${which}-${stamp}@example.com`) =>
  (
    await payload.create({
      collection: 'contact-messages',
      data: { name: `Ex ${which}`, email, message: 'Hi', status: 'new' },
    })
  ).id as number

describe('the export of a list', () => {
  it('holds what the filters, the search and the ticked rows find, in the sort asked', async () => {
    const [a, b, c] = [await contact('a'), await contact('b'), await contact('c')]
    const filter = `where[email][like]=-${stamp}@`
    expect(await exported('contact-messages', filter)).toEqual([c, b, a])
    expect(await exported('contact-messages', `${filter}&sort=createdAt`)).toEqual([a, b, c])
    expect(await exported('contact-messages', `${filter}&sort=-email`)).toEqual([c, b, a])
    // The search box matches the list's searchable fields (here name, e-mail, company).
    expect(await exported('contact-messages', `${filter}&search=b-${stamp}`)).toEqual([b])
    // Ticked rows narrow the list; a ticked id the filters do not find stays out.
    const other = await contact('other', `other.${stamp}@example.com`)
    expect(
      await exported('contact-messages', `${filter}&sort=createdAt&selected=${a},${c},${other}`),
    ).toEqual([a, c])
    expect(await exported('contact-messages', `${filter}&search=b-${stamp}&selected=${a}`)).toEqual(
      [],
    )
  })

  it('searches an order by its number, the title of a list without searchable fields', async () => {
    const order = (number: string) =>
      payload.create({
        collection: 'orders',
        data: {
          number,
          status: 'new',
          market: 'default',
          currency: 'EUR',
          locale: 'pt',
          fulfilment: 'pickup',
          lines: [{ title: 'Cable', quantity: 1, unitPrice: 749, lineTotal: 749 }],
          commercialTotal: 749,
          customerName: 'Ex Port',
          phone: '+351912345678',
          privacyConsent: true,
        },
      })
    const first = await order(`EXP-${stamp}-1`)
    await order(`EXP-${stamp}-2`)
    expect(await exported('orders', `search=EXP-${stamp}-1`)).toEqual([first.id])
    const csv = await (
      await rest('GET', `/orders/export.csv?search=EXP-${stamp}-1`, { token })
    ).text()
    // A line's price in the order's currency.
    expect(csv).toContain('1 × Cable @ €749.00')
  })

  it('answers a filter or a choice it cannot read with a 400; an odd sort is the list’s own', async () => {
    const status = async (query: string) =>
      (await rest('GET', `/contact-messages/export.csv?${query}`, { token })).status
    for (const query of ['where[nope][equals]=1', 'selected=x,y', 'selected=', 'selected=1,,2'])
      expect(await status(query), query).toBe(400)
    // A sort that is no field path is not passed on: the list's own order.
    for (const query of ['sort=nosuchfield', 'sort=a;b'])
      expect(await status(query), query).toBe(200)
  })
})

describe('codes in an export', () => {
  it('names the site language and the countries, as the back office shows them', async () => {
    const email = `codes-${stamp}@example.com`
    await payload.create({
      collection: 'deletion-requests',
      data: { phone: '+351912345678', phoneCountry: 'PT', locale: 'my', status: 'new' },
    })
    await payload.create({
      collection: 'newsletter-subscribers',
      data: { email, locale: 'ua', status: 'new' },
    })
    const csv = async (collection: string, where: string) => {
      const response = await rest('GET', `/${collection}/export.csv?${where}`, { token })
      expect(response.status).toBe(200)
      return response.text()
    }
    const deletion = await csv('deletion-requests', 'where[phone][equals]=%2B351912345678')
    expect(deletion).toContain('Portugal')
    expect(deletion).toContain('English (Malaysia)')
    expect(deletion).not.toMatch(/,PT,|,my,/)
    expect(await csv('newsletter-subscribers', `where[email][equals]=${email}`)).toContain(
      'Ukrainian',
    )
  })
})
