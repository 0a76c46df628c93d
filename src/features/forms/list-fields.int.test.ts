import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../tests/support/payload'
import { newLead } from '../backoffice/backoffice.testing'

/**
 * Lists show a lead's visit and delivery as plain columns ("Source", "Delivery state"), twins that
 * read the groups' stored values and filter and sort by them; the groups' own fields are not list
 * columns or filters, where Payload would name them by their path ("Visit > Source").
 */
let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

describe('plain list columns of a submission', () => {
  it('read, filter and sort by the visit and the delivery', async () => {
    const source = `newsletter-${Date.now()}`
    const lead = await newLead(payload, {
      arrival: { source, medium: 'email', market: 'en' },
      delivery: { state: 'failed' },
    })
    const read = await payload.findByID({ collection: 'leads', id: lead.id })
    expect(read).toMatchObject({
      visitSource: source,
      visitMedium: 'email',
      visitMarket: 'en',
      deliveryState: 'failed',
    })
    const { docs } = await payload.find({
      collection: 'leads',
      where: { visitSource: { equals: source }, deliveryState: { equals: 'failed' } },
      sort: '-visitSource',
    })
    expect(docs.map((d) => d.id)).toEqual([lead.id])
  })

  it('puts each twin before the group it reads, for the filter row that takes the first field of a path', () => {
    // Payload's filter row finds its field by its path, the first of that path: the group's own
    // field (kept out of filters) made the "Delivery state" row disabled.
    for (const slug of ['leads', 'contact-messages', 'orders'] as const) {
      const fields = payload.collections[slug].config.fields
      for (const path of ['delivery.state', 'arrival.source']) {
        const twin = fields.findIndex((f) => 'virtual' in f && f.virtual === path)
        const group = fields.findIndex((f) => 'name' in f && f.name === path.split('.')[0])
        expect(twin, `${slug} ${path}`).toBeGreaterThanOrEqual(0)
        expect(twin, `${slug} ${path}`).toBeLessThan(group)
      }
    }
  })

  it('keeps the groups’ own fields out of list columns and filters', () => {
    const fields = payload.collections.leads.config.flattenedFields
    for (const group of ['arrival', 'delivery']) {
      const inner = fields.find((f) => f.name === group) as {
        flattenedFields: { admin?: object }[]
      }
      for (const field of inner.flattenedFields)
        expect(field.admin).toMatchObject({ disableListColumn: true, disableListFilter: true })
    }
  })
})
