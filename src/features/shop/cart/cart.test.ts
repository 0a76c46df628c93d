import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { addToCart, removeFromCart, removeLine, setLineQuantity, type CartItem } from './cart'
import { arbCart, arbItem, item } from './cart.testing'

/** Adding and removing lines: one line per good and options, quantities added up. */
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
