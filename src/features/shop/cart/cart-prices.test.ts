import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { cartTotals, reconcileCart, type CatalogueEntry } from './cart'
import { arbCart, item } from './cart.testing'

/** The cart's totals, and the cart checked against the catalogue (removed goods, new prices). */
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
