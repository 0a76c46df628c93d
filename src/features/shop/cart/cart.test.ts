import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  addToCart,
  cartTotals,
  parseStoredCart,
  reconcileCart,
  removeFromCart,
  removeLine,
  serializeCart,
  setLineQuantity,
  type CartItem,
  type CatalogueEntry,
} from './cart'
import { fallbackMarket, marketForLocale } from './storage'

const item = (over: Partial<CartItem> = {}): CartItem => ({
  id: '1',
  title: 'Wallbox 22',
  section: 'chargers',
  additional: {},
  quantity: 1,
  totalPrice: 100,
  isCommercial: true,
  ...over,
})

const arbItem = fc.record({
  id: fc.constantFrom('1', '2', '3'),
  title: fc.string(),
  section: fc.constantFrom('chargers', 'ev', 'souvenirs'),
  additional: fc.dictionary(fc.constantFrom('length', 'colour'), fc.constantFrom('5', '7', 'red')),
  quantity: fc.integer({ min: 1, max: 20 }),
  totalPrice: fc.option(
    fc.integer({ min: 0, max: 100_000 }).map((n) => n / 100),
    { nil: null },
  ),
  isCommercial: fc.boolean(),
})
const arbCart = fc
  .array(arbItem, { maxLength: 8 })
  .map((items) => items.reduce((cart, i) => addToCart(cart, i), [] as CartItem[]))

describe('adding to the cart', () => {
  it('adds the quantity to a line with the same id and options', () => {
    const cart = addToCart(addToCart([], item({ quantity: 2 })), item({ quantity: 3 }))
    expect(cart).toHaveLength(1)
    expect(cart[0]!.quantity).toBe(5)
  })

  it('replaces the quantity with isAdd off', () => {
    const cart = addToCart(addToCart([], item({ quantity: 2 })), item({ quantity: 7 }), false)
    expect(cart.map((l) => l.quantity)).toEqual([7])
  })

  it('makes a new line for a new combination of id and options', () => {
    let cart = addToCart([], item({ additional: { length: '5' } }))
    cart = addToCart(cart, item({ additional: { length: '7' } }))
    cart = addToCart(cart, item({ id: '2', additional: { length: '5' } }))
    expect(cart.map((l) => [l.id, l.additional.length])).toEqual([
      ['1', '5'],
      ['1', '7'],
      ['2', '5'],
    ])
  })

  it('treats option order as irrelevant', () => {
    const cart = addToCart(
      addToCart([], item({ additional: { a: '1', b: '2' } })),
      item({ additional: { b: '2', a: '1' } }),
    )
    expect(cart).toHaveLength(1)
  })

  it('property: same id and options always merge, quantities add up', () => {
    fc.assert(
      fc.property(arbCart, arbItem, fc.integer({ min: 1, max: 50 }), (cart, base, n) => {
        const once = addToCart(cart, base)
        const twice = addToCart(once, { ...base, quantity: n })
        expect(twice).toHaveLength(once.length)
        const before = once.find(
          (l) =>
            l.id === base.id && JSON.stringify(l.additional) === JSON.stringify(base.additional),
        )
        const after = twice.find(
          (l) =>
            l.id === base.id && JSON.stringify(l.additional) === JSON.stringify(base.additional),
        )
        if (before && after) expect(after.quantity).toBe(Math.min(999, before.quantity + n))
      }),
    )
  })

  it('property: with isAdd off the line ends with exactly the given quantity, others untouched', () => {
    fc.assert(
      fc.property(arbCart, arbItem, (cart, it) => {
        const next = addToCart(cart, it, false)
        const line = next.find(
          (l) =>
            l.id === it.id &&
            Object.keys(l.additional).length === Object.keys(it.additional).length &&
            Object.entries(it.additional).every(([k, v]) => l.additional[k] === v),
        )
        expect(line?.quantity).toBe(it.quantity)
        expect(next.length - cart.length).toBeLessThanOrEqual(1)
      }),
    )
  })

  it('property: the cart never has two lines with the same id and options', () => {
    fc.assert(
      fc.property(fc.array(arbItem, { maxLength: 20 }), (items) => {
        const cart = items.reduce((c, i) => addToCart(c, i), [] as CartItem[])
        const keys = cart.map((l) => l.id + JSON.stringify(Object.entries(l.additional).sort()))
        expect(new Set(keys).size).toBe(keys.length)
      }),
    )
  })
})

