/**
 * The map's pins in columns (typed arrays), for a million stations in about 80 MB: coordinates,
 * filter attributes packed into a byte, connector standards as a bit mask, the database id, and the
 * public id and name as UTF-8 in one shared byte array (no string object per station).
 *
 * Slots [0, sorted) are ordered by longitude, so a box query scans only its longitude range;
 * changes update a slot in place (a status change) or append to an unsorted tail (a new or moved
 * station), which every query scans whole and which is merged back once it grows. Grid clustering
 * accumulates into dense per-cell arrays: no objects per pin, no maps. Pure code: pins.ts feeds it
 * from the database.
 */
import {
  connectorStandards,
  powerBands,
  siteStatuses,
  stationTypes,
  type PowerBand,
  type SiteStatus,
  type StationType,
} from '../stations/model'

export type PinRow = {
  id: number
  publicId?: string | null
  ocpiId?: string
  name?: string
  latitude: number | string
  longitude: number | string
  powerBand: string | null
  statusSummary: string | null
  type: string
  connectorStandards: string | null
  appUsersOnly: boolean | number | null
  publish: boolean | number | null
  countryCode?: string | null
  partyId?: string | null
}

export type PinStore = {
  size: number
  sorted: number
  dead: number
  lat: Float64Array
  lng: Float64Array
  /** band (2 bits) | status << 2 (2 bits) | type << 4 (3 bits) | appOnly << 7 */
  attrs: Uint8Array
  live: Uint8Array
  standards: Uint16Array
  dbId: Int32Array
  /** database id → slot + 1 (0: none) */
  slotOf: Int32Array
  /** `publicId \n name` of each slot, UTF-8, at textAt[slot] for textLength[slot] bytes */
  text: Uint8Array
  textUsed: number
  textAt: Uint32Array
  textLength: Uint16Array
  /**
   * Each slot's OCPI party, as an index into `parties` (`PT-VLT`), shared by grown and compacted
   * copies.
   */
  party: Uint16Array
  parties: string[]
  partyIndex: Map<string, number>
}

/** `{country code}-{party id}` of a row (the map's `operator` filter). */
export const partyKey = (row: Pick<PinRow, 'countryCode' | 'partyId'>) =>
  `${row.countryCode ?? ''}-${row.partyId ?? ''}`.toUpperCase()

function partyOf(store: PinStore, row: PinRow): number {
  const key = partyKey(row)
  let index = store.partyIndex.get(key)
  if (index === undefined) {
    // More parties than a Uint16 holds would share the last index: far beyond any real network.
    index = Math.min(store.parties.length, 65_535)
    if (index === store.parties.length) store.parties.push(key)
    store.partyIndex.set(key, index)
  }
  return index
}

const encoder = new TextEncoder()
const decoder = new TextDecoder()

const index = <T extends string>(list: readonly T[], value: string | null, fallback: number) => {
  const i = list.indexOf(value as T)
  return i < 0 ? fallback : i
}

export function standardsMask(stored: string | null): number {
  let mask = 0
  if (!stored) return mask
  for (const s of stored.split('|')) {
    const i = connectorStandards.indexOf(s as never)
    if (i >= 0) mask |= 1 << i
  }
  return mask
}

function encodeAttrs(row: PinRow): number {
  return (
    index(powerBands, row.powerBand, 0) |
    (index(siteStatuses, row.statusSummary, 2) << 2) |
    (index(stationTypes, row.type, 1) << 4) |
    (row.appUsersOnly ? 128 : 0)
  )
}

export const bandOf = (attrs: number) => powerBands[attrs & 3] as PowerBand
export const statusOf = (attrs: number) => siteStatuses[(attrs >> 2) & 3] as SiteStatus
export const typeOf = (attrs: number) => stationTypes[(attrs >> 4) & 7] as StationType
export const appOnlyOf = (attrs: number) => (attrs & 128) !== 0

function allocate(capacity: number, maxId: number): PinStore {
  return {
    size: 0,
    sorted: 0,
    dead: 0,
    lat: new Float64Array(capacity),
    lng: new Float64Array(capacity),
    attrs: new Uint8Array(capacity),
    live: new Uint8Array(capacity),
    standards: new Uint16Array(capacity),
    dbId: new Int32Array(capacity),
    slotOf: new Int32Array(maxId + 1),
    text: new Uint8Array(capacity * 48),
    textUsed: 0,
    textAt: new Uint32Array(capacity),
    textLength: new Uint16Array(capacity),
    party: new Uint16Array(capacity),
    parties: [],
    partyIndex: new Map(),
  }
}

function grow(store: PinStore, need: number, maxId: number): PinStore {
  if (need <= store.lat.length && maxId < store.slotOf.length) return store
  const next = allocate(
    Math.max(need, Math.ceil(store.lat.length * 1.5), 1024),
    Math.max(maxId, Math.ceil(store.slotOf.length * 1.5)),
  )
  next.size = store.size
  next.sorted = store.sorted
  next.dead = store.dead
  next.lat.set(store.lat.subarray(0, store.size))
  next.lng.set(store.lng.subarray(0, store.size))
  next.attrs.set(store.attrs.subarray(0, store.size))
  next.live.set(store.live.subarray(0, store.size))
  next.standards.set(store.standards.subarray(0, store.size))
  next.dbId.set(store.dbId.subarray(0, store.size))
  next.slotOf.set(store.slotOf)
  next.text = store.text
  next.textUsed = store.textUsed
  next.textAt.set(store.textAt.subarray(0, store.size))
  next.textLength.set(store.textLength.subarray(0, store.size))
  next.party.set(store.party.subarray(0, store.size))
  next.parties = store.parties
  next.partyIndex = store.partyIndex
  return next
}

