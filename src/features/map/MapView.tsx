'use client'

import 'maplibre-gl/dist/maplibre-gl.css'

import type { Map as MapLibreMap, Marker, StyleSpecification } from 'maplibre-gl'
import { useCallback, useEffect, useRef, useState } from 'react'

import { trackRequest } from '@/features/site/client/events'
import { moneyFormat } from '@/i18n/money'

import type { ClusterItem, StationItem, StationsResponse } from './cluster'
import { filterKeys, filtersToQuery, type Filters } from './filters'
import type { StationDetail } from './queries'
import styles from './map.module.css'

import type enMessages from '@/i18n/messages/en/map.json'

/**
 * The `map` namespace of the active locale (every locale has the same keys; a unit test checks), plus
 * the site's generic failure text (`errors.generic`) as `loadError`.
 */
export type MapMessages = Omit<typeof enMessages, 'bands' | 'statuses' | 'types' | 'weekdays'> & {
  loadError: string
  bands: Record<string, string>
  statuses: Record<string, string>
  types: Record<string, string>
  weekdays: Record<string, string>
}

type Props = {
  locale: string
  localeTag: string
  messages: MapMessages
  styleUrl: string | null
  helpUrl: string
  initialFilters: Filters
  initialStation: StationDetail | null
  initialView: { center: [number, number]; zoom: number }
  connectors: string[]
}

const fmt = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''))

const connectorNames: Record<string, string> = {
  IEC_62196_T2: 'Type 2',
  IEC_62196_T2_COMBO: 'CCS2',
  IEC_62196_T1: 'Type 1',
  IEC_62196_T1_COMBO: 'CCS1',
  CHADEMO: 'CHAdeMO',
  GBT_AC: 'GB/T AC',
  GBT_DC: 'GB/T DC',
  TESLA_S: 'Tesla',
  CHAOJI: 'ChaoJi',
  DOMESTIC_F: 'Schuko',
  IEC_60309_2_single_16: 'CEE 16 A',
}
const bandShort: Record<string, string> = { '2-7': '7', '11-22': '22', '50+': '50', '120+': '120' }

/** The offline basemap: Natural Earth country outlines served by the site (no key, no third party). */
function builtInStyle(): StyleSpecification {
  return {
    version: 8,
    sources: { countries: { type: 'geojson', data: new URL('/api/v1/map/basemap', window.location.href).href, attribution: 'Natural Earth' } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#d6e7ef' } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': '#f5f3ee' } },
      { id: 'borders', type: 'line', source: 'countries', paint: { 'line-color': '#9aa7a1', 'line-width': 0.7 } },
    ],
  }
}

function hoursText(detail: NonNullable<StationDetail['details']>, m: MapMessages): string[] {
  const times = detail.openingTimes
  if (times.twentyfourseven || !times.regular_hours?.length) return [m.allDay]
  const lines: { from: number; to: number; span: string }[] = []
  for (const h of [...times.regular_hours].sort((a, b) => a.weekday - b.weekday)) {
    const span = `${h.period_begin}–${h.period_end}`
    const last = lines[lines.length - 1]
    if (last && last.span === span && last.to === h.weekday - 1) last.to = h.weekday
    else lines.push({ from: h.weekday, to: h.weekday, span })
  }
  return lines.map((l) => `${m.weekdays[l.from]}${l.to !== l.from ? `–${m.weekdays[l.to]}` : ''} ${l.span}`)
}