describe('removing from the cart', () => {
  it('deletes the first line with that id only', () => {
    let cart = addToCart([], item({ additional: { length: '5' } }))
    cart = addToCart(cart, item({ id: '2' }))
    cart = addToCart(cart, item({ additional: { length: '7' } }))
    expect(removeFromCart(cart, '1').map((l) => [l.id, l.additional.length])).toEqual([
      ['2', undefined],
      ['1', '7'],
    ])
    expect(removeFromCart(cart, '9')).toBe(cart)
  })

  it('property: removal drops exactly one line when the id is present and keeps the order of the rest', () => {
    fc.assert(
      fc.property(arbCart, fc.constantFrom('1', '2', '3', '4'), (cart, id) => {
        const next = removeFromCart(cart, id)
        const index = cart.findIndex((l) => l.id === id)
        if (index === -1) expect(next).toEqual(cart)
        else expect(next).toEqual([...cart.slice(0, index), ...cart.slice(index + 1)])
      }),
    )
  })

  it('removes or changes one exact line from the cart page', () => {
    let cart = addToCart(
      addToCart([], item({ additional: { length: '5' } })),
      item({ additional: { length: '7' } }),
    )
    cart = setLineQuantity(cart, { id: '1', additional: { length: '7' } }, 4)
    expect(cart.map((l) => l.quantity)).toEqual([1, 4])
    expect(setLineQuantity(cart, cart[0]!, 0)[0]!.quantity).toBe(1)
    expect(
      removeLine(cart, { id: '1', additional: { length: '7' } }).map((l) => l.additional.length),
    ).toEqual(['5'])
  })
})

describe('storage', () => {
  it('clearing stores null, and null or absent reloads as an empty cart', () => {
    expect(serializeCart(null)).toBe('null')
    expect(serializeCart([])).toBe('null')
    expect(parseStoredCart('null')).toEqual([])
    expect(parseStoredCart(null)).toEqual([])
    expect(parseStoredCart(undefined)).toEqual([])
    expect(parseStoredCart('{not json')).toEqual([])
    expect(parseStoredCart('{"a":1}')).toEqual([])
  })

  it('property: a cart survives a round trip through storage', () => {
    fc.assert(
      fc.property(arbCart, (cart) => {
        expect(parseStoredCart(serializeCart(cart))).toEqual(
          cart.map((l) => ({ ...l, image: l.image ?? null })),
        )
      }),
    )
  })

  it('drops stored lines that are not cart lines', () => {
    const raw = JSON.stringify([
      item(),
      { id: '', quantity: 1 },
      { id: 3, quantity: -1 },
      { id: 4, quantity: 1, totalPrice: 'free' },
      7,
    ])
    expect(parseStoredCart(raw).map((l) => l.id)).toEqual(['1'])
  })

  it('uses cart, cartMY or cartEN by market', () => {
    expect(fallbackMarket('en').cartStorageKey).toBe('cartEN')
    expect(fallbackMarket('my').cartStorageKey).toBe('cartMY')
    expect(fallbackMarket('ua').cartStorageKey).toBe('cart')
    expect(fallbackMarket('pt').cartStorageKey).toBe('cart')
    const markets = [
      { code: 'en', currency: 'EUR', cartStorageKey: 'cartEN', localeCodes: ['en'] },
      {
        code: 'default',
        currency: 'UAH',
        cartStorageKey: 'cart',
        localeCodes: [],
        isDefault: true,
      },
    ]
    expect(marketForLocale(markets, 'en').currency).toBe('EUR')
    expect(marketForLocale(markets, 'pt').cartStorageKey).toBe('cart')
    expect(marketForLocale([], 'my').cartStorageKey).toBe('cartMY')
  })
})

