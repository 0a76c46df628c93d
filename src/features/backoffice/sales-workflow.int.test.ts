import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { csvExportEndpoint } from '@/features/forms/export'

import {
  as,
  backofficeAccounts,
  newLead as leadFor,
  stamp,
  type Account,
} from './backoffice.testing'

/**
 * Sales' work on a record: status, owner and notes kept in its history (one entry per record in a
 * bulk edit), who may own it, and the CSV exports of orders and payments.
 */
let payload: Payload
let sales: Account<'sales'>
let admin: Account<'admin'>
let editorId: number
const newLead = (extra: Record<string, unknown> = {}) => leadFor(payload, extra)

beforeAll(async () => {
  ;({ payload, sales, admin, editorId } = await backofficeAccounts())
})

describe('lead workflow: the history', () => {
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
})

describe('lead workflow: owners', () => {
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
