import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../../tests/support/payload'
import { fullSession, json, rest } from '../../../../tests/support/rest'

/**
 * A tariff saved from the back office as the structured editor writes it: what OCPI (or the
 * editor's rules) refuses is a 400 naming the prices in the editor's language, never a server
 * error, and nothing of the public price changes; what it takes is stored as OCPI elements.
 */
let payload: Payload
let token: string
let id: number | string

beforeAll(async () => {
  payload = await testPayload()
  token = (await fullSession(['editor'], 'tariff-editor')).token
  const tariff = await payload.create({
    collection: 'tariffs',
    data: {
      tariffId: `EDIT-${Date.now().toString(36)}`,
      countryCode: 'PT',
      partyId: 'VLT',
      currency: 'EUR',
      elements: [{ price_components: [{ type: 'ENERGY', price: 0.45, vat: 23, step_size: 1 }] }],
    },
  })
  id = tariff.id
})

const save = (elements: unknown, language = 'en') =>
  rest('PATCH', `/tariffs/${id}`, {
    token,
    body: { elements },
    headers: { cookie: `payload-lng=${language}` },
  })
const energy = (price: unknown, vat: unknown = 23) => [
  { price_components: [{ type: 'ENERGY', price, vat, step_size: 1 }] },
]

describe('saving a tariff from the back office', () => {
  it('refuses a negative price, a typo and a VAT over 100 with a 400 in the editor’s words', async () => {
    for (const [elements, language, words] of [
      [energy(-0.45), 'pt', 'Preço por kWh: indique 0 ou mais'],
      [energy('0,4.5'), 'en', 'Price per kWh: enter 0 or more'],
      [energy(0.45, 230), 'uk', 'ПДВ: введіть відсоток від 0 до 100.'],
      [[], 'en', 'Enter at least one price'],
    ] as const) {
      const answer = await save(elements, language)
      expect(answer.status, JSON.stringify(elements)).toBe(400)
      expect(JSON.stringify(await json(answer))).toContain(words)
    }
    const stored = await payload.findByID({ collection: 'tariffs', id })
    expect(stored.elements).toEqual(energy(0.45))
  })

  it('stores what it takes as OCPI elements', async () => {
    const elements = [
      {
        price_components: [
          { type: 'ENERGY', price: 0.4, vat: 23, step_size: 1 },
          { type: 'TIME', price: 3, vat: 23, step_size: 1 },
        ],
      },
    ]
    expect((await save(elements)).status).toBe(200)
    expect((await payload.findByID({ collection: 'tariffs', id })).elements).toEqual(elements)
  })
})