describe('totals', () => {
  it('sums totalPrice × quantity split into commercial and bonus totals with flags', () => {
    const cart = [
      item({ totalPrice: 19.99, quantity: 3 }),
      item({ id: '2', totalPrice: 150, quantity: 2, isCommercial: false }),
      item({ id: '3', totalPrice: null }),
    ]
    expect(cartTotals(cart)).toEqual({
      commercial: 59.97,
      bonus: 300,
      hasCommercial: true,
      hasBonus: true,
      hasPriceOnRequest: true,
      count: 6,
    })
    expect(cartTotals([])).toEqual({
      commercial: 0,
      bonus: 0,
      hasCommercial: false,
      hasBonus: false,
      hasPriceOnRequest: false,
      count: 0,
    })
  })

  it('property: totals equal the sums over each kind', () => {
    fc.assert(
      fc.property(arbCart, (cart) => {
        const totals = cartTotals(cart)
        const sum = (commercial: boolean) =>
          cart
            .filter((l) => l.isCommercial === commercial)
            .reduce((s, l) => s + (l.totalPrice ?? 0) * l.quantity, 0)
        expect(totals.commercial).toBeCloseTo(sum(true), 2)
        expect(totals.bonus).toBeCloseTo(sum(false), 2)
        expect(totals.hasCommercial).toBe(cart.some((l) => l.isCommercial))
        expect(totals.hasBonus).toBe(cart.some((l) => !l.isCommercial))
        expect(totals.count).toBe(cart.reduce((s, l) => s + l.quantity, 0))
      }),
    )
  })
})

describe('reconciling with the catalogue', () => {
  const entry = (over: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
    id: '1',
    title: 'Wallbox 22',
    section: 'chargers',
    image: null,
    price: 100,
    isCommercial: true,
    available: true,
    options: {},
    ...over,
  })

  it('drops removed goods, takes over new prices and reports both', () => {
    const cart = [item(), item({ id: '2', title: 'Old cable' }), item({ id: '3', totalPrice: 1 })]
    const { cart: next, changes } = reconcileCart(cart, {
      '1': entry(),
      '3': entry({ id: '3', title: 'Adapter', price: 45 }),
    })
    expect(next.map((l) => [l.id, l.totalPrice])).toEqual([
      ['1', 100],
      ['3', 45],
    ])
    expect(changes).toEqual([
      { kind: 'removed', id: '2', title: 'Old cable' },
      { kind: 'repriced', id: '3', title: 'Adapter', from: 1, to: 45 },
    ])
  })

  it('drops lines whose good is unavailable or whose option no longer exists', () => {
    const cart = [item({ additional: { length: '9' } }), item({ id: '2' })]
    const { cart: next, changes } = reconcileCart(cart, {
      '1': entry({ options: { length: ['5', '7'] } }),
      '2': entry({ id: '2', available: false }),
    })
    expect(next).toEqual([])
    expect(changes.map((c) => c.kind)).toEqual(['removed', 'removed'])
  })

  it('property: an up-to-date cart is unchanged', () => {
    fc.assert(
      fc.property(arbCart, (cart) => {
        const catalogue = Object.fromEntries(
          cart.map((l) => [
            l.id,
            entry({
              id: l.id,
              title: l.title,
              section: l.section,
              price: l.totalPrice,
              isCommercial: l.isCommercial,
              options: Object.fromEntries(Object.entries(l.additional).map(([k, v]) => [k, [v]])),
            }),
          ]),
        )
        // lines of one id with different option sets cannot all match one catalogue entry: skip
        // those
        const ids = cart.map((l) => l.id)
        fc.pre(new Set(ids).size === ids.length)
        const { cart: next, changes } = reconcileCart(cart, catalogue)
        expect(changes).toEqual([])
        expect(next.map((l) => l.totalPrice)).toEqual(cart.map((l) => l.totalPrice))
      }),
    )
  })
})
