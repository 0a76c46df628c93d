'use client'

import type { Map as MapLibreMap, Marker, StyleSpecification } from 'maplibre-gl'
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react'

import { maxZoom, type BBox, type View } from './view'

import type { MapLibre } from './maplibre'

export type MapStatus = 'waiting' | 'loading' | 'ready' | 'failed'

/**
 * The offline basemap: Natural Earth country outlines served by the site (no key, no third party).
 */
function builtInStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      countries: {
        type: 'geojson',
        data: new URL('/api/v1/map/basemap', window.location.href).href,
        attribution: 'Natural Earth',
      },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#d6e7ef' } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': '#f5f3ee' } },
      {
        id: 'borders',
        type: 'line',
        source: 'countries',
        paint: { 'line-color': '#9aa7a1', 'line-width': 0.7 },
      },
    ],
  }
}

let library: Promise<MapLibre> | undefined
/** The map library, fetched once per page (a failed fetch may be retried). */
export function loadMapLibre(): Promise<MapLibre> {
  library ??= import('./maplibre')
    .then((m) => m.default)
    .catch((error: unknown) => {
      library = undefined
      throw error
    })
  return library
}

/**
 * Whether to fetch the map library by itself once the page is idle: on a device with a mouse, yes.
 * On a touch screen a full-width map would catch the finger that scrolls the page, and its library
 * is the heaviest work on a phone, so there the map comes when the visitor opens it (the list works
 * before).
 */
export const loadsWithoutAsking = () =>
  typeof window !== 'undefined' && window.matchMedia('(hover: hover) and (pointer: fine)').matches

/** Asks for the map once the page is idle, where it comes without asking (loadsWithoutAsking). */
export function useMapWhenIdle(setWanted: (wanted: boolean) => void) {
  useEffect(() => {
    if (!loadsWithoutAsking()) return
    let idle = 0
    const start = () => {
      idle = (window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200)))(
        () => setWanted(true),
        { timeout: 3000 },
      )
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      window.removeEventListener('load', start)
      ;(window.cancelIdleCallback ?? window.clearTimeout)(idle)
    }
  }, [setWanted])
}

type Options = {
  container: RefObject<HTMLDivElement | null>
  /** Where the map starts (read once, when it is created). */
  view: RefObject<View>
  styleUrl: string | null
  /** Set to true to create the map. */
  wanted: boolean
  /** After every move the visitor or the code made (not during animations). */
  onMove: (view: View, bbox: BBox) => void
}

/**
 * MapLibre's lifecycle: loads the library when wanted, creates and removes the map, moves the
 * camera.
 */
export function useMap({ container, view, styleUrl, wanted, onMove }: Options) {
  const mapRef = useRef<MapLibreMap | null>(null)
  const libRef = useRef<MapLibre | null>(null)
  const here = useRef<Marker | null>(null)
  const [status, setStatus] = useState<MapStatus>('waiting')
  const onMoveRef = useRef(onMove)
  useEffect(() => {
    onMoveRef.current = onMove
  }, [onMove])

  useEffect(() => {
    if (!wanted) return
    let cancelled = false
    let map: MapLibreMap | undefined
    const element = container.current
    // Tells the page (and screen readers, through its status line) that the library is on its way.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStatus('loading')
    loadMapLibre()
      .then((maplibre) => {
        if (cancelled || !container.current) return
        libRef.current = maplibre
        const start = view.current
        const created = new maplibre.Map({
          container: container.current,
          style: styleUrl ?? builtInStyle(),
          center: start.center,
          zoom: start.zoom,
          maxZoom,
          // MapLibre's attribution control parses the sources' attribution as HTML from a plain
          // string, which Trusted Types reports: with the built-in basemap the page names its one
          // source itself (MapFrame); a configured style's attributions (a tile provider's terms)
          // keep MapLibre's control.
          attributionControl: styleUrl ? { compact: true } : false,
          dragRotate: false,
          pitchWithRotate: false,
        })
        map = created
        created.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right')
        created.touchZoomRotate.disableRotation()
        created.on('error', (event) => console.warn('map', event.error?.message))
        const report = () => {
          const b = created.getBounds()
          const c = created.getCenter()
          const clamp = (v: number, lim: number) => Math.max(-lim, Math.min(lim, v))
          onMoveRef.current({ center: [c.lng, c.lat], zoom: created.getZoom() }, [
            clamp(b.getWest(), 180),
            clamp(b.getSouth(), 90),
            clamp(b.getEast(), 180),
            clamp(b.getNorth(), 90),
          ])
        }
        created.on('moveend', report)
        mapRef.current = created
        container.current.dataset.ready = 'true'
        setStatus('ready')
        report()
      })
      .catch((error: unknown) => {
        console.warn('map unavailable', error)
        if (!cancelled) setStatus('failed')
      })
    return () => {
      cancelled = true
      map?.remove()
      mapRef.current = null
      if (element) delete element.dataset.ready
    }
  }, [wanted, styleUrl, container, view])

  const moveTo = useCallback((next: View) => {
    mapRef.current?.easeTo({ center: next.center, zoom: next.zoom, duration: 400 })
  }, [])

  const fitBox = useCallback((bbox: BBox, limit = 16) => {
    const map = mapRef.current
    if (!map) return
    const [w, s, e, n] = bbox
    if (w === e && s === n)
      map.easeTo({ center: [w, s], zoom: Math.max(map.getZoom() + 3, 14), duration: 400 })
    else map.fitBounds(bbox, { padding: 48, maxZoom: limit, duration: 400 })
  }, [])

  const showHere = useCallback((lng: number, lat: number, className: string, label: string) => {
    const map = mapRef.current
    const maplibre = libRef.current
    if (!map || !maplibre) return
    const el = document.createElement('span')
    el.className = className
    el.setAttribute('role', 'img')
    el.setAttribute('aria-label', label)
    here.current?.remove()
    here.current = new maplibre.Marker({ element: el }).setLngLat([lng, lat]).addTo(map)
    map.flyTo({ center: [lng, lat], zoom: 13 })
  }, [])

  return useMemo(
    () => ({ mapRef, libRef, status, moveTo, fitBox, showHere }),
    [status, moveTo, fitBox, showHere],
  )
}
