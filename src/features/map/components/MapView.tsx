'use client'

import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react'

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
import type { MapMessages, MapViewProps } from './types'
import type { MapStatus } from './useMap'
import { useMapNavigation } from './useMapNavigation'
import { useMarkers } from './useMarkers'
import { useStationPanel } from './useStationPanel'
import { useStations } from './useStations'
import { formatView, maxZoom } from './view'

/**
 * The charger map page's interactive part. The list, the filters and the place search work from the
 * first paint on; MapLibre arrives later (see useMap) and then takes over the view. Before that,
 * the view is kept here and the list follows it (useMapNavigation).
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
  const nav = useMapNavigation(initialView, styleUrl)
  const { map, viewRef, goTo, goToBox } = nav
  const [filters, setFilters] = useState<Filters>(initialFilters)

  // The embed's page comes from the page cache whatever its query: its filters are the address's.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (embed) setFilters(parseFilters(new URLSearchParams(window.location.search)))
  }, [embed])

  const setUrl = useAddress(locale, Boolean(embed))
  const setStationUrl = useCallback(
    (stationId: string | null) => setUrl(stationId, filters),
    [setUrl, filters],
  )
  const panel = useStationPanel({ initialStation, setUrl: setStationUrl, goTo, viewRef })
  const { station, openStation } = panel

  const zoomToCluster = useCallback(
    (c: ClusterItem | DisplayCluster) => {
      // Nothing left to zoom into: the stations are at one spot; the list names them.
      if (viewRef.current.zoom >= maxZoom - 0.5)
        return document.getElementById('station-list-heading')?.focus()
      goToBox(c.bbox, Math.min(maxZoom, Math.max(viewRef.current.zoom + 2, 12)))
    },
    [goToBox, viewRef],
  )

  const { data, error } = useStations(nav.query, filters, panel.refreshStation)

  const changeFilters = (next: Filters) => {
    setFilters(next)
    setUrl(station?.id ?? null, next)
  }

  usePins(nav, data?.items ?? null, m, openStation, zoomToCluster)

  const onLocated = useLocatedMarker(nav, m.youAreHere)
  const onPlace = (place: Place) =>
    place.bbox ? goToBox(place.bbox, 15) : goTo({ center: [place.lng, place.lat], zoom: 16 })

  return (
    <div className={styles.layout}>
      {embed ? <FullMapLink locale={locale} filters={filters} label={embed.fullMapLabel} /> : null}
      <MapFilters messages={m} filters={filters} connectors={connectors} onChange={changeFilters} />

      <div className={styles.mapColumn}>
        <MapToolbar
          messages={m}
          locale={locale}
          helpUrl={helpUrl}
          onPlace={onPlace}
          onLocated={onLocated}
        />
        {(error || panel.detailError) && (
          <p role="alert" className={styles.alert}>
            {m.loadError}
          </p>
        )}
        <MapFrame
          messages={m}
          container={nav.container}
          view={nav.view}
          status={map.status}
          ownAttribution={!styleUrl}
          onShow={() => nav.setWantMap(true)}
        >
          {station && (
            <StationPanel
              station={station}
              locale={locale}
              localeTag={localeTag}
              messages={m}
              formMessages={formMessages}
              captcha={captcha}
              heading={panel.heading}
              onClose={panel.closePanel}
            />
          )}
        </MapFrame>

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

/**
 * The address says what is shown: the open station's page or the map, with the filters; a partner's
 * frame keeps to the embed.
 */
function useAddress(locale: string, embed: boolean) {
  return useCallback(
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
}

/** The pins and clusters on the map, named for screen readers; a pin opens its station. */
function usePins(
  nav: ReturnType<typeof useMapNavigation>,
  items: Parameters<typeof useMarkers>[3],
  m: MapMessages,
  openStation: (id: string) => Promise<void>,
  zoomToCluster: (c: ClusterItem | DisplayCluster) => void,
) {
  const handlers = useMemo(
    () => ({
      stationLabel: (s: StationItem) =>
        `${s.name}: ${m.bands[s.band]}, ${s.appOnly ? m.appOnly : m.statuses[s.status]}, ${m.types[s.type]}`,
      clusterLabel: (count: number) => fill(m.clusterLabel, { count }),
      onStation: (id: string) => void openStation(id),
      onCluster: zoomToCluster,
    }),
    [m, openStation, zoomToCluster],
  )
  useMarkers(nav.map.mapRef, nav.map.libRef, nav.ready, items, handlers)
}

/**
 * "You are here" for the visitor's position. Located before the map is there: the view moves
 * there, the map is asked for, and the marker waits for it.
 */
function useLocatedMarker(nav: ReturnType<typeof useMapNavigation>, label: string) {
  const { map, ready, applyView, setWantMap } = nav
  const pendingHere = useRef<[number, number] | null>(null)
  useEffect(() => {
    const at = pendingHere.current
    if (ready && at) {
      pendingHere.current = null
      map.showHere(at[0], at[1], styles.here!, label)
    }
  }, [ready, map, label])

  return (lng: number, lat: number) => {
    if (ready) return map.showHere(lng, lat, styles.here!, label)
    pendingHere.current = [lng, lat]
    applyView({ center: [lng, lat], zoom: 13 })
    setWantMap(true)
  }
}

/** The embed's link to the full map with the same filters, in a new tab. */
function FullMapLink({
  locale,
  filters,
  label,
}: {
  locale: string
  filters: Filters
  label: string
}) {
  const query = filtersToQuery(filters).toString()
  return (
    <a
      className={styles.fullMap}
      href={`/${locale}/map${query ? `?${query}` : ''}`}
      target="_blank"
      rel="noopener"
    >
      {label}
    </a>
  )
}

/** The map itself, its preview until MapLibre is ready, and the open station's panel over it. */
function MapFrame({
  messages: m,
  container,
  view,
  status,
  ownAttribution,
  onShow,
  children,
}: {
  messages: MapMessages
  container: RefObject<HTMLDivElement | null>
  view: ReturnType<typeof useMapNavigation>['view']
  status: MapStatus
  /** The built-in basemap's source named by the page (useMap turns MapLibre's control off). */
  ownAttribution: boolean
  onShow: () => void
  children: ReactNode
}) {
  const shown = formatView(view)
  return (
    <div className={styles.mapFrame}>
      <div
        ref={container}
        className={styles.map}
        role="region"
        aria-label={m.mapLabel}
        data-testid="map"
        data-center={shown.center}
        data-zoom={shown.zoom}
        data-map={status}
      />
      {status !== 'ready' && <MapPreview messages={m} status={status} onShow={onShow} />}
      {status === 'ready' && ownAttribution && <p className={styles.attribution}>Natural Earth</p>}
      {children}
    </div>
  )
}
