/**
 * What the person-request screen holds: what the officer typed, what the server found (records and
 * the identifiers the person's records link), and the row keys chosen. Shared by its panels.
 */
export type Identifier = 'email' | 'phone' | 'name'

export type Found = {
  collection: string
  id: number | string
  doc: Record<string, unknown>
  holds: { name: string | null; email: string | null; phone: string | null }
  matchedBy: Identifier[]
  linkedBy: Identifier[]
  check: 'phone' | 'name' | null
}

export type Asked = { email: string; phone: string; name: string; country: string }

/** The identifiers the person's records hold beyond those typed, as the server linked them. */
export type Linked = { emails: string[]; phones: string[]; names: string[] }

export type Search = {
  asked: Asked
  linked: Linked
  /** The identifiers searched, as the server read them. */
  shown: string
  phone: string | null
  phones: string[]
  hash: string
  records: Found[]
}

/** What the officer asked the screen to do with the chosen records. */
export type Action = 'json' | 'csv' | 'erase' | 'anonymise'

export const keyOf = (r: { collection: string; id: number | string }) => `${r.collection}/${r.id}`

/** Rows as the server takes them. */
export const rowsOf = (records: readonly Found[]) =>
  records.map(({ collection, id }) => ({ collection, id }))

/** Marked for a check: they start unticked, and export and erasure ask to confirm them by name. */
export const flaggedAmong = (records: readonly Found[], chosen: ReadonlySet<string>) =>
  records.filter((r) => r.check !== null && chosen.has(keyOf(r)))
