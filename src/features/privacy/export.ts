import { toCsvTable } from '@/features/forms/csv'

import type { PersonRecord } from './person'

/**
 * A person's records as one file: JSON (each record whole, by collection) or CSV (one row per
 * stored value: collection, id, field path, value), so records of different shapes fit in one
 * table. What the site's staff wrote about the person stays in (status, history), who wrote it does
 * not (the owner and the history's authors are the staff's own data).
 */
function withoutStaff(doc: Record<string, unknown>): Record<string, unknown> {
  const { owner: _owner, history, ...rest } = doc
  return {
    ...rest,
    ...(Array.isArray(history)
      ? {
          history: history.map((entry: Record<string, unknown>) => {
            const { byEmail: _by, byId: _id, ...kept } = entry
            return kept
          }),
        }
      : {}),
  }
}

export function personExportJson(
  subject: string,
  records: readonly PersonRecord[],
  now = new Date(),
): string {
  return JSON.stringify(
    {
      subject,
      exportedAt: now.toISOString(),
      records: records.map((r) => ({ collection: r.collection, ...withoutStaff(r.doc) })),
    },
    null,
    2,
  )
}

/** Every leaf value of a record with its path (`shippingAddress.city`, `history.0.note`). */
function leaves(value: unknown, path: string, out: [string, unknown][]) {
  if (value === null || value === undefined || value === '') return
  if (Array.isArray(value)) value.forEach((item, i) => leaves(item, `${path}.${i}`, out))
  else if (typeof value === 'object' && !(value instanceof Date))
    for (const [key, inner] of Object.entries(value))
      leaves(inner, path ? `${path}.${key}` : key, out)
  else out.push([path, value])
}

export function personExportCsv(records: readonly PersonRecord[]): string {
  const rows: Record<string, unknown>[] = []
  for (const record of records) {
    const values: [string, unknown][] = []
    leaves(withoutStaff(record.doc), '', values)
    for (const [field, value] of values)
      if (field !== 'id') rows.push({ collection: record.collection, id: record.id, field, value })
  }
  return toCsvTable(
    ['collection', 'id', 'field', 'value'].map((header) => ({
      header,
      value: (row) => row[header],
    })),
    rows,
  )
}
