import type { CollectionConfig, Payload } from 'payload'

import { isEditor } from '@/access'

async function recount(payload: Payload, stationId: number | string | undefined | null) {
  if (stationId === undefined || stationId === null) return
  const { totalDocs } = await payload.count({ collection: 'station-comments', where: { station: { equals: stationId }, approved: { equals: true } } })
  await payload.update({ collection: 'stations', id: stationId, data: { commentsCount: totalDocs }, depth: 0 })
}

const stationIdOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: number }).id : (value as number | undefined))

/** Drivers' comments on a station; the station keeps the count of approved ones. */
export const StationComments: CollectionConfig = {
  slug: 'station-comments',
  admin: { useAsTitle: 'authorName', defaultColumns: ['station', 'authorName', 'approved', 'createdAt'], group: 'Map' },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    afterChange: [
      async ({ doc, previousDoc, req }) => {
        await recount(req.payload, stationIdOf(doc.station))
        const before = stationIdOf(previousDoc?.station)
        if (before && before !== stationIdOf(doc.station)) await recount(req.payload, before)
      },
    ],
    afterDelete: [async ({ doc, req }) => recount(req.payload, stationIdOf(doc.station))],
  },
  fields: [
    { name: 'station', type: 'relationship', relationTo: 'stations', required: true, index: true },
    { name: 'authorName', type: 'text', required: true, maxLength: 80 },
    { name: 'body', type: 'textarea', required: true, maxLength: 2000 },
    { name: 'approved', type: 'checkbox', defaultValue: true, index: true },
  ],
}
