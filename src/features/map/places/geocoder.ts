import type { Locale } from '@/i18n/locales'
import { localeTags } from '@/i18n/locales'
import { processState } from '@/lib/process-state'

import { maxPlaces, type Place } from './entries'

/**
 * The optional geocoder (GEOCODER_URL, Photon or Nominatim-compatible): asked by the server with a
 * timeout, its answers kept ten minutes, so the visitor's browser talks only to the site.
 */
const geocoderCache = processState(
  'map.geocoder',
  () => new Map<string, { at: number; places: Place[] }>(),
)

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

export async function geocode(
  query: string,
  locale: Locale,
  env: Record<string, string | undefined>,
): Promise<Place[]> {
  const base = env.GEOCODER_URL
  if (!base) return []
  const cache = geocoderCache
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