/** The public id and name of a slot. */
export function labelOf(store: PinStore, slot: number): { id: string; name: string } {
  const text = decoder.decode(
    store.text.subarray(store.textAt[slot]!, store.textAt[slot]! + store.textLength[slot]!),
  )
  const cut = text.indexOf('\n')
  return { id: text.slice(0, cut), name: text.slice(cut + 1) }
}

function writeLabel(store: PinStore, slot: number, label: string) {
  if (store.textLength[slot] && labelText(store, slot) === label) return
  const bytes = encoder.encode(label).subarray(0, 65_535)
  if (store.textUsed + bytes.length > store.text.length) {
    const bigger = new Uint8Array(Math.ceil((store.textUsed + bytes.length) * 1.5) + 1024)
    bigger.set(store.text.subarray(0, store.textUsed))
    store.text = bigger
  }
  store.text.set(bytes, store.textUsed)
  store.textAt[slot] = store.textUsed
  store.textLength[slot] = bytes.length
  store.textUsed += bytes.length
}

const labelText = (store: PinStore, slot: number) =>
  decoder.decode(
    store.text.subarray(store.textAt[slot]!, store.textAt[slot]! + store.textLength[slot]!),
  )

/** A store of these rows (unpublished ones left out), sorted by longitude. */
export function buildPinStore(rows: PinRow[]): PinStore {
  const live = rows.filter((r) => r.publish)
  const maxId = live.reduce((m, r) => Math.max(m, r.id), 0)
  // Sort by longitude without comparator calls: microdegrees and the row's position packed in one
  // float64 (both integers, below 2^53), sorted natively.
  const keys = new Float64Array(live.length)
  for (let i = 0; i < live.length; i++)
    keys[i] = (Math.round(Number(live[i]!.longitude) * 1e6) + 2 ** 28) * 2 ** 24 + i
  keys.sort()
  const store = allocate(Math.max(live.length, 1024), maxId)
  for (let k = 0; k < keys.length; k++) {
    const row = live[keys[k]! % 2 ** 24]!
    writeSlot(store, k, row)
  }
  store.size = live.length
  store.sorted = live.length
  return store
}

function writeSlot(store: PinStore, slot: number, row: PinRow) {
  store.lat[slot] = Number(row.latitude)
  store.lng[slot] = Number(row.longitude)
  store.attrs[slot] = encodeAttrs(row)
  store.standards[slot] = standardsMask(row.connectorStandards)
  store.dbId[slot] = row.id
  store.party[slot] = partyOf(store, row)
  store.live[slot] = 1
  store.slotOf[row.id] = slot + 1
  writeLabel(store, slot, `${row.publicId ?? row.ocpiId ?? row.id}\n${row.name ?? ''}`)
}

/**
 * Applies changed rows (returns the store, possibly a grown copy). A row in place keeps its slot
 * unless its longitude moved; unpublished rows are dropped. Merges the tail when it grows large.
 */
export function emptyPinStore(): PinStore {
  return allocate(1024, 1024)
}

export function applyRows(
  input: PinStore,
  rows: PinRow[],
  options: { compact?: boolean } = {},
): PinStore {
  const maxId = rows.reduce((m, r) => Math.max(m, r.id), 0)
  let store = grow(input, input.size + rows.length, maxId)
  for (const row of rows) {
    const at = row.id < store.slotOf.length ? store.slotOf[row.id]! - 1 : -1
    const lng = Number(row.longitude)
    if (at >= 0 && store.live[at] && (!row.publish || store.lng[at] !== lng)) {
      store.live[at] = 0
      store.slotOf[row.id] = 0
      store.dead++
    }
    if (!row.publish) continue
    if (at >= 0 && store.live[at]) {
      writeSlot(store, at, row)
      continue
    }
    writeSlot(store, store.size++, row)
  }
  if (options.compact === false) return store
  if (
    store.size - store.sorted > Math.max(5_000, store.size * 0.02) ||
    store.dead > Math.max(5_000, store.size * 0.2)
  )
    store = compact(store)
  return store
}

/** A fresh store of the live slots, sorted again. */
export function compact(store: PinStore): PinStore {
  const slots: number[] = []
  for (let i = 0; i < store.size; i++) if (store.live[i]) slots.push(i)
  const keys = new Float64Array(slots.length)
  for (let k = 0; k < slots.length; k++)
    keys[k] = (Math.round(store.lng[slots[k]!]! * 1e6) + 2 ** 28) * 2 ** 24 + k
  keys.sort()
  let maxId = 0
  for (const s of slots) maxId = Math.max(maxId, store.dbId[s]!)
  const next = allocate(Math.max(slots.length, 1024), maxId)
  next.parties = store.parties
  next.partyIndex = store.partyIndex
  for (let k = 0; k < keys.length; k++) {
    const from = slots[keys[k]! % 2 ** 24]!
    next.lat[k] = store.lat[from]!
    next.lng[k] = store.lng[from]!
    next.attrs[k] = store.attrs[from]!
    next.standards[k] = store.standards[from]!
    next.dbId[k] = store.dbId[from]!
    next.party[k] = store.party[from]!
    next.live[k] = 1
    next.slotOf[store.dbId[from]!] = k + 1
    writeLabel(next, k, labelText(store, from))
  }
  next.size = next.sorted = slots.length
  return next
}

/** Bytes held by the store's arrays. */
export const storeBytes = (s: PinStore) =>
  s.lat.byteLength +
  s.lng.byteLength +
  s.attrs.byteLength +
  s.live.byteLength +
  s.standards.byteLength +
  s.dbId.byteLength +
  s.slotOf.byteLength +
  s.text.byteLength +
  s.textAt.byteLength +
  s.textLength.byteLength +
  s.party.byteLength
