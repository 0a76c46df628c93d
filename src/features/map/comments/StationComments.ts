import type { CollectionConfig, PayloadRequest } from 'payload'

import { editorsWrite, isEditor } from '@/access'
import { adminNames } from '@/i18n/backoffice/labels'

/**
 * Recounts inside the same request (and so the same transaction on PostgreSQL). The station is
 * written only when its count changes: a comment waiting for moderation does not touch the station
 * (nor make every open map reload its pins).
 */
async function recount(req: PayloadRequest, stationId: number | string | undefined | null) {
  if (stationId === undefined || stationId === null) return
  const { totalDocs } = await req.payload.count({
    collection: 'station-comments',
    where: { station: { equals: stationId }, approved: { equals: true } },
    req,
    overrideAccess: true,
  })
  const station = await req.payload.findByID({
    collection: 'stations',
    id: stationId,
    depth: 0,
    select: { commentsCount: true },
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  if (station && (station.commentsCount ?? 0) === totalDocs) return
  await req.payload.update({
    collection: 'stations',
    id: stationId,
    data: { commentsCount: totalDocs },
    depth: 0,
    req,
    overrideAccess: true,
  })
}

const stationIdOf = (value: unknown) =>
  typeof value === 'object' && value !== null
    ? (value as { id: number }).id
    : (value as number | undefined)

/**
 * Drivers' comments on a station. Anyone may post one from the map (POST
 * /api/v1/stations/{id}/comments); it waits unapproved until an editor ticks "approved" here. The
 * station keeps the count of approved ones.
 */
export const StationComments: CollectionConfig = {
  slug: 'station-comments',
  labels: adminNames(
    ['Station comment', 'Station comments'],
    ['Comentário de posto', 'Comentários de postos'],
    ['Коментар до станції', 'Коментарі до станцій'],
  ),
  admin: {
    useAsTitle: 'authorName',
    defaultColumns: ['station', 'authorName', 'body', 'approved', 'createdAt'],
    listSearchableFields: ['authorName', 'body'],
    group: 'Map',
    description:
      'Comments posted on the map wait here unapproved: filter by "approved" to find them, tick it to publish one.',
  },
  defaultSort: '-createdAt',
  access: editorsWrite(isEditor),
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
    {
      name: 'approved',
      type: 'checkbox',
      // Public posts are never shown before an editor has read them.
      defaultValue: false,
      index: true,
      admin: { description: 'Shown on the map (and counted) only when approved.' },
    },
  ],
}
