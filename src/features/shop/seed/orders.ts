import { eq } from 'drizzle-orm'
import type { Payload } from 'payload'

import { sqlTable } from '@/lib/sql'

/** Markets of the demo orders (code, currency, locale) and how often each orders (weights). */
const demoMarkets = [
  { market: 'default', currency: 'UAH', locale: 'ua', weight: 3 },
  { market: 'en', currency: 'EUR', locale: 'en', weight: 2 },
  { market: 'my', currency: 'MYR', locale: 'my', weight: 1 },
] as const
const statuses = ['new', 'confirmed', 'shipped', 'shipped', 'cancelled'] as const
const sources = [null, null, 'newsletter', 'google', 'linkedin'] as const

/**
 * Orders of the last twelve weeks in the three markets, so the sales desk's "orders per week by
 * market" shows something on a fresh start. Stored through Payload (their lines are rows of their
 * own), already delivered, then dated back. A fixed sequence: every fresh start shows the same.
 */
export async function seedDemoOrders(payload: Payload, now = Date.now()): Promise<void> {
  let state = 4242
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const totalWeight = demoMarkets.reduce((sum, m) => sum + m.weight, 0)
  const { db, table } = sqlTable(payload, 'orders', ['id', 'createdAt', 'updatedAt'])
  const weekMs = 7 * 24 * 60 * 60 * 1000
  let n = 0
  for (let week = 0; week < 12; week++) {
    const count = 1 + Math.floor(next() * 4)
    for (let i = 0; i < count; i++) {
      let r = next() * totalWeight
      const market = demoMarkets.find((m) => (r -= m.weight) < 0) ?? demoMarkets[0]
      const at = new Date(now - (11 - week) * weekMs - Math.floor(next() * weekMs)).toISOString()
      const source = sources[Math.floor(next() * sources.length)]
      const quantity = 1 + Math.floor(next() * 3)
      n += 1
      const order = await payload.create({
        collection: 'orders',
        overrideAccess: true,
        depth: 0,
        data: {
          number: `DEMO-${String(n).padStart(4, '0')}`,
          status: statuses[Math.floor(next() * statuses.length)]!,
          market: market.market,
          currency: market.currency,
          locale: market.locale,
          fulfilment: 'pickup',
          lines: [{ title: 'Type 2 charging cable, 5 m', quantity, unitPrice: 150 }],
          commercialTotal: 150 * quantity,
          customerName: `Demo customer ${n}`,
          phone: '+351912345678',
          privacyConsent: true,
          purchaseRulesConsent: true,
          arrival: {
            ...(source ? { source } : {}),
            landingPage: `/${market.locale}/shop`,
            formPage: `/${market.locale}/shop/cart`,
            market: market.market,
          },
          delivery: { state: 'delivered', attempts: 1, emailSentAt: at },
        },
      })
      await db.update(table).set({ createdAt: at, updatedAt: at }).where(eq(table.id, order.id))
    }
  }
}
