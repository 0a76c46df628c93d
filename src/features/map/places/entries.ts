/**
 * The places of the network itself: each city, street and address of the published stations, with
 * a centre and a box, matched word by word (accents and case ignored).
 */
export type PlaceKind = 'city' | 'street' | 'address' | 'place'
export type Place = {
  label: string
  kind: PlaceKind
  lat: number
  lng: number
  bbox?: [number, number, number, number]
}

export const maxPlaces = 8

export type Entry = {
  label: string
  country: string | null
  kind: PlaceKind
  lat: number
  lng: number
  bbox?: Place['bbox']
  weight: number
  words: string[]
}

/** Lower case, without accents, split into words ("Setúbal" finds "setubal"). */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))]!
const round = (n: number) => Math.round(n * 1e5) / 1e5

/**
 * Centre and box of a group of stations, leaving out the outliers (stations along roads out of
 * town).
 */
function area(points: { lat: number; lng: number }[]): Pick<Entry, 'lat' | 'lng' | 'bbox'> {
  const lats = points.map((p) => p.lat).sort((a, b) => a - b)
  const lngs = points.map((p) => p.lng).sort((a, b) => a - b)
  const q = points.length >= 10 ? 0.1 : 0
  return {
    lat: round(quantile(lats, 0.5)),
    lng: round(quantile(lngs, 0.5)),
    bbox: [
      round(quantile(lngs, q)),
      round(quantile(lats, q)),
      round(quantile(lngs, 1 - q)),
      round(quantile(lats, 1 - q)),
    ],
  }
}

export type Row = {
  address: string
  city: string
  countryCode: string | null
  latitude: number | string
  longitude: number | string
  publish: boolean | number | null
}

export function buildEntries(rows: Row[]): Entry[] {
  const cities = new Map<
    string,
    { city: string; country: string | null; points: { lat: number; lng: number }[] }
  >()
  const streets = new Map<
    string,
    { label: string; country: string | null; points: { lat: number; lng: number }[] }
  >()
  const addresses = new Map<string, Entry>()
  for (const r of rows) {
    if (!r.publish) continue
    const point = { lat: Number(r.latitude), lng: Number(r.longitude) }
    const cityKey = `${r.city}|${r.countryCode ?? ''}`
    const city = cities.get(cityKey) ?? { city: r.city, country: r.countryCode, points: [] }
    city.points.push(point)
    cities.set(cityKey, city)
    // "vul. Khreshchatyk, 12": the street is what comes before a trailing house number.
    const street = r.address.replace(/,?\s*\d+[\w/-]*\s*$/u, '').trim()
    if (street && street !== r.address) {
      const label = `${street}, ${r.city}`
      const s = streets.get(label) ?? { label, country: r.countryCode, points: [] }
      s.points.push(point)
      streets.set(label, s)
    }
    const label = `${r.address}, ${r.city}`
    if (!addresses.has(label))
      addresses.set(label, {
        label,
        country: r.countryCode,
        kind: 'address',
        ...point,
        weight: 1,
        words: words(label),
      })
  }
  const entries: Entry[] = []
  for (const c of cities.values())
    entries.push({
      label: c.city,
      country: c.country,
      kind: 'city',
      ...area(c.points),
      weight: c.points.length,
      words: words(c.city),
    })
  for (const s of streets.values())
    entries.push({
      label: s.label,
      country: s.country,
      kind: 'street',
      ...area(s.points),
      weight: s.points.length,
      words: words(s.label),
    })
  entries.push(...addresses.values())
  return entries
}

const kindOrder: Record<PlaceKind, number> = { city: 0, street: 1, address: 2, place: 3 }

/**
 * Entries whose words start with every word of the query: cities first, then streets, then
 * addresses.
 */
export function matchEntries(entries: Entry[], query: string, limit = maxPlaces): Entry[] {
  const wanted = words(query)
  if (!wanted.length) return []
  const found: { e: Entry; score: number }[] = []
  for (const e of entries) {
    if (!wanted.every((w) => e.words.some((x) => x.startsWith(w)))) continue
    const exact = wanted.every((w) => e.words.includes(w)) ? 0 : 1
    found.push({
      e,
      score: kindOrder[e.kind] * 10 + exact * 5 - Math.min(4, Math.log10(e.weight + 1)),
    })
  }
  return found
    .sort((a, b) => a.score - b.score || a.e.label.localeCompare(b.e.label))
    .slice(0, limit)
    .map((f) => f.e)
}
