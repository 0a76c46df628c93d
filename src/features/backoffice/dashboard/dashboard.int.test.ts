import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { retryDelivery } from '@/features/forms/delivery/queue'
import { retryDeliveryEndpoint } from '@/features/forms/delivery/retry'
import { sqlTable } from '@/lib/sql'

import { backofficeAccounts, newLead as leadFor, stamp, type Account } from '../backoffice.testing'
import { failedDeliveries, newSince } from './sales'
import { touchVisit, type DashboardUser } from './visits'

/**
 * The dashboard's data (visits, what arrived, failed deliveries) and its "Retry now" on a failed
 * delivery, for the roles that may.
 */
let payload: Payload
let sales: Account<'sales'>
let editorId: number
const newLead = (extra: Record<string, unknown> = {}) => leadFor(payload, extra)

beforeAll(async () => {
  ;({ payload, sales, editorId } = await backofficeAccounts())
})

describe('Retry now', () => {
  async function failedContact() {
    const doc = await payload.create({
      collection: 'contact-messages',
      data: {
        name: 'Failed',
        email: `failed-${stamp}-${Math.random()}@example.com`,
        message: 'x',
        delivery: { state: 'failed', attempts: 5, lastError: 'e-mail: ECONNREFUSED' },
      } as never,
      overrideAccess: true,
    })
    return doc
  }
  const call = (user: unknown, body: unknown) =>
    retryDeliveryEndpoint.handler(
      Object.assign(
        new Request('http://localhost/api/delivery/retry', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
        {
          payload,
          user,
        },
      ) as never,
    )

  it('resets only a record that is still failed, once', async () => {
    const doc = await failedContact()
    expect(await retryDelivery(payload, 'contact-messages', doc.id)).toBe(true)
    expect(await retryDelivery(payload, 'contact-messages', doc.id)).toBe(false)
    const after = await payload.findByID({ collection: 'contact-messages', id: doc.id })
    // Queued again with the full number of attempts (steps already sent keep their times and are
    // skipped).
    expect(after.delivery).toMatchObject({ state: 'pending', attempts: 0, dueAt: null })
  })

  it('is for sales and admins, on failed records, and runs the delivery at once', async () => {
    const doc = await failedContact()
    const body = { collection: 'contact-messages', id: doc.id }
    expect((await call(null, body)).status).toBe(401)
    expect(
      (await call({ id: editorId, roles: ['editor'], collection: 'users' }, body)).status,
    ).toBe(403)
    expect((await call(sales, { collection: 'users', id: doc.id })).status).toBe(400)
    expect((await call(sales, { collection: 'contact-messages', id: 'x; drop' })).status).toBe(400)
    expect((await call(sales, { collection: 'contact-messages', id: 987654321 })).status).toBe(404)
    const response = await call(sales, body)
    expect(response.status).toBe(200)
    // No SMTP_URL or webhook in this test file: the attempt runs at once and says nothing was sent.
    expect(await response.json()).toEqual({ ok: true, outcome: 'skipped' })
    expect(
      (await payload.findByID({ collection: 'contact-messages', id: doc.id })).delivery?.state,
    ).toBe('skipped')
    // A record already queued again has nothing to retry.
    const queued = await failedContact()
    expect(await retryDelivery(payload, 'contact-messages', queued.id)).toBe(true)
    expect((await call(sales, { collection: 'contact-messages', id: queued.id })).status).toBe(409)
  })
})

describe('dashboard data', () => {
  it('counts from the previous visit; a new visit starts after a pause', async () => {
    const { db, table } = sqlTable(payload, 'users', ['id', 'lastActiveAt', 'previousVisitAt'])
    const { eq } = await import('drizzle-orm')
    const read = async () =>
      (await payload.findByID({
        collection: 'users',
        id: sales.id,
        overrideAccess: true,
      })) as unknown as DashboardUser
    await db
      .update(table)
      .set({ lastActiveAt: null, previousVisitAt: null })
      .where(eq(table.id, sales.id))
    const t0 = Date.parse('2026-11-01T09:00:00.000Z')
    expect(await touchVisit(payload, await read(), t0)).toBeNull() // first visit ever
    expect(await touchVisit(payload, await read(), t0 + 10 * 60_000)).toBeNull() // same visit
    const since = await touchVisit(payload, await read(), t0 + 3 * 3600_000) // next visit
    expect(since).toBe('2026-11-01T09:10:00.000Z')
  })

  it('shows sales what arrived since a moment, and the failed deliveries', async () => {
    const since = new Date(Date.now() - 1000).toISOString()
    const lead = await newLead({ firstName: 'Dashboard' })
    // "New" is the status: a lead sales already contacted is neither counted nor listed.
    const worked = await newLead({ firstName: 'Worked', status: 'contacted' })
    const groups = await newSince(payload, sales as unknown as DashboardUser, since)
    const leads = groups.find((g) => g.collection === 'leads')!
    expect(leads.rows.map((r) => r.id)).toContain(lead.id)
    expect(leads.rows.map((r) => r.id)).not.toContain(worked.id)
    const { totalDocs: newLeads } = await payload.count({
      collection: 'leads',
      where: { and: [{ createdAt: { greater_than: since } }, { status: { equals: 'new' } }] },
    })
    expect(leads.total).toBe(newLeads)
    const failed = await payload.create({
      collection: 'partner-requests',
      data: {
        name: 'F',
        email: `f-${stamp}@example.com`,
        phone: '+351912345678',
        phoneCountry: 'PT',
        interest: 'roaming',
        privacyPolicy: true,
        delivery: { state: 'failed', lastError: 'webhook: HTTP 500' },
      } as never,
      overrideAccess: true,
    })
    const rows = await failedDeliveries(payload, sales as unknown as DashboardUser)
    expect(rows).toContainEqual(
      expect.objectContaining({
        collection: 'partner-requests',
        id: failed.id,
        extra: 'webhook: HTTP 500',
      }),
    )
  })
})
