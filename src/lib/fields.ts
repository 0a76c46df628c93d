/**
 * A document's fields by name, for code that reads fields chosen at run time (a collection's
 * `useAsTitle`, CSV columns, OCPI keys, a global's settings). Payload's generated types are
 * interfaces, which TypeScript gives no index signature, so they do not widen to a record by
 * themselves; reading any object as a record of unknown values is sound (writing would not be,
 * hence read-only). One place for that widening instead of a double cast at each use.
 */
export function fieldsOf(doc: object): Readonly<Record<string, unknown>> {
  return doc as Readonly<Record<string, unknown>>
}
