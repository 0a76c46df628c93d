import type {
  CollectionConfig,
  CollectionSlug,
  Endpoint,
  PayloadRequest,
  SanitizedCollectionConfig,
  Where,
} from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'

import { hasRole } from '@/access'
import { fieldsOf } from '@/lib/fields'

import { toCsvTable } from './csv'
import type { SubmissionCollection } from './definitions'
import { exportColumnsFor } from './export-columns'

/** Most rows one export returns; narrow the list with filters for more. */
const maxExportRows = 10_000

type ExportedCollection = SubmissionCollection | 'orders' | 'payments'

/**
 * A collection sales export as CSV: its `export.csv` endpoint and the export button above its list.
 */
export function withCsvExport(
  collection: CollectionConfig & { slug: ExportedCollection },
): CollectionConfig {
  return {
    ...collection,
    admin: {
      ...collection.admin,
      components: {
        ...collection.admin?.components,
        beforeListTable: [
          ...(collection.admin?.components?.beforeListTable ?? []),
          '/features/forms/admin/ExportCsvButton#ExportCsvButton',
        ],
      },
    },
    endpoints: [...(collection.endpoints || []), csvExportEndpoint(collection.slug)],
  }
}

/**
 * What the list shows, from the list's own query string: its filters (`where`), its search box
 * (`search`, matched as the list matches it: `like` on the collection's searchable fields, else its
 * title), its sort (`sort`), and the rows ticked (`selected`, ids separated by commas), which only
 * narrow what the filters and the search find. Null when a ticked id is none.
 */
function listQuery(
  query: Record<string, unknown>,
  config: SanitizedCollectionConfig,
  numericIds: boolean,
): { where: Where; sort: string } | null {
  let where = mergeListSearchAndWhere({
    collectionConfig: config,
    search: typeof query.search === 'string' ? query.search : '',
    where: (query.where ?? {}) as Where,
  })
  if (query.selected !== undefined) {
    const selected = typeof query.selected === 'string' ? query.selected.split(',') : []
    const id = numericIds ? /^\d{1,15}$/ : /^[\w-]{1,64}$/
    if (selected.length === 0 || !selected.every((s) => id.test(s))) return null
    where = { and: [where, { id: { in: selected } }] }
  }
  const sort =
    typeof query.sort === 'string' && /^-?[\w.]+$/.test(query.sort)
      ? query.sort
      : typeof config.defaultSort === 'string'
        ? config.defaultSort
        : '-createdAt'
  return { where, sort }
}

const invalid = (message: string, field: string) =>
  Response.json({ error: { code: 'bad_request', message, field } }, { status: 400 })

/**
 * `GET /api/<collection>/export.csv[?where…&search…&sort…&selected…]`: the records the list view
 * shows, in its order, across its pages (see `listQuery`), for sales and admins only.
 */
export function csvExportEndpoint(collection: ExportedCollection): Endpoint {
  return {
    path: '/export.csv',
    method: 'get',
    handler: async (req: PayloadRequest) => {
      if (!req.user || !hasRole(req, 'sales')) {
        return Response.json(
          { error: { code: 'forbidden', message: 'Sales or admin role required' } },
          { status: req.user ? 403 : 401 },
        )
      }
      const config = req.payload.collections[collection as CollectionSlug].config
      const list = listQuery(req.query ?? {}, config, req.payload.db.defaultIDType === 'number')
      if (!list) return invalid('selected must be ids separated by commas', 'selected')
      const { where, sort } = list
      let result
      try {
        // depth 1: an owner is written as their e-mail
        result = await req.payload.find({
          collection: collection as CollectionSlug,
          where,
          limit: maxExportRows,
          depth: 1,
          sort,
          user: req.user,
          overrideAccess: false,
          req,
        })
      } catch {
        return invalid('Invalid filter', 'where')
      }
      const csv = toCsvTable(exportColumnsFor(collection, config), result.docs.map(fieldsOf))
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
