import { describe, expect, it } from 'vitest'

import {
  applyListingQuery,
  facets,
  formatMoney,
  parseListingQuery,
  type GoodView,
} from './catalogue'
import { validateOrderForm, readOrderLines, type OrderForm } from './orders/validate'

const good = (
  id: string,
  price: number | null,
  attributes: GoodView['attributes'],
  over: Partial<GoodView> = {},
): GoodView => ({
  id,
  title: `Good ${id}`,
  category: 'chargers',
  description: '',
  images: [],
  isCommercial: true,
  price,
  availability: 'inStock',
  available: true,
  stock: null,
  featured: false,
  options: [],
  attributes,
  partner: null,
  createdAt: `2026-01-0${id}T00:00:00Z`,
  ...over,
})

describe('category listing', () => {
  const goods = [
    good('1', 500, { powerKw: 11 }),
    good('2', null, { powerKw: 150 }, { availability: 'onOrder' }),
    good('3', 100, { powerKw: 22 }, { featured: true }),
    good('4', 900, { powerKw: 22 }),
  ]

  it('reads sorting and filters from the URL, ignoring what it does not know', () => {
    expect(
      parseListingQuery('chargers', {
        sort: 'price-asc',
        powerKw: '22',
        batteryKw: '50',
        availability: 'inStock',
      }),
    ).toEqual({
      sort: 'price-asc',
      filters: { powerKw: '22', availability: 'inStock' },
    })
    expect(parseListingQuery('chargers', { sort: 'drop table', powerKw: ['11', '22'] })).toEqual({
      sort: 'featured',
      filters: { powerKw: '11' },
    })
  })

  it('filters by attribute and availability and sorts with price on request last', () => {
    expect(
      applyListingQuery(goods, { sort: 'price-asc', filters: {} }, 'en').map((g) => g.id),
    ).toEqual(['3', '1', '4', '2'])
    expect(
      applyListingQuery(goods, { sort: 'price-desc', filters: {} }, 'en').map((g) => g.id),
    ).toEqual(['4', '1', '3', '2'])
    expect(
      applyListingQuery(goods, { sort: 'featured', filters: { powerKw: '22' } }, 'en').map(
        (g) => g.id,
      ),
    ).toEqual(['3', '4'])
    expect(
      applyListingQuery(goods, { sort: 'newest', filters: { availability: 'inStock' } }, 'en').map(
        (g) => g.id,
      ),
    ).toEqual(['4', '3', '1'])
  })

  it('offers the values each attribute takes', () => {
    expect(facets(goods, 'chargers')).toEqual([{ key: 'powerKw', values: ['11', '22', '150'] }])
  })

  it('formats money in the market currency for the locale', () => {
    expect(formatMoney(1090, 'EUR', 'en')).toBe('€1,090.00')
    expect(formatMoney(89, 'MYR', 'en-MY')).toMatch(/^RM\s?89\.00$/)
  })
})

describe('order form rules', () => {
  const form: OrderForm = {
    name: 'Ana',
    phone: '+351 912 345 678',
    company: '',
    delivery: 'delivery',
    country: 'PT',
    city: 'Porto',
    street: 'Rua A',
    building: '1',
    suite: '',
    additionalInfo: '',
    message: '',
    privacyConsent: true,
    purchaseRulesConsent: true,
  }

  it('requires name, phone, consent and, for delivery only, the address', () => {
    expect(validateOrderForm(form, 'en')).toEqual({})
    expect(
      validateOrderForm({ ...form, name: ' ', city: '', privacyConsent: false }, 'en'),
    ).toEqual({ name: 'required', city: 'required', privacyConsent: 'required' })
    expect(validateOrderForm({ ...form, purchaseRulesConsent: false }, 'en')).toEqual({
      purchaseRulesConsent: 'required',
    })
    expect(
      validateOrderForm(
        { ...form, delivery: 'pickup', country: '', city: '', street: '', building: '' },
        'en',
      ),
    ).toEqual({})
  })

  it('says a phone number is invalid, using the locale’s country for local numbers', () => {
    expect(validateOrderForm({ ...form, phone: '12345' }, 'en').phone).toBe('phone')
    expect(validateOrderForm({ ...form, phone: '912 345 678' }, 'pt').phone).toBeUndefined()
    expect(validateOrderForm({ ...form, phone: '050 123 4567' }, 'ua').phone).toBeUndefined()
    expect(validateOrderForm({ ...form, name: 'x'.repeat(200) }, 'en').name).toBe('format')
  })

  it('reads only id, options and quantity of order lines', () => {
    expect(
      readOrderLines([{ id: 5, additional: { length: '5' }, quantity: 2, totalPrice: 1 }]),
    ).toEqual([{ id: '5', additional: { length: '5' }, quantity: 2 }])
    expect(readOrderLines([])).toBeNull()
    expect(readOrderLines([{ id: '5', quantity: 1.5 }])).toBeNull()
    expect(readOrderLines([{ id: '../x', quantity: 1 }])).toBeNull()
    expect(readOrderLines([{ id: '5', quantity: 1, additional: { a: 1 } }])).toBeNull()
  })
})
