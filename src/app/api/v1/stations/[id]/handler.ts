import { findStationDetail } from '@/features/map/queries'
import { badRequest, cacheableJson, notFoundError, withApiErrors } from '@/lib/http'
import { payloadClient } from '@/lib/payload'

/**
 * `GET /api/v1/stations/{id}`: a published station by public id (or EVSE uid), with each
 * connector's price.
 */
export const GET = withApiErrors(
  async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params
    if (!/^[A-Za-z0-9*_.-]{1,64}$/.test(id))
      return badRequest('id must be a station id (letters, digits, - _ . *; at most 64).', 'id')
    const detail = await findStationDetail(await payloadClient(), id)
    return detail ? cacheableJson(detail, { maxAge: 2 }) : notFoundError('No such station')
  },
)
