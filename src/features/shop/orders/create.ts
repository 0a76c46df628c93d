import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'

import type { Arrival } from '@/features/forms/arrival'
import { claimedDelivery } from '@/features/forms/delivery/queue'
import type { Locale } from '@/i18n/locales'
import type { Order } from '@/payload-types'

import { catalogueFor } from '../queries'
import type { OrderForm, OrderLineInput } from './validate'

const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'

/** A human-readable order number: date and four unambiguous characters, e.g. 261122-7KQ4. */
export function orderNumber(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '')
  let suffix = ''
  for (let i = 0; i < 4; i++) suffix += alphabet[randomInt(alphabet.length)]
  return `${date}-${suffix}`
}

type PricedLine = {
  good: number
  title: string
  options: string
  quantity: number
  unitPrice: number | null
  lineTotal: number | null
}

type PlaceOrderResult =
  | { ok: true; order: Order }
  | { ok: false; reason: 'cart_changed'; ids: string[] }
  | { ok: false; reason: 'no_commercial_lines' }

/**
 * Prices every line from the catalogue of the locale's market (the browser's prices are never
 * read), then stores the order. Bonus goods are bought in the app, so they are not part of an
 * order; a line whose good is gone, unavailable or has an unknown option makes the whole order
 * answer `cart_changed`.
 */
export async function placeOrder(
  payload: Payload,
  locale: Locale,
  form: OrderForm,
  input: OrderLineInput[],
  arrival: Arrival = {},
): Promise<PlaceOrderResult> {
  const { market, entries, optionNames } = await catalogueFor(
    payload,
    locale,
    input.map((l) => l.id),
  )
  const changed: string[] = []
  const lines: PricedLine[] = []
  for (const line of input) {
    const entry = entries[line.id]
    const optionsOk =
      entry !== undefined &&
      Object.entries(line.additional).every(([k, v]) => entry.options[k]?.includes(v)) &&
      Object.keys(entry.options).every((k) => k in line.additional)
    if (!entry || !entry.available || !optionsOk) {
      changed.push(line.id)
      continue
    }
    if (!entry.isCommercial) continue
    lines.push({
      good: Number(entry.id),
      title: entry.title,
      // As the cart said it, in the order's language: "Cable length: 5 m", not "length: 5".
      options: Object.entries(line.additional)
        .map(([k, v]) => {
          const names = optionNames[line.id]?.[k]
          return `${names?.label || k}: ${names?.values[v] || v}`
        })
        .join(', '),
      quantity: line.quantity,
      unitPrice: entry.price,
      lineTotal: entry.price === null ? null : Math.round(entry.price * line.quantity * 100) / 100,
    })
  }
  if (changed.length) return { ok: false, reason: 'cart_changed', ids: changed }
  if (!lines.length) return { ok: false, reason: 'no_commercial_lines' }
  const commercialTotal = Math.round(lines.reduce((s, l) => s + (l.lineTotal ?? 0), 0) * 100) / 100
  const address =
    form.delivery === 'delivery'
      ? {
          country: form.country,
          city: form.city,
          street: form.street,
          building: form.building,
          suite: form.suite,
          additionalInfo: form.additionalInfo,
        }
      : {}
  for (let attempt = 0; ; attempt++) {
    try {
      const order = await payload.create({
        collection: 'orders',
        overrideAccess: true,
        data: {
          number: orderNumber(),
          status: 'new',
          market: market.code,
          currency: market.currency,
          locale,
          fulfilment: form.delivery,
          lines,
          commercialTotal,
          hasPriceOnRequest: lines.some((l) => l.unitPrice === null),
          customerName: form.name,
          phone: form.phone,
          company: form.company || undefined,
          shippingAddress: address,
          message: form.message || undefined,
          privacyConsent: true,
          purchaseRulesConsent: true,
          arrival: { ...arrival, market: market.code },
          // stored already queued and claimed for the announcement to sales (see announce.ts)
          delivery: claimedDelivery(),
        },
      })
      return { ok: true, order }
    } catch (error) {
      // an order number taken by another order: draw again (a few times), anything else is a real
      // failure
      if (attempt >= 3 || !/unique|number/i.test(String((error as Error).message))) throw error
    }
  }
}
