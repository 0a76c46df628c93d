import type { CollectionConfig, PayloadRequest } from 'payload'

import { isEditor } from '@/access'

/** Recounts inside the same request (and so the same transaction on PostgreSQL). */
async function recount(req: PayloadRequest, stationId: number | string | undefined | null) {
  if (stationId === undefined || stationId === null) return
  const { totalDocs } = await req.payload.count({ collection: 'station-comments', where: { station: { equals: stationId }, approved: { equals: true } }, req, overrideAccess: true })
  await req.payload.update({ collection: 'stations', id: stationId, data: { commentsCount: totalDocs }, depth: 0, req, overrideAccess: true })
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
        await recount(req, stationIdOf(doc.station))
        const before = stationIdOf(previousDoc?.station)
        if (before && before !== stationIdOf(doc.station)) await recount(req, before)
      },
    ],
    afterDelete: [async ({ doc, req }) => recount(req, stationIdOf(doc.station))],
  },
  fields: [
    { name: 'station', type: 'relationship', relationTo: 'stations', required: true, index: true },
    { name: 'authorName', type: 'text', required: true, maxLength: 80 },
    { name: 'body', type: 'textarea', required: true, maxLength: 2000 },
    { name: 'approved', type: 'checkbox', defaultValue: true, index: true },
  ],
}
