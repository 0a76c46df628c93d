import type { Payload } from 'payload'

/** How many published stations there are (each has a `location/{id}` page). */
export async function publishedStationCount(payload: Payload): Promise<number> {
  return (
    await payload.count({
      collection: 'stations',
      where: { publish: { equals: true } },
      overrideAccess: true,
    })
  ).totalDocs
}

/**
 * One page (1-based) of published stations' public ids and last changes, in a stable order, for the
 * sitemap.
 */
export async function publishedStationPage(
  payload: Payload,
  page: number,
  size: number,
): Promise<{ id: string; updatedAt: string }[]> {
  const { docs } = await payload.find({
    collection: 'stations',
    where: { publish: { equals: true } },
    select: { publicId: true, ocpiId: true, updatedAt: true },
    sort: 'id',
    limit: size,
    page,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((d) => ({ id: d.publicId ?? d.ocpiId, updatedAt: d.updatedAt }))
}
