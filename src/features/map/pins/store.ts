/**
 * A store of pin columns (columns.ts) built, changed and compacted. Slots [0, sorted) are ordered by
 * longitude, so a box query scans only its longitude range; a new or moved station goes to an
 * unsorted tail that every query scans whole and that is merged back once it grows. Pure code:
 * findStations.ts feeds it from the database.
 */
import {
  allocate,
  grow,
  labelText,
  writeLabel,
  writeSlot,
  type PinRow,
  type PinStore,
} from './columns'

/**
 * Sorting by longitude without comparator calls: microdegrees and a position packed in one float64
 * (both integers, below 2^53), sorted natively.
 */
const lngKey = (lng: number, position: number) =>
  (Math.round(lng * 1e6) + 2 ** 28) * 2 ** 24 + position
const positionOf = (key: number) => key % 2 ** 24

/** A store of these rows (unpublished ones left out), sorted by longitude. */
export function buildPinStore(rows: PinRow[]): PinStore {
  const live = rows.filter((r) => r.publish)
  const maxId = live.reduce((m, r) => Math.max(m, r.id), 0)
  const keys = new Float64Array(live.length)
  for (let i = 0; i < live.length; i++) keys[i] = lngKey(Number(live[i]!.longitude), i)
  keys.sort()
  const store = allocate(Math.max(live.length, 1024), maxId)
  for (let k = 0; k < keys.length; k++) {
    const row = live[positionOf(keys[k]!)]!
    writeSlot(store, k, row)
  }
  store.size = live.length
  store.sorted = live.length
  return store
}

export function emptyPinStore(): PinStore {
  return allocate(1024, 1024)
}

/**
 * Applies changed rows (returns the store, possibly a grown copy). A row in place keeps its slot
 * unless its longitude moved; unpublished rows are dropped. Merges the tail when it grows large.
 */
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
  for (let k = 0; k < slots.length; k++) keys[k] = lngKey(store.lng[slots[k]!]!, k)
  keys.sort()
  let maxId = 0
  for (const s of slots) maxId = Math.max(maxId, store.dbId[s]!)
  const next = allocate(Math.max(slots.length, 1024), maxId)
  next.parties = store.parties
  next.partyIndex = store.partyIndex
  for (let k = 0; k < keys.length; k++) {
    const from = slots[positionOf(keys[k]!)]!
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
