import type { CollectionSlug, Endpoint, PayloadRequest } from 'payload'

import { hasRole } from '@/access'
import { jsonError, readJsonObject } from '@/lib/http'

import { deliverClaimed } from './attempt'
import { claimDelivery, deliveryCollections, retryDelivery } from './queue'

/**
 * `POST /api/delivery/retry` `{ collection, id }`: the back office's "Retry now" on a record whose
 * delivery failed. Sales and admins only (401 without a session, 403 for other roles); the record
 * must be one the user can read. The record is reset only while it is still failed (409 otherwise),
 * then delivered at once by this request; when another worker claims it first, the scheduler's run
 * counts.
 */
export const retryDeliveryEndpoint: Endpoint = {
  path: '/delivery/retry',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!req.user) return jsonError(401, 'unauthorized', 'Log in first')
    if (!hasRole(req, 'sales')) return jsonError(403, 'forbidden', 'Sales or admin role required')
    const read = await readJsonObject(req, 4096)
    if (!read.ok) return read.response
    const collection = read.body?.collection
    const id = read.body?.id
    if (typeof collection !== 'string' || !deliveryCollections(req.payload).includes(collection)) {
      return jsonError(400, 'bad_request', 'Unknown collection', 'collection')
    }
    if (!(
      (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ||
      (typeof id === 'string' && /^[1-9]\d{0,14}$/.test(id))
    )) {
      return jsonError(400, 'bad_request', 'Invalid id', 'id')
    }
    const doc = await req.payload.findByID({
      collection: collection as CollectionSlug,
      id,
      depth: 0,
      user: req.user,
      overrideAccess: false,
      disableErrors: true,
      req,
    })
    if (!doc) return jsonError(404, 'not_found', 'No such record')
    if (!(await retryDelivery(req.payload, collection, id)))
      return jsonError(409, 'not_failed', 'Only a failed delivery can be retried')
    req.payload.logger.info({ msg: 'delivery retry requested', collection, id, by: req.user.email })
    const claim = await claimDelivery(req.payload, { collection, id })
    const outcome = claim ? await deliverClaimed(req.payload, claim) : 'queued'
    return Response.json({ ok: true, outcome })
  },
}
