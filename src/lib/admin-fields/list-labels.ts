import type { Field, SanitizedConfig } from 'payload'

/**
 * Lists name a field by its place: Payload labels a field inside a group "Delivery > State" in the
 * list's columns, its column picker and its filters ("Lines > ID" for an array's row id, "Sizes >
 * Card > URL" for an upload's sizes). That is a path, not a name. So a field inside a named group,
 * an array or a named tab is never a list column or filter itself; where a list needs one, the
 * collection declares a top-level twin with a plain name (`listTwin`: "Delivery state"), which
 * reads the same stored value and is filtered and sorted by it. Applied to the sanitized
 * configuration (payload.config.ts), so the fields Payload adds itself (row ids, upload sizes) and
 * every new group are covered.
 */
export async function withPlainListLabels(
  config: Promise<SanitizedConfig>,
): Promise<SanitizedConfig> {
  const sanitized = await config
  for (const collection of sanitized.collections) {
    for (const field of collection.fields) keepOutOfLists(field, false)
    collection.fields = twinsBeforeTheirGroups(collection.fields)
  }
  return sanitized
}

/**
 * A twin and the group's own field have one path (`delivery.state`), and a filter row finds its
 * field by that path, taking the first: the group's, which is kept out of filters, so the row came
 * out disabled once "Delivery state" was chosen. So each twin goes just before the field its path
 * starts with (the document never shows a twin, so nothing moves there).
 */
function twinsBeforeTheirGroups(fields: Field[]): Field[] {
  const isTwin = (f: Field) => 'virtual' in f && typeof f.virtual === 'string'
  const twins = fields.filter(isTwin)
  const head = (f: Field) => String((f as { virtual: string }).virtual).split('.')[0]
  const placed = new Set<Field>()
  const ordered = fields
    .filter((f) => !isTwin(f))
    .flatMap((f) => {
      const own = 'name' in f ? twins.filter((t) => head(t) === f.name) : []
      for (const t of own) placed.add(t)
      return [...own, f]
    })
  return [...ordered, ...twins.filter((t) => !placed.has(t))]
}

function keepOutOfLists(field: Field, nested: boolean): void {
  if (field.type === 'group' || field.type === 'array') {
    const named = 'name' in field && Boolean(field.name)
    for (const f of field.fields) keepOutOfLists(f, nested || named)
  } else if (field.type === 'row' || field.type === 'collapsible') {
    for (const f of field.fields) keepOutOfLists(f, nested)
  } else if (field.type === 'tabs') {
    for (const tab of field.tabs)
      for (const f of tab.fields) keepOutOfLists(f, nested || ('name' in tab && Boolean(tab.name)))
  }
  if (nested)
    field.admin = { disableListColumn: true, disableListFilter: true, ...field.admin } as never
}

/**
 * A top-level stand-in for a field inside a group, for lists only: virtual (it reads `path`, stores
 * nothing), hidden in the document (the group shows it there) and out of bulk edit.
 */
export function listTwin<F extends Field>(field: F & { name: string }, path: string): F {
  return {
    ...field,
    virtual: path,
    admin: { ...field.admin, condition: () => false, disableBulkEdit: true, readOnly: true },
  } as F
}

/**
 * A collapsible's `admin.components.Label` naming it in the back office's languages: filters put a
 * collapsible's `label` in front of each of its fields ("Customer > Phone"), not a Label component
 * (SectionLabel.tsx).
 */
export const sectionLabel = (text: { en: string; pt: string; uk: string }) => ({
  path: '/lib/admin-fields/SectionLabel#SectionLabel',
  clientProps: { text },
})
