import { describe, expect, it } from 'vitest'

import { asUser, testPayload } from '../../../tests/support/payload'
import { catalogueFor, marketOf } from './queries'
import { orderHandler } from './orders/routes'
import { placeOrder } from './orders/create'
import type { OrderForm } from './orders/validate'
import type { Order } from '@/payload-types'

const form: OrderForm = {
  name: 'Ana Sousa',
  phone: '+351 912 345 678',
  company: '',
  delivery: 'delivery',
  country: 'Portugal',
  city: 'Lisboa',
  street: 'Rua Augusta',
  building: '12',
  suite: '',
  additionalInfo: '',
  message: 'Please call first',
  privacyConsent: true,
  purchaseRulesConsent: true,
}

/** Payload on this file's copy of the run's seeded database (tests/support/database-per-file.ts). */
const seeded = testPayload

async function goodByTitle(title: string) {
  const payload = await seeded()
  const { docs } = await payload.find({
    collection: 'goods',
    locale: 'en',
    where: { title: { equals: title } },
    limit: 1,
  })
  return docs[0]!
}

describe('catalogue', () => {
  it('seeds markets as data and at least six goods per category in every locale', async () => {
    const payload = await seeded()
    expect((await marketOf(payload, 'en')).cartStorageKey).toBe('cartEN')
    expect((await marketOf(payload, 'my')).currency).toBe('MYR')
    expect((await marketOf(payload, 'ua')).cartStorageKey).toBe('cart')
    expect((await marketOf(payload, 'pt')).currency).toBe('UAH')
    for (const category of ['accessories', 'chargers', 'ev', 'propositions', 'souvenirs']) {
      const { totalDocs } = await payload.count({
        collection: 'goods',
        where: { category: { equals: category } },
      })
      expect(totalDocs).toBeGreaterThanOrEqual(6)
    }
    const home = await goodByTitle('Voltra Go 7 portable')
    const ua = await payload.findByID({ collection: 'goods', id: home.id, locale: 'ua' })
    expect(ua.title).toBe('Voltra Go 7 портативний')
    const my = await payload.findByID({ collection: 'goods', id: home.id, locale: 'my' })
    expect(my.title).toBe('Voltra Go 7 portable')
    expect(Array.isArray(home.images) && home.images.length).toBeGreaterThan(0)
  })

  it('prices goods per market, bonus goods in bonuses, and none means price on request', async () => {
    const payload = await seeded()
    const wallbox = await goodByTitle('Voltra Home 11')
    const tshirt = await goodByTitle('Voltra T-shirt')
    const hub = await goodByTitle('Voltra Hub 150 DC')
    const en = await catalogueFor(payload, 'en', [
      String(wallbox.id),
      String(tshirt.id),
      String(hub.id),
    ])
    expect(en.entries[wallbox.id]!.price).toBe(749)
    expect(en.entries[tshirt.id]).toMatchObject({ price: 150, isCommercial: false })
    expect(en.entries[hub.id]!.price).toBeNull()
    const ua = await catalogueFor(payload, 'ua', [String(wallbox.id)])
    expect(ua.market.currency).toBe('UAH')
    expect(ua.entries[wallbox.id]!.price).toBe(32900)
    expect(ua.entries[wallbox.id]!.options).toEqual({ length: ['5', '7.5'] })
  })
})

describe('orders: placing one', () => {
  it('prices every line from the catalogue, leaves bonus goods to the app and numbers the order', async () => {
    const payload = await seeded()
    const wallbox = await goodByTitle('Voltra Home 11')
    const tshirt = await goodByTitle('Voltra T-shirt')
    const result = await placeOrder(payload, 'my', form, [
      { id: String(wallbox.id), additional: { length: '7.5' }, quantity: 2 },
      { id: String(tshirt.id), additional: { size: 'M' }, quantity: 1 },
    ])
    if (!result.ok) throw new Error(result.reason)
    const { order } = result
    expect(order.number).toMatch(/^\d{6}-[2-9A-Z]{4}$/)
    expect(order).toMatchObject({
      status: 'new',
      market: 'my',
      currency: 'MYR',
      commercialTotal: 7380,
      customerName: 'Ana Sousa',
    })
    expect(
      order.lines.map((l) => [l.title, l.options, l.quantity, l.unitPrice, l.lineTotal]),
    ).toEqual([['Voltra Home 11', 'Cable length: 7.5 m', 2, 3690, 7380]])
  })

  it('refuses lines whose good is gone, sold out or has an unknown option', async () => {
    const payload = await seeded()
    const wallbox = await goodByTitle('Voltra Home 11')
    const soldOut = await goodByTitle('Schuko granny cable')
    expect(
      await placeOrder(payload, 'en', form, [{ id: '999999', additional: {}, quantity: 1 }]),
    ).toEqual({ ok: false, reason: 'cart_changed', ids: ['999999'] })
    expect(
      (
        await placeOrder(payload, 'en', form, [
          { id: String(soldOut.id), additional: {}, quantity: 1 },
        ])
      ).ok,
    ).toBe(false)
    expect(
      (
        await placeOrder(payload, 'en', form, [
          { id: String(wallbox.id), additional: { length: '99' }, quantity: 1 },
        ])
      ).ok,
    ).toBe(false)
    expect(
      (
        await placeOrder(payload, 'en', form, [
          { id: String(wallbox.id), additional: {}, quantity: 1 },
        ])
      ).ok,
    ).toBe(false)
  })

  it('answers too many orders from one address like the forms do, in the language of the order', async () => {
    const post = () =>
      orderHandler(
        new Request('http://localhost/api/v1/orders', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-client-ip': '203.0.113.77' },
          body: JSON.stringify({ locale: 'pt' }),
        }),
      )
    let response = await post()
    for (let i = 0; i < 50 && response.status !== 429; i++) response = await post()
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBeTruthy()
    // The order form shows this message as it is (the forms' send.ts): it must be the visitor's
    // language.
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /^Demasiados envios/,
    )
  })
})

