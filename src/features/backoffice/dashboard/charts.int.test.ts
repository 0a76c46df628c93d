import { eq } from 'drizzle-orm'
import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../../tests/support/payload'
import { sqlTable } from '@/lib/sql'

import { directSource, salesCharts, weeksUpTo } from './charts'

/**
 * The sales charts' counts, made by the database (weeks from Monday, UTC; the window of 12 weeks;
 * leads by form, market and source; each source's leads by status; orders by market), on a few
 * records whose creation times are set exactly.
 */
let payload: Payload
// A Wednesday: the last week shown starts on Monday 23 November 2026.
const now = new Date('2026-11-25T12:00:00.000Z')

async function at(collection: string, id: number | string, createdAt: string) {
  const { db, table } = sqlTable(payload, collection, ['id', 'createdAt'])
  await db.update(table).set({ createdAt }).where(eq(table.id, id))
}

async function submission(
  collection: CollectionSlug,
  createdAt: string,
  arrival: Record<string, string>,
  extra: Record<string, unknown> = {},
) {
  const fields =
    collection === 'leads'
      ? { interest: 'start_business', firstName: 'A', lastName: 'B', email: 'a@example.com' }
      : collection === 'partner-requests'
        ? { name: 'P', email: 'p@example.com', interest: 'roaming', privacyPolicy: true }
        : { name: 'C', email: 'c@example.com', message: 'Hello' }
  const doc = await payload.create({
    collection,
    data: { ...fields, arrival, ...extra } as never,
    overrideAccess: true,
  })
  await at(collection, doc.id, createdAt)
}

async function order(createdAt: string, market: string) {
  const doc = await payload.create({
    collection: 'orders',
    data: {
      number: `T-${Math.random().toString(36).slice(2, 8)}`,
      status: 'new',
      market,
      currency: 'EUR',
      fulfilment: 'pickup',
      lines: [{ title: 'Cable', quantity: 1 }],
      commercialTotal: 10,
      customerName: 'O',
      phone: '+351912345678',
      privacyConsent: true,
    },
    overrideAccess: true,
  })
  await at('orders', doc.id, createdAt)
}

beforeAll(async () => {
  payload = await testPayload()
  const newsletter = { source: 'newsletter', campaign: 'spring', market: 'default' }
  // The last week: Monday at midnight is in it, the Sunday before is not.
  await submission('leads', '2026-11-23T00:00:00.000Z', newsletter, { status: 'won' })
  await submission('leads', '2026-11-24T09:00:00.000Z', { market: 'en' })
  await submission('leads', '2026-11-22T23:59:59.000Z', newsletter)
  // Before the twelve weeks: not counted anywhere.
  await submission('leads', '2026-08-30T10:00:00.000Z', newsletter, { status: 'won' })
  await submission('partner-requests', '2026-11-25T08:00:00.000Z', {
    source: 'google',
    market: 'en',
  })
  // The first week shown starts on Monday 7 September.
  await submission('contact-messages', '2026-09-07T00:00:01.000Z', { market: 'my' })
  await order('2026-11-17T10:00:00.000Z', 'default')
  await order('2026-11-18T10:00:00.000Z', 'default')
  await order('2026-11-24T10:00:00.000Z', 'en')
})

describe('sales charts', () => {
  it('shows twelve weeks starting on Mondays, ending with the current one', () => {
    const weeks = weeksUpTo(now)
    expect(weeks).toHaveLength(12)
    expect(weeks.at(-1)).toBe('2026-11-23')
    expect(weeks[0]).toBe('2026-09-07')
    expect(weeksUpTo(new Date('2026-11-23T00:00:00.000Z')).at(-1)).toBe('2026-11-23')
    expect(weeksUpTo(new Date('2026-11-22T23:59:59.000Z')).at(-1)).toBe('2026-11-16')
  })

  it('counts leads per week by form, market and source in the database', async () => {
    const charts = await salesCharts(payload, now)
    const last = (values: number[]) => values.slice(-2)
    const find = (list: { key: string; values: number[] }[], key: string) =>
      list.find((s) => s.key === key)?.values
    expect(last(find(charts.leadsByForm, 'leads')!)).toEqual([1, 2])
    expect(last(find(charts.leadsByForm, 'partner-requests')!)).toEqual([0, 1])
    expect(find(charts.leadsByForm, 'contact-messages')![0]).toBe(1)
    expect(find(charts.leadsByForm, 'contact-messages')!.slice(1)).toEqual(Array(11).fill(0))

    expect(last(find(charts.leadsByMarket, 'default')!)).toEqual([1, 1])
    expect(last(find(charts.leadsByMarket, 'en')!)).toEqual([0, 2])
    expect(find(charts.leadsByMarket, 'my')![0]).toBe(1)

    expect(last(find(charts.leadsBySource, 'newsletter')!)).toEqual([1, 1])
    expect(last(find(charts.leadsBySource, 'google')!)).toEqual([0, 1])
    expect(find(charts.leadsBySource, directSource)!.reduce((a, b) => a + b)).toBe(2)
    // Most leads first (google's one after the two of each other source).
    expect(charts.leadsBySource.map((s) => s.key).at(-1)).toBe('google')
  })

  it("counts each source's leads by status, and orders per week by market", async () => {
    const charts = await salesCharts(payload, now)
    const { statuses, sources } = charts.sourceStatus
    expect(statuses).toEqual(['new', 'contacted', 'qualified', 'won', 'lost'])
    const newsletter = sources.find((s) => s.key === 'newsletter')!.values
    expect(newsletter).toEqual([1, 0, 0, 1, 0])
    expect(sources.find((s) => s.key === directSource)!.values).toEqual([1, 0, 0, 0, 0])
    // Partner requests and contact messages have other statuses: not in this chart.
    expect(sources.find((s) => s.key === 'google')).toBeUndefined()

    const orders = Object.fromEntries(charts.ordersByMarket.map((s) => [s.key, s.values]))
    expect(orders.default!.slice(-2)).toEqual([2, 0])
    expect(orders.en!.slice(-2)).toEqual([0, 1])
  })
})