export function MapView({ locale, localeTag, messages: m, styleUrl, helpUrl, initialFilters, initialStation, initialView, connectors }: Props) {
  const container = useRef<HTMLDivElement>(null)
  const mapRef = useRef<MapLibreMap | null>(null)
  const markers = useRef(new Map<string, Marker>())
  const here = useRef<Marker | null>(null)
  const abort = useRef<AbortController | null>(null)
  const [filters, setFilters] = useState<Filters>(initialFilters)
  const filtersRef = useRef(filters)
  const [data, setData] = useState<StationsResponse | null>(null)
  const [station, setStation] = useState<StationDetail | null>(initialStation)
  const [mapFailed, setMapFailed] = useState(false)
  const [geo, setGeo] = useState<'idle' | 'locating' | 'denied' | 'unavailable'>('idle')
  const [error, setError] = useState(false)
  const panelHeading = useRef<HTMLHeadingElement>(null)

  const setUrl = useCallback(
    (stationId: string | null, f: Filters) => {
      const query = filtersToQuery(f).toString()
      const path = stationId ? `/${locale}/location/${encodeURIComponent(stationId)}` : `/${locale}/map`
      window.history.replaceState(window.history.state, '', `${path}${query ? `?${query}` : ''}`)
    },
    [locale],
  )

  const load = useCallback(async () => {
    const map = mapRef.current
    let bbox: number[]
    let zoom: number
    if (map) {
      const b = map.getBounds()
      const clamp = (v: number, lim: number) => Math.max(-lim, Math.min(lim, v))
      bbox = [clamp(b.getWest(), 180), clamp(b.getSouth(), 90), clamp(b.getEast(), 180), clamp(b.getNorth(), 90)]
      zoom = map.getZoom()
    } else {
      const [lng, lat] = initialView.center
      const half = 180 / 2 ** initialView.zoom
      bbox = [Math.max(-180, lng - half), Math.max(-90, lat - half / 2), Math.min(180, lng + half), Math.min(90, lat + half / 2)]
      zoom = initialView.zoom
    }
    const params = filtersToQuery(filtersRef.current)
    params.set('bbox', bbox.map((n) => n.toFixed(5)).join(','))
    params.set('zoom', zoom.toFixed(2))
    abort.current?.abort()
    const controller = (abort.current = new AbortController())
    try {
      const response = await trackRequest(fetch(`/api/v1/stations?${params}`, { signal: controller.signal, headers: { Accept: 'application/json' } }))
      if (!response.ok) throw new Error(String(response.status))
      setData((await response.json()) as StationsResponse)
      setError(false)
    } catch (e) {
      if ((e as Error).name !== 'AbortError') setError(true)
    }
  }, [initialView])

  const openStation = useCallback(
    async (id: string, fly = false) => {
      try {
        const response = await trackRequest(fetch(`/api/v1/stations/${encodeURIComponent(id)}`, { headers: { Accept: 'application/json' } }))
        if (!response.ok) throw new Error(String(response.status))
        const detail = (await response.json()) as StationDetail
        setStation(detail)
        setUrl(detail.id, filtersRef.current)
        if (fly) mapRef.current?.easeTo({ center: [detail.lng, detail.lat], zoom: Math.max(mapRef.current.getZoom(), 14) })
        requestAnimationFrame(() => panelHeading.current?.focus())
      } catch {
        setError(true)
      }
    },
    [setUrl],
  )

  const zoomToCluster = useCallback((c: ClusterItem) => {
    const map = mapRef.current
    if (!map) return
    const [w, s, e, n] = c.bbox
    if (w === e && s === n) map.easeTo({ center: [c.lng, c.lat], zoom: map.getZoom() + 3 })
    else map.fitBounds([w, s, e, n], { padding: 60, maxZoom: Math.max(map.getZoom() + 2, 12), duration: 400 })
  }, [])

  // The map itself: MapLibre is loaded only here, on the map pages.
  useEffect(() => {
    let cancelled = false
    let map: MapLibreMap | undefined
    ;(async () => {
      try {
        const maplibre = (await import('maplibre-gl')).default
        if (cancelled || !container.current) return
        map = new maplibre.Map({
          container: container.current,
          style: styleUrl ?? builtInStyle(),
          center: initialView.center,
          zoom: initialView.zoom,
          attributionControl: { compact: true },
          dragRotate: false,
          pitchWithRotate: false,
        })
        map.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right')
        map.touchZoomRotate.disableRotation()
        mapRef.current = map
        container.current.dataset.ready = 'true'
        map.on('moveend', () => void load())
        map.on('error', (event) => console.warn('map', event.error?.message))
        ;(window as unknown as { __map?: MapLibreMap }).__map = map
        void load()
      } catch (e) {
        console.warn('map unavailable', e)
        if (!cancelled) {
          setMapFailed(true)
          void load()
        }
      }
    })()
    return () => {
      cancelled = true
      map?.remove()
      mapRef.current = null
    }
  }, [styleUrl, initialView, load])

  // Markers follow the data: stations as buttons coloured by status, clusters with their count.
  useEffect(() => {
    const map = mapRef.current
    if (!map || !data) return
    void (async () => {
      const maplibre = (await import('maplibre-gl')).default
      const wanted = new Set<string>()
      for (const item of data.items) {
        const key = `${item.kind}:${item.id}`
        wanted.add(key)
        if (markers.current.has(key)) continue
        const el = document.createElement('button')
        el.type = 'button'
        if (item.kind === 'cluster') {
          el.className = styles.cluster!
          el.dataset.count = String(item.count)
          el.textContent = item.count >= 1000 ? `${Math.round(item.count / 100) / 10}k` : String(item.count)
          el.setAttribute('aria-label', fmt(m.clusterLabel!, { count: item.count }))
          el.style.setProperty('--size', `${Math.min(64, 28 + Math.log10(item.count) * 12)}px`)
          el.addEventListener('click', (event) => {
            event.stopPropagation()
            zoomToCluster(item)
          })
        } else {
          el.className = styles.marker!
          el.dataset.id = item.id
          el.dataset.status = item.status
          el.dataset.type = item.type
          el.dataset.band = item.band
          el.textContent = bandShort[item.band] ?? ''
          el.setAttribute('aria-label', `${item.name}: ${m.bands[item.band]}, ${item.appOnly ? m.appOnly : m.statuses[item.status]}, ${m.types[item.type]}`)
          el.addEventListener('click', (event) => {
            event.stopPropagation()
            void openStation(item.id)
          })
        }
        markers.current.set(key, new maplibre.Marker({ element: el }).setLngLat([item.lng, item.lat]).addTo(map))
      }
      for (const [key, marker] of markers.current) {
        if (!wanted.has(key)) {
          marker.remove()
          markers.current.delete(key)
        }
      }
    })()
  }, [data, m, openStation, zoomToCluster])

  const toggle = (key: (typeof filterKeys)[number], value: string, on: boolean) => {
    const current = filters[key] as string[]
    const next = { ...filters, [key]: on ? [...current, value] : current.filter((v) => v !== value) } as Filters
    filtersRef.current = next
    setFilters(next)
    setUrl(station?.id ?? null, next)
    void load()
  }
  const setConnector = (value: string) => {
    const next = { ...filters, connector: value ? [value] : [] }
    filtersRef.current = next
    setFilters(next)
    setUrl(station?.id ?? null, next)
    void load()
  }
  const reset = () => {
    const next: Filters = { power: [], connector: [], status: [], type: [] }
    filtersRef.current = next
    setFilters(next)
    setUrl(station?.id ?? null, next)
    void load()
  }

  const closePanel = () => {
    setStation(null)
    setUrl(null, filtersRef.current)
  }

  const findMe = () => {
    if (!('geolocation' in navigator)) return setGeo('unavailable')
    setGeo('locating')
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        setGeo('idle')
        const { longitude, latitude } = position.coords
        const map = mapRef.current
        if (!map) return
        const maplibre = (await import('maplibre-gl')).default
        const el = document.createElement('span')
        el.className = styles.here!
        el.setAttribute('role', 'img')
        el.setAttribute('aria-label', m.youAreHere!)
        here.current?.remove()
        here.current = new maplibre.Marker({ element: el }).setLngLat([longitude, latitude]).addTo(map)
        map.flyTo({ center: [longitude, latitude], zoom: 13 })
      },
      (err) => setGeo(err.code === err.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    )
  }

  const price = (value: number, currency: string) => moneyFormat(localeTag, currency, { maximumFractionDigits: 2 }).format(value)
  const stations = (data?.items.filter((i) => i.kind === 'station') ?? []) as StationItem[]
  const clusters = (data?.items.filter((i) => i.kind === 'cluster') ?? []) as ClusterItem[]
  const listLimit = 100
  const d = station?.details

  return (
    <div className={styles.layout}>
      <form className={styles.filters} aria-label={m.legend} onSubmit={(e) => e.preventDefault()}>
        <h2 className={styles.legendTitle}>{m.legend}</h2>
        <fieldset>
          <legend>{m.power}</legend>
          {Object.entries(m.bands).map(([band, label]) => (
            <label key={band} className={styles.option}>
              <input type="checkbox" name="power" value={band} checked={filters.power.includes(band as never)} onChange={(e) => toggle('power', band, e.target.checked)} />
              <span className={styles.bandSwatch} aria-hidden="true">
                {bandShort[band]}
              </span>
              {label}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{m.status}</legend>
          {Object.entries(m.statuses).map(([status, label]) => (
            <label key={status} className={styles.option}>
              <input type="checkbox" name="status" value={status} checked={filters.status.includes(status as never)} onChange={(e) => toggle('status', status, e.target.checked)} />
              <span className={styles.statusSwatch} data-status={status} aria-hidden="true" />
              {label}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{m.type}</legend>
          {Object.entries(m.types).map(([type, label]) => (
            <label key={type} className={styles.option}>
              <input type="checkbox" name="type" value={type} checked={filters.type.includes(type as never)} onChange={(e) => toggle('type', type, e.target.checked)} />
              <span className={styles.typeSwatch} data-type={type} aria-hidden="true" />
              {label}
            </label>
          ))}
        </fieldset>
        <label className={styles.select}>
          {m.connector}
          <select name="connector" value={filters.connector[0] ?? ''} onChange={(e) => setConnector(e.target.value)}>
            <option value="">{m.anyConnector}</option>
            {connectors.map((c) => (
              <option key={c} value={c}>
                {connectorNames[c] ?? c}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button" onClick={reset}>
          {m.resetFilters}
        </button>
      </form>

      <div className={styles.mapColumn}>
        <div className={styles.toolbar}>
          <button type="button" className="button button--primary" onClick={findMe} aria-describedby="map-geo-status">
            {m.findMe}
          </button>
          <span id="map-geo-status" role="status" className={styles.geoStatus}>
            {geo === 'locating' ? m.locating : ''}
          </span>
        </div>
        {(geo === 'denied' || geo === 'unavailable') && (
          <div role="alert" className={styles.alert}>
            <p>{geo === 'denied' ? m.geoDenied : m.geoUnavailable}</p>
            <a href={helpUrl} target="_blank" rel="noopener noreferrer">
              {m.geoHelp}
            </a>
          </div>
        )}
        {error && (
          <p role="alert" className={styles.alert}>
            {m.loadError}
          </p>
        )}
        <div className={styles.mapFrame}>
          <div ref={container} className={styles.map} role="region" aria-label={m.mapLabel} data-testid="map" />
          {mapFailed && <p className={styles.noWebgl}>{m.noWebgl}</p>}
          {station && (
            <aside className={styles.panel} aria-labelledby="station-title" data-station-id={station.id}>
              <button type="button" className={styles.close} onClick={closePanel} aria-label={m.close}>
                ×
              </button>
              <h2 id="station-title" ref={panelHeading} tabIndex={-1}>
                {station.name}
              </h2>
              <p className={styles.meta}>
                {m.types[station.type]} · {m.bands[station.powerBand]}
              </p>
              <dl className={styles.facts}>
                <dt>{m.address}</dt>
                <dd>
                  {station.address}, {station.city}
                </dd>
                <dt>{m.zip}</dt>
                <dd>{station.postalCode ?? '—'}</dd>
                {station.operator && (
                  <>
                    <dt>{m.operator}</dt>
                    <dd>{station.operator}</dd>
                  </>
                )}
                {d && (
                  <>
                    <dt>{m.status}</dt>
                    <dd>
                      <span className={styles.statusSwatch} data-status={d.status} aria-hidden="true" /> <span data-testid="station-status">{m.statuses[d.status]}</span>
                    </dd>
                    <dt>{m.hours}</dt>
                    <dd>
                      <span data-testid="station-open">
                        {d.open.allDay ? m.allDay : d.open.open ? fmt(m.openUntil!, { time: d.open.closesAt }) : d.open.opensAt ? fmt(m.closedOpensAt!, { time: d.open.opensAt }) : m.closed}
                      </span>
                      {!d.open.allDay && (
                        <ul className={styles.hours}>
                          {hoursText(d, m).map((line) => (
                            <li key={line}>{line}</li>
                          ))}
                        </ul>
                      )}
                    </dd>
                  </>
                )}
              </dl>
              {d ? (
                <>
                  <h3>{m.connectors}</h3>
                  <ul className={styles.connectors}>
                    {d.evses.flatMap((e) =>
                      e.connectors.map((c) => (
                        <li key={`${e.uid}:${c.id}`}>
                          <span className={styles.statusSwatch} data-status={e.status} aria-hidden="true" />
                          <strong>{connectorNames[c.standard] ?? c.standard}</strong> · {c.powerKw} kW · {c.powerType.startsWith('AC') ? 'AC' : 'DC'} · {m.statuses[e.status]}
                          {c.tariffPerKwh !== null && c.tariffPerKwh > 0 && <> · {fmt(m.tariff!, { price: price(c.tariffPerKwh, d.currency) })}</>}
                        </li>
                      )),
                    )}
                  </ul>
                  <p>{fmt(m.comments!, { count: d.commentsCount })}</p>
                </>
              ) : (
                <p className={styles.appOnly}>
                  <strong>{m.appOnly}.</strong> {m.appOnlyNote}
                </p>
              )}
              <a className="button button--primary" href={`https://www.google.com/maps/dir/?api=1&destination=${station.lat},${station.lng}`} target="_blank" rel="noopener noreferrer">
                {m.directions}
              </a>
            </aside>
          )}
        </div>

        <section className={styles.list} aria-labelledby="station-list-heading">
          <h2 id="station-list-heading">{m.listHeading}</h2>
          <p aria-live="polite" data-testid="station-count">
            {data ? (data.total === 0 ? m.listEmpty : fmt(m.listCount!, { count: data.total })) : m.listHeading}
          </p>
          {stations.length > 0 && (
            <ul>
              {stations.slice(0, listLimit).map((s) => (
                <li key={s.id}>
                  <button type="button" className={styles.listItem} onClick={() => void openStation(s.id, true)} data-station={s.id}>
                    <span className={styles.statusSwatch} data-status={s.status} aria-hidden="true" />
                    <span>
                      <strong>{s.name}</strong>
                      <span className={styles.listMeta}>
                        {m.bands[s.band]} · {s.appOnly ? m.appOnly : m.statuses[s.status]} · {m.types[s.type]}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {clusters.length > 0 && (
            <ul>
              {clusters.slice(0, listLimit).map((c) => (
                <li key={c.id}>
                  <button type="button" className={styles.listItem} onClick={() => zoomToCluster(c)}>
                    {fmt(m.clusterItem!, { count: c.count, place: `${c.lat.toFixed(2)}, ${c.lng.toFixed(2)}` })}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {stations.length > listLimit && <p>{fmt(m.listMore!, { shown: listLimit, total: stations.length })}</p>}
        </section>
      </div>
    </div>
  )
}
