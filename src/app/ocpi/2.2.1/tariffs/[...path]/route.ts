import { ocpiHandler, ocpiJson } from '@/features/map/ocpi/http'
import { deleteTariff, getTariff, putTariff } from '@/features/map/ocpi/tariffsReceiver'
import { payloadClient } from '@/lib/payload'

/** OCPI 2.2.1 Tariffs receiver (see src/features/map/ocpi/tariffsReceiver.ts). */
type Context = { params: Promise<{ path?: string[] }> }

export const dynamic = 'force-dynamic'

export const GET = ocpiHandler('tariffs', async (_request, { params }: Context) =>
  getTariff(await payloadClient(), (await params).path),
)
export const PUT = ocpiHandler('tariffs', async (request, { params }: Context) =>
  putTariff(await payloadClient(), request, (await params).path),
)
export const DELETE = ocpiHandler('tariffs', async (_request, { params }: Context) =>
  deleteTariff(await payloadClient(), (await params).path),
)
const notAllowed = ocpiHandler('tariffs', async () =>
  ocpiJson(2000, 'Method not allowed: the Tariffs receiver takes GET, PUT and DELETE', null, 405),
)
export { notAllowed as POST, notAllowed as PATCH }
