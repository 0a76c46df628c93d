import type { FlattenedField, SanitizedCollectionConfig } from 'payload'

import { countryName, siteLanguageName } from '@/lib/admin-fields/code-names'
import { money } from '@/lib/admin-fields/money'

import { arrivalFields } from './arrival'
import { type CsvColumn, pick } from './csv'
import { formFields, formOfCollection, type SubmissionCollection } from './definitions'

/**
 * What an export of a list writes: each collection's columns in order, headers from the fields'
 * labels ("Delivery state"), cells readable (option labels, people by e-mail, amounts with their
 * currency, lists one item per line).
 */

const workflowColumns = [
  'status',
  'owner',
  'delivery.state',
  'delivery.attempts',
  'delivery.emailSentAt',
  'delivery.webhookSentAt',
  'history',
]

/**
 * A submission's columns: what the visitor sent, then each group the site derived from it (a lead's
 * recomputed payback plan, one column per figure), then the workflow.
 */
function exportColumns(
  collection: SubmissionCollection,
  config: SanitizedCollectionConfig,
): string[] {
  const form = formOfCollection(collection)
  const fields = form
    ? formFields[form].flatMap((f) =>
        f.kind === 'phone' ? [f.name, `${f.name}Country`] : [f.name],
      )
    : []
  const derived = config.flattenedFields.flatMap((group) =>
    group.type === 'group' && group.name !== 'delivery'
      ? group.flattenedFields
          .filter((f) => f.type !== 'group' && f.type !== 'array')
          .map((f) => `${group.name}.${f.name}`)
      : [],
  )
  return ['id', 'createdAt', ...fields, ...derived, 'locale', ...workflowColumns]
}

/** How the customer arrived (the `arrival` group), as submissions export it. */
const arrivalColumns = [...arrivalFields, 'market'].map((name) => `arrival.${name}`)

/** What each other exported collection writes, in order. */
const exportColumnsOf: Record<string, string[]> = {
  orders: [
    'id',
    'number',
    'createdAt',
    'market',
    'currency',
    'locale',
    'fulfilment',
    'lines',
    'commercialTotal',
    'hasPriceOnRequest',
    'customerName',
    'phone',
    'company',
    'shippingAddress.country',
    'shippingAddress.city',
    'shippingAddress.street',
    'shippingAddress.building',
    'shippingAddress.suite',
    'shippingAddress.additionalInfo',
    'message',
    ...arrivalColumns,
    ...workflowColumns,
  ],
  payments: [
    'id',
    'reference',
    'createdAt',
    'state',
    'failureReason',
    'amountLabel',
    'amount',
    'currency',
    'email',
    'stationId',
    'stationName',
    'connector',
    'provider',
    'providerRef',
    'paidAt',
  ],
}

const humanize = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase())

/**
 * A field's label as an English reader of the back office sees it (its `label`, else its name in
 * words).
 */
function labelOf(field: FlattenedField): string {
  const label = (field as { label?: unknown }).label
  // Payload titles every unlabelled field ("Chargers Amount"); an export reads better in sentence
  // case.
  const automatic = humanize(field.name).replace(
    /(^| )(\w)/g,
    (_, space: string, c: string) => space + c.toUpperCase(),
  )
  if (typeof label === 'string' && label && label !== automatic) return label
  if (
    label &&
    typeof label === 'object' &&
    typeof (label as Record<string, unknown>).en === 'string'
  )
    return (label as Record<string, string>).en!
  return humanize(field.name)
}

function optionLabel(field: FlattenedField, value: unknown): unknown {
  if (field.type !== 'select' && field.type !== 'radio') return value
  const one = (v: unknown) => {
    const option = field.options.find((o) => (typeof o === 'string' ? o : o.value) === v)
    if (!option || typeof option === 'string') return v
    return typeof option.label === 'string'
      ? option.label
      : ((option.label as Record<string, string>)?.en ?? v)
  }
  return Array.isArray(value) ? value.map(one).join(', ') : value == null ? value : one(value)
}

type Entry = {
  at?: string
  byEmail?: string
  change?: string
  from?: string | null
  to?: string | null
  note?: string | null
}
type Line = {
  title?: string
  options?: string | null
  quantity?: number
  unitPrice?: number | null
}

/** An order's line: "2 × Cable (5 m) @ €150.00", the price in the order's currency. */
const lineText = (l: Line, currency: unknown) =>
  `${l.quantity ?? 1} × ${l.title ?? ''}${l.options ? ` (${l.options})` : ''}${l.unitPrice == null ? '' : ` @ ${money(l.unitPrice, typeof currency === 'string' ? currency : null, 'en')}`}`

/**
 * A readable cell for a field's value: option labels, people by e-mail, lists one item per line.
 */
function cellOf(field: FlattenedField, value: unknown, row: Record<string, unknown>): unknown {
  if (value === null || value === undefined) return value
  if (field.type === 'relationship' || field.type === 'upload') {
    const doc = value as Record<string, unknown>
    return typeof value === 'object' ? (doc.email ?? doc.title ?? doc.id) : value
  }
  if (field.type === 'checkbox') return value ? 'yes' : 'no'
  // Codes by name, as the back office shows them: a site language, a country.
  if (field.name === 'locale') return siteLanguageName(value, 'en')
  if (field.name === 'country' || field.name.endsWith('Country')) return countryName(value, 'en')
  if (field.type === 'array' && Array.isArray(value)) {
    if (field.name === 'history') {
      return (value as Entry[])
        .map(
          (e) =>
            `${e.at ?? ''} ${e.byEmail ?? ''}: ${e.change === 'note' ? (e.note ?? '') : `${e.change} ${e.from ?? '—'} → ${e.to ?? '—'}`}`,
        )
        .join('\n')
    }
    if (field.name === 'lines')
      return (value as Line[]).map((l) => lineText(l, row.currency)).join('\n')
  }
  return optionLabel(field, value)
}

/**
 * Columns for paths of a collection: headers from the fields' labels ("Delivery state"), cells
 * readable.
 */
function csvColumns(config: SanitizedCollectionConfig, paths: string[]): CsvColumn[] {
  return paths.map((path) => {
    if (path === 'id') return { header: 'ID', value: (row) => row.id }
    if (path === 'createdAt' || path === 'updatedAt')
      return {
        header: path === 'createdAt' ? 'Created at' : 'Updated at',
        value: (row) => row[path],
      }
    const names = path.split('.')
    let fields: FlattenedField[] = config.flattenedFields
    const labels: string[] = []
    let field: FlattenedField | undefined
    for (const name of names) {
      field = fields.find((f) => f.name === name)
      if (!field) break
      labels.push(labelOf(field))
      fields = 'flattenedFields' in field ? (field.flattenedFields as FlattenedField[]) : []
    }
    if (!field) return { header: humanize(names.at(-1)!), value: (row) => pick(row, path) }
    const found = field
    // "Delivery state", "Payback plan price per kWh"; an acronym keeps its capitals ("AC 22 kW").
    const lowerFirst = (label: string) =>
      /^.[A-Z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1)
    const header = labels.map((label, i) => (i === 0 ? label : lowerFirst(label))).join(' ')
    return { header, value: (row) => cellOf(found, pick(row, path), row) }
  })
}

/** The columns of a collection's export. */
export function exportColumnsFor(
  collection: string,
  config: SanitizedCollectionConfig,
): CsvColumn[] {
  const paths =
    exportColumnsOf[collection] ?? exportColumns(collection as SubmissionCollection, config)
  return csvColumns(config, paths)
}
