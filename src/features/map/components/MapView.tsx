'use client'

import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import type { ClusterItem, StationItem } from '../pins/stationQuery'
import { filtersToQuery, parseFilters, type Filters } from '../pins/filters'
import styles from './map.module.css'
import { fill } from '@/lib/fill'
import { MapFilters } from './MapFilters'
import type { DisplayCluster } from './markers'
import { MapPreview } from './MapPreview'
import { MapToolbar } from './MapToolbar'
import type { Place } from './PlaceSearch'
import { StationList } from './StationList'
import { StationPanel } from './StationPanel'
import type { MapViewProps, StationView } from './types'
import { useMap, useMapWhenIdle } from './useMap'
import { useMarkers } from './useMarkers'
import { fetchStation, useStations, type PinQuery } from './useStations'
import { bboxOfView, formatView, maxZoom, viewOfBBox, type BBox, type View } from './view'

/**
 * The charger map page's interactive part. The list, the filters and the place search work from the
 * first paint on; MapLibre arrives later (see useMap) and then takes over the view. Before that,
 * the view is kept here and the list follows it.
 */
export function MapView({
  locale,
  localeTag,
  messages: m,
  formMessages,
  captcha,
  styleUrl,
  helpUrl,
  initialFilters,
  initialStation,
  initialView,
  connectors,
  embed,
}: MapViewProps) {
  const container = useRef<HTMLDivElement>(null)
  const panelHeading = useRef<HTMLHeadingElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const viewRef = useRef<View>(initialView)
  const [view, setView] = useState<View>(initialView)
  const [query, setQuery] = useState<PinQuery | null>(null)
  const [filters, setFilters] = useState<Filters>(initialFilters)
  const [station, setStation] = useState<StationView | null>(initialStation)
  const stationRef = useRef(station)
  const [wantMap, setWantMap] = useState(false)
  const [detailError, setDetailError] = useState(false)
  const pendingHere = useRef<[number, number] | null>(null)
  // Bumped when a station is opened by the visitor: the panel's heading takes focus once it is
  // rendered.
  const [focusPanel, setFocusPanel] = useState(0)
  useEffect(() => {
    if (focusPanel) panelHeading.current?.focus()
  }, [focusPanel])

  useEffect(() => {
    stationRef.current = station
  }, [station])

  const frame = () => ({
    width: container.current?.clientWidth || 800,
    height: container.current?.clientHeight || 480,
  })

  /** The view when the map is not there to keep it (before it loads, or when it cannot run). */
  const applyView = useCallback((next: View) => {
    const { width, height } = frame()
    viewRef.current = next
    setView(next)
    setQuery({ bbox: bboxOfView(next, width, height), zoom: next.zoom })
  }, [])

  const onMove = useCallback((next: View, bbox: BBox) => {
    viewRef.current = next
    setView(next)
    setQuery({ bbox, zoom: next.zoom })
  }, [])

  const map = useMap({ container, view: viewRef, styleUrl, wanted: wantMap, onMove })
  const ready = map.status === 'ready'

  // The first list comes at once, for the view the page opened with.
  useEffect(() => applyView(viewRef.current), [applyView])

  // On a device with a mouse the map comes by itself once the page is idle; elsewhere when asked
  // for.
  useMapWhenIdle(setWantMap)

  // The embed's page comes from the page cache whatever its query: its filters are the address's.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (embed) setFilters(parseFilters(new URLSearchParams(window.location.search)))
  }, [embed])

  const setUrl = useCallback(
    (stationId: string | null, f: Filters) => {
      const q = filtersToQuery(f).toString()
      const path = embed
        ? `/${locale}/map/embed`
        : stationId
          ? `/${locale}/location/${encodeURIComponent(stationId)}`
          : `/${locale}/map`
      window.history.replaceState(window.history.state, '', `${path}${q ? `?${q}` : ''}`)
    },
    [locale, embed],
  )

  const goTo = useCallback(
    (next: View) => (ready ? map.moveTo(next) : applyView(next)),
    [ready, map, applyView],
  )
  const goToBox = useCallback(
    (bbox: BBox, limit: number) => {
      if (ready) return map.fitBox(bbox, limit)
      const { width, height } = frame()
      const [w, s, e, n] = bbox
      applyView(
        w === e && s === n
          ? { center: [w, s], zoom: Math.min(maxZoom, Math.max(viewRef.current.zoom + 3, 14)) }
          : viewOfBBox(bbox, width, height, 40, limit),
      )
    },
    [ready, map, applyView],
  )

  const zoomToCluster = useCallback(
    (c: ClusterItem | DisplayCluster) => {
      // Nothing left to zoom into: the stations are at one spot; the list names them.
      if (viewRef.current.zoom >= maxZoom - 0.5)
        return document.getElementById('station-list-heading')?.focus()
      goToBox(c.bbox, Math.min(maxZoom, Math.max(viewRef.current.zoom + 2, 12)))
    },
    [goToBox],
  )

  const openStation = useCallback(
    async (id: string, fly = false) => {
      returnFocus.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null
      try {
        const detail = await fetchStation(id)
        setStation(detail)
        setDetailError(false)
        setUrl(detail.id, filters)
        if (fly)
          goTo({ center: [detail.lng, detail.lat], zoom: Math.max(viewRef.current.zoom, 14) })
        setFocusPanel((n) => n + 1)
      } catch {
        setDetailError(true)
      }
    },
    [setUrl, filters, goTo],
  )

  const closePanel = () => {
    setStation(null)
    setUrl(null, filters)
    const back = returnFocus.current
    requestAnimationFrame(() =>
      back?.isConnected ? back.focus() : document.getElementById('station-list-heading')?.focus(),
    )
  }

  // A change on the server (a status, a price): the open station is read again in place.
  const refreshStation = useCallback(() => {
    const open = stationRef.current
    if (!open) return
    fetchStation(open.id, { fresh: true, track: false })
      .then((detail) => setStation((current) => (current?.id === detail.id ? detail : current)))
      .catch(() => {})
  }, [])
  const { data, error } = useStations(query, filters, refreshStation)

  const changeFilters = (next: Filters) => {
    setFilters(next)
    setUrl(station?.id ?? null, next)
  }

  const markerHandlers = useMemo(
    () => ({
      stationLabel: (s: StationItem) =>
        `${s.name}: ${m.bands[s.band]}, ${s.appOnly ? m.appOnly : m.statuses[s.status]}, ${m.types[s.type]}`,
      clusterLabel: (count: number) => fill(m.clusterLabel, { count }),
      onStation: (id: string) => void openStation(id),
      onCluster: zoomToCluster,
    }),
    [m, openStation, zoomToCluster],
  )
  useMarkers(map.mapRef, map.libRef, ready, data?.items ?? null, markerHandlers)

  useEffect(() => {
    const at = pendingHere.current
    if (ready && at) {
      pendingHere.current = null
      map.showHere(at[0], at[1], styles.here!, m.youAreHere)
    }
  }, [ready, map, m])

  // Located before the map is there: the marker waits for it.
  const onLocated = (lng: number, lat: number) => {
    if (ready) return map.showHere(lng, lat, styles.here!, m.youAreHere)
    pendingHere.current = [lng, lat]
    applyView({ center: [lng, lat], zoom: 13 })
    setWantMap(true)
  }

  const onPlace = (place: Place) =>
    place.bbox ? goToBox(place.bbox, 15) : goTo({ center: [place.lng, place.lat], zoom: 16 })

  const shown = formatView(view)
  const fullMapQuery = filtersToQuery(filters).toString()
  return (
    <div className={styles.layout}>
      {embed ? (
        <a
          className={styles.fullMap}
          href={`/${locale}/map${fullMapQuery ? `?${fullMapQuery}` : ''}`}
          target="_blank"
          rel="noopener"
        >
          {embed.fullMapLabel}
        </a>
      ) : null}
      <MapFilters messages={m} filters={filters} connectors={connectors} onChange={changeFilters} />

      <div className={styles.mapColumn}>
        <MapToolbar
          messages={m}
          locale={locale}
          helpUrl={helpUrl}
          onPlace={onPlace}
          onLocated={onLocated}
        />
        {(error || detailError) && (
          <p role="alert" className={styles.alert}>
            {m.loadError}
          </p>
        )}
        <div className={styles.mapFrame}>
          <div
            ref={container}
            className={styles.map}
            role="region"
            aria-label={m.mapLabel}
            data-testid="map"
            data-center={shown.center}
            data-zoom={shown.zoom}
            data-map={map.status}
          />
          {!ready && (
            <MapPreview messages={m} status={map.status} onShow={() => setWantMap(true)} />
          )}
          {station && (
            <StationPanel
              station={station}
              locale={locale}
              localeTag={localeTag}
              messages={m}
              formMessages={formMessages}
              captcha={captcha}
              heading={panelHeading}
              onClose={closePanel}
            />
          )}
        </div>

        <StationList
          messages={m}
          data={data}
          onStation={(id) => void openStation(id, true)}
          onCluster={zoomToCluster}
        />
      </div>
    </div>
  )
}
