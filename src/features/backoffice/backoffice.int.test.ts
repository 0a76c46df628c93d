import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { retryDelivery } from '@/features/forms/delivery-queue'
import { csvExportEndpoint } from '@/features/forms/export'
import { retryDeliveryEndpoint } from '@/features/forms/retry'
import { sqlTable } from '@/lib/sql'

import { testPayload } from '../../../tests/support/payload'
import { failedDeliveries, newSince, touchVisit, type DashboardUser } from './dashboard-data'

let payload: Payload
let sales: { id: number; email: string; roles: ['sales']; collection: 'users' }
let admin: { id: number; email: string; roles: ['admin']; collection: 'users' }
let editorId: number
const stamp = Date.now().toString(36)
const as = (user: { id: number; email: string; roles: string[] }) => ({
  user: { ...user, collection: 'users' as const },
  overrideAccess: false,
})

async function newLead(extra: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'leads',
    data: {
      interest: 'offer_my_locations',
      firstName: 'Ana',
      lastName: 'Lima',
      phone: '+351912345678',
      phoneCountry: 'PT',
      email: `ana-${stamp}-${Math.random()}@example.pt`,
      country: 'PT',
      address: 'Rua 1',
      ...extra,
    } as never,
    overrideAccess: true,
  })
}

beforeAll(async () => {
  payload = await testPayload()
  const user = async (role: 'sales' | 'admin' | 'editor') =>
    payload.create({
      collection: 'users',
      data: { email: `${role}-${stamp}@example.com`, password: 'a-long-password-1', roles: [role] },
    })
  const s = await user('sales')
  const a = await user('admin')
  editorId = (await user('editor')).id as number
  sales = { id: s.id as number, email: s.email, roles: ['sales'], collection: 'users' }
  admin = { id: a.id as number, email: a.email, roles: ['admin'], collection: 'users' }
})

describe('lead workflow', () => {
  it('records status, owner and notes in the history with who and when; nobody writes the history itself', async () => {
    const lead = await newLead()
    const before = Date.now()
    const forged = [
      {
        at: '2020-01-01T00:00:00.000Z',
        byEmail: 'ceo@example.com',
        change: 'note' as const,
        note: 'forged',
      },
    ]
    const updated = await payload.update({
      collection: 'leads',
      id: lead.id,
      data: {
        status: 'contacted',
        owner: sales.id,
        note: '  Called, wants a demo  ',
        history: forged,
      },
      ...as(sales),
    })
    expect(
      updated.history?.map((h) => ({
        change: h.change,
        from: h.from ?? null,
        to: h.to ?? null,
        note: h.note ?? null,
        byEmail: h.byEmail,
        byId: h.byId,
      })),
    ).toEqual([
      {
        change: 'status',
        from: 'new',
        to: 'contacted',
        note: null,
        byEmail: sales.email,
        byId: sales.id,
      },
      {
        change: 'owner',
        from: null,
        to: sales.email,
        note: null,
        byEmail: sales.email,
        byId: sales.id,
      },
      {
        change: 'note',
        from: null,
        to: null,
        note: 'Called, wants a demo',
        byEmail: sales.email,
        byId: sales.id,
      },
    ])
    expect(Date.parse(updated.history![0]!.at)).toBeGreaterThanOrEqual(before - 1000)
    expect((updated as { note?: unknown }).note).toBeUndefined()

    // Not even the site itself (access overridden) replaces the history: entries only ever get
    // added.
    const rewritten = await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { history: forged, status: 'qualified' },
      overrideAccess: true,
    })
    expect(rewritten.history?.map((h) => h.change)).toEqual(['status', 'owner', 'note', 'status'])
    expect(rewritten.history?.at(-1)).toMatchObject({
      byEmail: 'system',
      from: 'contacted',
      to: 'qualified',
    })
  })

  it('records a bulk status change for each record', async () => {
    const [a, b] = [
      await newLead({ company: `bulk-${stamp}` }),
      await newLead({ company: `bulk-${stamp}` }),
    ]
    const result = await payload.update({
      collection: 'leads',
      where: { company: { equals: `bulk-${stamp}` } },
      data: { status: 'lost' },
      ...as(admin),
    })
    expect(result.errors).toEqual([])
    for (const id of [a.id, b.id]) {
      const doc = await payload.findByID({ collection: 'leads', id })
      expect(doc.history).toHaveLength(1)
      expect(doc.history![0]).toMatchObject({
        change: 'status',
        from: 'new',
        to: 'lost',
        byEmail: admin.email,
      })
    }
  })

  it('owners are sales or admins; sales see those colleagues and not editors', async () => {
    const lead = await newLead()
    await expect(
      payload.update({ collection: 'leads', id: lead.id, data: { owner: editorId }, ...as(sales) }),
    ).rejects.toThrow()
    const seen = await payload.find({ collection: 'users', limit: 100, ...as(sales) })
    const ids = seen.docs.map((u) => u.id)
    expect(ids).toContain(sales.id)
    expect(ids).toContain(admin.id)
    expect(ids).not.toContain(editorId)
    // Their colleagues' dashboard timestamps and language stay private.
    const colleague = seen.docs.find((u) => u.id === admin.id) as unknown as Record<string, unknown>
    expect(colleague.lastActiveAt).toBeUndefined()
    expect(colleague.language).toBeUndefined()
  })
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
    const { db, table } = sqlTable(payload, 'users')
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
    const groups = await newSince(payload, sales as unknown as DashboardUser, since)
    const leads = groups.find((g) => g.collection === 'leads')!
    expect(leads.rows.map((r) => r.id)).toContain(lead.id)
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

describe('CSV exports of orders and payments', () => {
  it('write readable headers and labels, for sales and admins only', async () => {
    const request = (collection: 'orders' | 'payments', roles: string[]) =>
      csvExportEndpoint(collection).handler({
        payload,
        user: { id: 1, roles, collection: 'users' },
        query: {},
      } as never)
    const orders = await request('orders', ['sales'])
    expect(orders.status).toBe(200)
    const header = (await orders.text()).split('\r\n')[0]
    expect(header).toContain('Delivery or pick up')
    expect(header).toContain('Shipping address city')
    expect(header).toContain('Delivery state')
    const payments = await request('payments', ['admin'])
    expect((await payments.text()).split('\r\n')[0]).toBe(
      'ID,Reference,Created at,State,Failure reason,Amount,Amount (minor units),Currency,E-mail,Station (OCPI id),Station name,Connector (EVSE uid:connector id),Provider,Provider reference,Paid at',
    )
    expect((await request('orders', ['editor'])).status).toBe(403)
    expect((await request('payments', ['editor'])).status).toBe(403)
  })
})
