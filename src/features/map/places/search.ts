import type { Payload } from 'payload'

import { sqlTable } from '@/lib/sql'

import { localeTags, type Locale } from '@/i18n/locales'

import { readStationsVersion, versionString } from '../stations/version'

/**
 * "Find a place" on the map. Offline by default: the cities, streets and addresses of the published
 * stations themselves (where there are stations is where a driver wants to look). With GEOCODER_URL
 * set, a Photon or Nominatim-compatible geocoder adds places beyond the network; the server asks it
 * (with a timeout), so the visitor's browser still talks only to the site.
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
export const queryLimits = { min: 2, max: 100 } as const

type Entry = {
  label: string
  country: string | null
  kind: PlaceKind
  lat: number
  lng: number
  bbox?: Place['bbox']
  weight: number
  words: string[]
}
type Index = { key: string; builtAt: number; entries: Entry[] }

const state = globalThis as unknown as {
  __placeIndex?: Index
  __placeIndexLoading?: Promise<Index>
  __placeVersion?: { key: string; at: number }
  __geocoderCache?: Map<string, { at: number; places: Place[] }>
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

type Row = {
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

/** At the latest, the index is rebuilt this often even when the stations' version has not moved. */
const rebuildMs = 5 * 60_000

/** The stations' version, read at most once a second: searches arrive a keystroke at a time. */
async function stationsKey(payload: Payload): Promise<string> {
  const cached = state.__placeVersion
  if (cached && Date.now() - cached.at < 1_000) return cached.key
  const key = versionString(await readStationsVersion(payload))
  state.__placeVersion = { key, at: Date.now() }
  return key
}

async function placeIndex(payload: Payload): Promise<Index> {
  const key = await stationsKey(payload)
  const current = state.__placeIndex
  if (current && current.key === key && Date.now() - current.builtAt < rebuildMs) return current
  state.__placeIndexLoading ??= (async () => {
    try {
      // The narrow columns straight through the adapter (as the map's pins are read): a Local API
      // find would build every station's full document.
      const { db, table: t } = sqlTable(payload, 'stations')
      const rows: Row[] = await db
        .select({
          address: t.address,
          city: t.city,
          countryCode: t.countryCode,
          latitude: t.latitude,
          longitude: t.longitude,
          publish: t.publish,
        })
        .from(t)
      return (state.__placeIndex = { key, builtAt: Date.now(), entries: buildEntries(rows) })
    } finally {
      state.__placeIndexLoading = undefined
    }
  })()
  // A stale index answers while the new one is read; the first request waits.
  return current ?? state.__placeIndexLoading
}

