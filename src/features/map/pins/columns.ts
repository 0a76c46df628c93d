/**
 * How a station is laid out in the pin columns (typed arrays, about 80 bytes a station): coordinates,
 * filter attributes in one byte, connector standards as a bit mask, the OCPI party as an index, and
 * `publicId \n name` as UTF-8 in one shared byte array, so no string or object is kept per station.
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

export function allocate(capacity: number, maxId: number): PinStore {
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

export function grow(store: PinStore, need: number, maxId: number): PinStore {
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

export function writeLabel(store: PinStore, slot: number, label: string) {
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

export const labelText = (store: PinStore, slot: number) =>
  decoder.decode(
    store.text.subarray(store.textAt[slot]!, store.textAt[slot]! + store.textLength[slot]!),
  )

export function writeSlot(store: PinStore, slot: number, row: PinRow) {
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
