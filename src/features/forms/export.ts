import type { Endpoint, PayloadRequest, Where } from 'payload'

import { hasRole } from '@/access'

import { toCsv } from './csv'
import { formFields, formOfCollection, type SubmissionCollection } from './definitions'

/** Most rows one export returns; narrow the list with filters for more. */
export const maxExportRows = 10_000

export function exportColumns(collection: SubmissionCollection): string[] {
  const form = formOfCollection(collection)
  const fields = form ? formFields[form].flatMap((f) => (f.kind === 'phone' ? [f.name, `${f.name}Country`] : [f.name])) : []
  return ['id', 'createdAt', ...fields, 'locale', 'status', 'delivery.state', 'delivery.attempts', 'delivery.emailSentAt', 'delivery.webhookSentAt']
}

/**
 * `GET /api/<collection>/export.csv[?where…]`: the records the list view shows (its filters travel in
 * the query string as Payload's `where`), for sales and admins only.
 */
export function csvExportEndpoint(collection: SubmissionCollection): Endpoint {
  return {
    path: '/export.csv',
    method: 'get',
    handler: async (req: PayloadRequest) => {
      if (!req.user || !hasRole(req, 'sales')) {
        return Response.json({ error: { code: 'forbidden', message: 'Sales or admin role required' } }, { status: req.user ? 403 : 401 })
      }
      const where = (req.query?.where ?? undefined) as Where | undefined
      let result
      try {
        result = await req.payload.find({ collection, where, limit: maxExportRows, depth: 0, sort: '-createdAt', user: req.user, overrideAccess: false, req })
      } catch {
        return Response.json({ error: { code: 'bad_request', message: 'Invalid filter', field: 'where' } }, { status: 400 })
      }
      const csv = toCsv(exportColumns(collection), result.docs as unknown as Record<string, unknown>[])
      const date = new Date().toISOString().slice(0, 10)
      return new Response(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${collection}-${date}.csv"`,
          'Cache-Control': 'no-store',
        },
      })
    },
  }
}