/** Forgets the index (tests switch databases). */
export function resetPlaceIndex(): void {
  state.__placeIndex = undefined
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

function toPlace(e: Entry, locale: Locale): Place {
  let label = e.label
  if (e.kind === 'city' && e.country) {
    const country = new Intl.DisplayNames([localeTags[locale]], {
      type: 'region',
      fallback: 'code',
    }).of(e.country.toUpperCase())
    if (country) label = `${e.label}, ${country}`
  }
  return { label, kind: e.kind, lat: e.lat, lng: e.lng, ...(e.bbox ? { bbox: e.bbox } : {}) }
}

// ── The optional geocoder
// ──────────────────────────────────────────────────────────────────────────

type PhotonFeature = {
  geometry?: { coordinates?: [number, number] }
  properties?: Record<string, unknown>
}
type NominatimPlace = {
  display_name?: string
  lat?: string
  lon?: string
  boundingbox?: [string, string, string, string]
}

const finite = (...values: number[]) => values.every((v) => Number.isFinite(v))

/** Photon (GeoJSON features) or Nominatim (an array of places) answers, as places. */
export function parseGeocoderAnswer(answer: unknown): Place[] {
  const out: Place[] = []
  if (
    answer &&
    typeof answer === 'object' &&
    Array.isArray((answer as { features?: unknown }).features)
  ) {
    for (const f of (answer as { features: PhotonFeature[] }).features) {
      const [lng, lat] = f.geometry?.coordinates ?? [NaN, NaN]
      const p = f.properties ?? {}
      const parts = [
        p.name,
        [p.street, p.housenumber].filter(Boolean).join(' '),
        p.city,
        p.country,
      ].filter((v): v is string => typeof v === 'string' && v.trim() !== '')
      const label = [...new Set(parts)].join(', ').slice(0, 160)
      if (!label || !finite(lat, lng)) continue
      const e = p.extent
      const bbox =
        Array.isArray(e) && e.length === 4 && finite(...(e as number[]))
          ? ([e[0], e[3], e[2], e[1]] as Place['bbox'])
          : undefined
      out.push({ label, kind: 'place', lat, lng, ...(bbox ? { bbox } : {}) })
    }
  } else if (Array.isArray(answer)) {
    for (const n of answer as NominatimPlace[]) {
      const lat = Number(n.lat)
      const lng = Number(n.lon)
      const label = typeof n.display_name === 'string' ? n.display_name.slice(0, 160) : ''
      if (!label || !finite(lat, lng)) continue
      const b = (n.boundingbox ?? []).map(Number)
      const bbox =
        b.length === 4 && finite(...b) ? ([b[2], b[0], b[3], b[1]] as Place['bbox']) : undefined
      out.push({ label, kind: 'place', lat, lng, ...(bbox ? { bbox } : {}) })
    }
  }
  return out.filter((p) => Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180)
}

const geocoderCacheMs = 10 * 60_000

async function geocode(
  query: string,
  locale: Locale,
  env: Record<string, string | undefined>,
): Promise<Place[]> {
  const base = env.GEOCODER_URL
  if (!base) return []
  const cache = (state.__geocoderCache ??= new Map())
  const cacheKey = `${locale}:${query.toLowerCase()}`
  const hit = cache.get(cacheKey)
  if (hit && Date.now() - hit.at < geocoderCacheMs) return hit.places
  const url = new URL(base)
  const photon =
    (env.GEOCODER_FORMAT ?? (/photon|\/api\/?$/.test(base) ? 'photon' : 'nominatim')) === 'photon'
  url.searchParams.set('q', query)
  url.searchParams.set('limit', String(maxPlaces))
  if (photon) {
    // Photon knows few languages; English is the one of ours it has.
    if (locale === 'en' || locale === 'my') url.searchParams.set('lang', 'en')
  } else {
    url.searchParams.set('format', 'jsonv2')
    url.searchParams.set('accept-language', localeTags[locale])
  }
  try {
    const response = await fetch(url, {
      headers: {
        Accept: 'application/json',
        'User-Agent': `${env.SITE_URL ?? 'charger-map'} (charger map place search)`,
      },
      signal: AbortSignal.timeout(Number(env.GEOCODER_TIMEOUT_MS) || 3000),
    })
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`)
    const places = parseGeocoderAnswer(await response.json())
    if (cache.size >= 1000) cache.delete(cache.keys().next().value!)
    cache.set(cacheKey, { at: Date.now(), places })
    return places
  } catch (error) {
    // The stations' own places still answer.
    console.warn(`place search: geocoder unavailable (${(error as Error).message})`)
    return []
  }
}

/**
 * Up to eight places for a query: the network's own first, then the geocoder's (when configured).
 */
export async function findPlaces(
  payload: Payload,
  query: string,
  locale: Locale,
  env: Record<string, string | undefined> = process.env,
): Promise<Place[]> {
  const local = matchEntries((await placeIndex(payload)).entries, query).map((e) =>
    toPlace(e, locale),
  )
  if (local.length >= maxPlaces || !env.GEOCODER_URL) return local
  const seen = new Set(local.map((p) => p.label.toLowerCase()))
  const remote = (await geocode(query, locale, env)).filter((p) => !seen.has(p.label.toLowerCase()))
  return [...local, ...remote].slice(0, maxPlaces)
}

/** The query as typed, or why it is refused. */
export function checkPlaceQuery(
  raw: string | null,
): { ok: true; q: string } | { ok: false; message: string } {
  const q = (raw ?? '').trim().replace(/\s+/g, ' ')
  if (q.length < queryLimits.min || q.length > queryLimits.max)
    return { ok: false, message: `q must be ${queryLimits.min} to ${queryLimits.max} characters.` }
  if (/[\u0000-\u001f\u007f]/.test(q))
    return { ok: false, message: 'q must not contain control characters.' }
  if (!words(q).length) return { ok: false, message: 'q must contain letters or digits.' }
  return { ok: true, q }
}
