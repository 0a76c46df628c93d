import type { Payload } from 'payload'

import { processState } from '@/lib/process-state'
import { sqlTable } from '@/lib/sql'

import { localeTags, type Locale } from '@/i18n/locales'

import { readStationsVersion, versionString } from '../stations/version'
import {
  buildEntries,
  matchEntries,
  maxPlaces,
  words,
  type Entry,
  type Place,
  type Row,
} from './entries'
import { geocode } from './geocoder'

/**
 * "Find a place" on the map. Offline by default: the cities, streets and addresses of the published
 * stations themselves (where there are stations is where a driver wants to look). With GEOCODER_URL
 * set, a Photon or Nominatim-compatible geocoder adds places beyond the network.
 */
export const queryLimits = { min: 2, max: 100 } as const

type Index = { key: string; builtAt: number; entries: Entry[] }

const state = processState(
  'map.places',
  (): { index?: Index; loading?: Promise<Index>; version?: { key: string; at: number } } => ({}),
)

/** At the latest, the index is rebuilt this often even when the stations' version has not moved. */
const rebuildMs = 5 * 60_000

/** The stations' version, read at most once a second: searches arrive a keystroke at a time. */
async function stationsKey(payload: Payload): Promise<string> {
  const cached = state.version
  if (cached && Date.now() - cached.at < 1_000) return cached.key
  const key = versionString(await readStationsVersion(payload))
  state.version = { key, at: Date.now() }
  return key
}

async function placeIndex(payload: Payload): Promise<Index> {
  const key = await stationsKey(payload)
  const current = state.index
  if (current && current.key === key && Date.now() - current.builtAt < rebuildMs) return current
  state.loading ??= (async () => {
    try {
      // The narrow columns straight through the adapter (as the map's pins are read): a Local API
      // find would build every station's full document.
      const { db, table: t } = sqlTable(payload, 'stations', [
        'address',
        'city',
        'countryCode',
        'latitude',
        'longitude',
        'publish',
      ])
      const rows = await db
        .select<Row>({
          address: t.address,
          city: t.city,
          countryCode: t.countryCode,
          latitude: t.latitude,
          longitude: t.longitude,
          publish: t.publish,
        })
        .from(t)
      return (state.index = { key, builtAt: Date.now(), entries: buildEntries(rows) })
    } finally {
      state.loading = undefined
    }
  })()
  // A stale index answers while the new one is read; the first request waits.
  return current ?? state.loading
}

/** Forgets the index (tests switch databases). */
export function resetPlaceIndex(): void {
  state.index = undefined
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
