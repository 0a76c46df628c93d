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
