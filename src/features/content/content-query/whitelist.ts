/**
 * The content query's whitelist: the collections it serves, the public fields of each and what
 * `where`, `sortBy`, `search` and `surround` may do with them, and the limits of a query.
 * parse.ts and where.ts check every request against it.
 */

export type Kind =
  | 'text'
  | 'number'
  | 'boolean'
  | 'date'
  | 'relation'
  | 'relations'
  | 'image'
  | 'richText'
  | 'select'
  | 'list'
export type FieldSpec = { kind: Kind; filter?: boolean; sort?: boolean }

export type CollectionSpec = {
  /** Public fields and what `where`/`sortBy` may do with them. `id` is always there. */
  fields: Record<string, FieldSpec>
  /** Text fields `search` looks in (case-insensitive substring). */
  search: string[]
  /** The field `surround` identifies an entry by. */
  key: string
  /** Order when `sortBy` is absent; `id` always breaks ties so pages never overlap. */
  defaultSort: string[]
  /** Versioned collections: only published documents are ever read. */
  drafts: boolean
  /** The rich-text field whose plain text `text: true` adds as `text`. */
  body?: string
}

const text = (filter = true, sort = true): FieldSpec => ({ kind: 'text', filter, sort })
const number: FieldSpec = { kind: 'number', filter: true, sort: true }
const order = { order: number }
const dates = { updatedAt: { kind: 'date', filter: true, sort: true } as FieldSpec }

/** The collections the endpoint serves and, per collection, its public fields. */
export const queryableCollections = {
  posts: {
    fields: {
      url: text(),
      title: text(),
      excerpt: text(true, false),
      cover: { kind: 'image' },
      category: { kind: 'relation', filter: true },
      tags: { kind: 'relations', filter: true },
      fixed: { kind: 'boolean', filter: true, sort: true },
      fixedPosition: number,
      publishedAt: { kind: 'date', filter: true, sort: true },
      content: { kind: 'richText' },
      ...dates,
    },
    search: ['title', 'excerpt'],
    key: 'url',
    defaultSort: ['-publishedAt'],
    drafts: true,
    body: 'content',
  },
  'post-categories': {
    fields: { slug: text(), name: text(), ...order, ...dates },
    search: ['name'],
    key: 'slug',
    defaultSort: ['order'],
    drafts: false,
  },
  tags: {
    fields: { slug: text(), name: text(), ...dates },
    search: ['name'],
    key: 'slug',
    defaultSort: ['name'],
    drafts: false,
  },
  faq: {
    fields: {
      question: text(),
      answer: text(true, false),
      audience: { kind: 'select', filter: true, sort: true },
      ...order,
      ...dates,
    },
    search: ['question', 'answer'],
    key: 'id',
    defaultSort: ['order'],
    drafts: true,
  },
  team: {
    fields: {
      name: text(),
      role: text(),
      bio: text(true, false),
      photo: { kind: 'image' },
      ...order,
      ...dates,
    },
    search: ['name', 'role'],
    key: 'id',
    defaultSort: ['order'],
    drafts: true,
  },
  testimonials: {
    fields: {
      quote: text(true, false),
      author: text(),
      role: text(),
      company: text(),
      photo: { kind: 'image' },
      ...order,
      ...dates,
    },
    search: ['quote', 'author', 'company'],
    key: 'id',
    defaultSort: ['order'],
    drafts: true,
  },
  packages: {
    fields: {
      name: text(),
      description: text(true, false),
      features: { kind: 'list' },
      price: number,
      currency: text(),
      maxStations: number,
      priceCondition: text(false, false),
      highlighted: { kind: 'boolean', filter: true, sort: true },
      ...order,
      ...dates,
    },
    search: ['name', 'description'],
    key: 'id',
    defaultSort: ['order'],
    drafts: true,
  },
  'partner-slides': {
    fields: {
      title: text(),
      text: text(true, false),
      partnerName: text(),
      image: { kind: 'image' },
      url: text(false, false),
      ...order,
      ...dates,
    },
    search: ['title', 'text', 'partnerName'],
    key: 'id',
    defaultSort: ['order'],
    drafts: true,
  },
  'purchase-rules': {
    fields: { title: text(), text: text(true, false), ...order, ...dates },
    search: ['title', 'text'],
    key: 'id',
    defaultSort: ['order'],
    drafts: true,
  },
  terms: {
    fields: { title: text(), text: text(true, false), ...order, ...dates },
    search: ['title', 'text'],
    key: 'id',
    defaultSort: ['order'],
    drafts: true,
  },
} satisfies Record<string, CollectionSpec>

export type QueryableCollection = keyof typeof queryableCollections

export const queryLimits = {
  defaultLimit: 10,
  maxLimit: 50,
  maxSkip: 1000,
  maxSearch: 100,
  maxDepth: 3,
  maxConditions: 20,
  maxIn: 50,
  maxSorts: 3,
  maxSurround: 5,
  maxString: 200,
} as const
