import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { parseStoredCart, serializeCart } from './cart'
import { fallbackMarket, marketForLocale } from './markets'
import { arbCart, item } from './cart.testing'

/** The cart in the browser's storage, and which stored cart a locale uses. */
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
