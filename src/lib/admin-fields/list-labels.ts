import type { CollectionConfig, Field } from 'payload'

/**
 * Lists name a field by its place: Payload labels a field inside a group "Delivery > State" in the
 * list's columns, its column picker and its filters ("Prices > Amount" for an array's field). That
 * is a path, not a name. So a field inside a group or an array is never a list column or filter
 * itself; where a list needs one, the collection declares a top-level twin with a plain name
 * (`listTwin`: "Delivery state"), which reads the same stored value and is filtered and sorted by
 * it. Applied to every collection (payload.config.ts), so a new group is covered.
 */
export function withPlainListLabels(collection: CollectionConfig): CollectionConfig {
  return { ...collection, fields: collection.fields.map((field) => plain(field, false)) }
}

function plain(field: Field, nested: boolean): Field {
  if (field.type === 'group' || field.type === 'array') {
    const named = 'name' in field && Boolean(field.name)
    return { ...field, fields: field.fields.map((f) => plain(f, nested || named)) } as Field
  }
  if (field.type === 'row' || field.type === 'collapsible')
    return { ...field, fields: field.fields.map((f) => plain(f, nested)) } as Field
  if (field.type === 'tabs')
    return {
      ...field,
      tabs: field.tabs.map((tab) => ({
        ...tab,
        fields: tab.fields.map((f) => plain(f, nested || ('name' in tab && Boolean(tab.name)))),
      })),
    } as Field
  if (!nested || field.type === 'ui') return field
  return {
    ...field,
    admin: { disableListColumn: true, disableListFilter: true, ...field.admin },
  } as Field
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
