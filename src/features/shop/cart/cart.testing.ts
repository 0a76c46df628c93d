import fc from 'fast-check'

import { addToCart, type CartItem } from './cart'

/** Cart lines for the cart's tests: one by hand, and arbitrary lines and carts for properties. */
export const item = (over: Partial<CartItem> = {}): CartItem => ({
  id: '1',
  title: 'Wallbox 22',
  section: 'chargers',
  additional: {},
  quantity: 1,
  totalPrice: 100,
  isCommercial: true,
  ...over,
})

export const arbItem = fc.record({
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
export const arbCart = fc
  .array(arbItem, { maxLength: 8 })
  .map((items) => items.reduce((cart, i) => addToCart(cart, i), [] as CartItem[]))
