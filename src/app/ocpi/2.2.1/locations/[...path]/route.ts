import { ocpiHandler, ocpiJson } from '@/features/map/ocpi/http'
import {
  getLocationObject,
  patchLocationObject,
  putLocationObject,
} from '@/features/map/ocpi/locationsReceiver'
import { payloadClient } from '@/lib/payload'

/** OCPI 2.2.1 Locations receiver (see src/features/map/ocpi/locationsReceiver.ts). */
type Context = { params: Promise<{ path?: string[] }> }

export const dynamic = 'force-dynamic'

export const GET = ocpiHandler('locations', async (_request, { params }: Context) =>
  getLocationObject(await payloadClient(), (await params).path),
)
export const PUT = ocpiHandler('locations', async (request, { params }: Context) =>
  putLocationObject(await payloadClient(), request, (await params).path),
)
export const PATCH = ocpiHandler('locations', async (request, { params }: Context) =>
  patchLocationObject(await payloadClient(), request, (await params).path),
)
const notAllowed = ocpiHandler('locations', async () =>
  ocpiJson(2000, 'Method not allowed: the Locations receiver takes GET, PUT and PATCH', null, 405),
)
export { notAllowed as POST, notAllowed as DELETE }