/** What a customer submitted, changed: sales may not write any of it. */
const forgedCustomer = {
  customerName: 'Forged',
  phone: '+10000000000',
  company: 'Forged Ltd',
  message: 'forged',
  privacyConsent: false,
  shippingAddress: { city: 'Nowhere' },
}

/** The customer's fields of an order as stored, as the back office's form sends them back. */
const submittedBy = (order: Order) => ({
  customerName: order.customerName,
  phone: order.phone,
  company: order.company,
  message: order.message,
  privacyConsent: order.privacyConsent,
  shippingAddress: order.shippingAddress,
})

/** A whole order, as someone might try to create one through the API. */
const orderByApi = {
  number: 'X-1',
  market: 'en',
  currency: 'EUR',
  fulfilment: 'pickup' as const,
  lines: [] as never[],
  commercialTotal: 0,
  customerName: 'x',
  phone: 'x',
  privacyConsent: true,
  status: 'new' as const,
}

describe('orders and goods: who may see and change them', () => {
  it('sales see and move orders; editors and visitors do not; nobody creates them through the API', async () => {
    const payload = await seeded()
    const wallbox = await goodByTitle('Voltra Home 11')
    const result = await placeOrder(payload, 'en', { ...form, delivery: 'pickup' }, [
      { id: String(wallbox.id), additional: { length: '5' }, quantity: 1 },
    ])
    if (!result.ok) throw new Error(result.reason)
    const id = result.order.id
    expect(result.order.commercialTotal).toBe(749)
    expect(result.order.shippingAddress?.city ?? null).toBeNull()

    const seenBySales = await payload.find({ collection: 'orders', ...asUser(['sales']) })
    expect(seenBySales.docs.map((o) => o.id)).toContain(id)
    const confirmed = await payload.update({
      collection: 'orders',
      id,
      data: { status: 'confirmed', commercialTotal: 1 },
      ...asUser(['sales']),
    })
    expect(confirmed.status).toBe('confirmed')
    expect(confirmed.commercialTotal).toBe(749)
    // Sales add notes (into the history); a change to what the customer submitted is refused,
    // naming the field, and nothing of that update is written.
    const before = await payload.findByID({ collection: 'orders', id })
    for (const [field, value] of Object.entries(forgedCustomer))
      await expect(
        payload.update({
          collection: 'orders',
          id,
          data: { [field]: value, note: 'Forged' },
          ...asUser(['sales']),
        }),
        field,
      ).rejects.toMatchObject({ status: 400, data: { errors: [{ path: field }] } })
    // The back office sends its form whole: the same values pass; the delivery record, which only
    // the site writes, stays as it was.
    const noted = await payload.update({
      collection: 'orders',
      id,
      data: {
        ...submittedBy(before),
        delivery: { state: 'delivered' as const },
        note: 'Pick-up on Friday',
      },
      ...asUser(['sales']),
    })
    expect(noted.history?.filter((h) => h.change === 'note').map((h) => h.note)).toEqual([
      'Pick-up on Friday',
    ])
    expect(noted.history?.at(-1)).toMatchObject({
      change: 'note',
      note: 'Pick-up on Friday',
      byEmail: 'sales@test.example',
    })
    expect(noted).toMatchObject({
      customerName: before.customerName,
      phone: before.phone,
      message: before.message ?? null,
      privacyConsent: before.privacyConsent,
    })
    expect(noted.company ?? null).toBe(before.company ?? null)
    expect(noted.shippingAddress?.city ?? null).toBeNull()
    expect(noted.delivery).toEqual(before.delivery)

    await expect(payload.find({ collection: 'orders', ...asUser(['editor']) })).rejects.toThrow()
    await expect(payload.find({ collection: 'orders', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'orders',
        id,
        data: { status: 'cancelled' },
        ...asUser(['editor']),
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({ collection: 'orders', data: orderByApi, ...asUser(['sales']) }),
    ).rejects.toThrow()
    await expect(
      payload.delete({ collection: 'orders', id, ...asUser(['sales']) }),
    ).rejects.toThrow()
  })

  it('visitors read the catalogue but cannot change it', async () => {
    const payload = await seeded()
    const { docs } = await payload.find({ collection: 'goods', overrideAccess: false, limit: 1 })
    expect(docs).toHaveLength(1)
    await expect(
      payload.update({
        collection: 'goods',
        id: docs[0]!.id,
        data: { title: 'x' },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'markets',
        where: {},
        data: { currency: 'USD' },
        ...asUser(['sales']),
      }),
    ).rejects.toThrow()
  })
})
