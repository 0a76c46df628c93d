'use client'

import type { Map as MapLibreMap, Marker } from 'maplibre-gl'
import { useEffect, useRef, type RefObject } from 'react'

import type { ClusterItem, StationItem } from '../pins/stationQuery'
import styles from './map.module.css'
import { bandShort } from './format'
import type { MapLibre } from './maplibre'
import { clusterSize, separate, type DisplayCluster, type DisplayItem } from './markers'

type Handlers = {
  stationLabel: (station: StationItem) => string
  clusterLabel: (count: number) => string
  onStation: (id: string) => void
  onCluster: (cluster: DisplayCluster) => void
}

const keyOf = (item: DisplayItem) =>
  item.kind === 'station' ? `station:${item.station.id}` : `cluster:${item.id}:${item.count}`

function paint(el: HTMLButtonElement, item: DisplayItem, h: Handlers) {
  // Class names are set once, when the button is made: MapLibre adds its own (positioning) to it.
  if (item.kind === 'cluster') {
    el.dataset.count = String(item.count)
    el.textContent =
      item.count >= 1000 ? `${Math.round(item.count / 100) / 10}k` : String(item.count)
    // The name starts with what the button shows ("1.8k"), so speech input can target it (WCAG
    // 2.5.3).
    el.setAttribute(
      'aria-label',
      item.count >= 1000
        ? `${el.textContent}: ${h.clusterLabel(item.count)}`
        : h.clusterLabel(item.count),
    )
    el.style.setProperty('--size', `${clusterSize(item.count)}px`)
    return
  }
  const s = item.station
  el.dataset.id = s.id
  el.dataset.status = s.status
  el.dataset.type = s.type
  el.dataset.band = s.band
  el.textContent = bandShort[s.band] ?? ''
  el.setAttribute('aria-label', h.stationLabel(s))
}

/**
 * The stations and clusters as buttons on the map (so they take focus and speak their label), kept
 * in step with the data: a marker whose station changed (its status after an update) is repainted
 * in place.
 */
export function useMarkers(
  map: RefObject<MapLibreMap | null>,
  lib: RefObject<MapLibre | null>,
  ready: boolean,
  items: (StationItem | ClusterItem)[] | null,
  handlers: Handlers,
) {
  const markers = useRef(new Map<string, { marker: Marker; item: DisplayItem }>())
  const h = useRef(handlers)
  useEffect(() => {
    h.current = handlers
  }, [handlers])

  useEffect(() => {
    const m = map.current
    const maplibre = lib.current
    if (!ready || !m || !maplibre || !items) return
    const shown = separate(items, (lng, lat) => {
      const p = m.project([lng, lat])
      return [p.x, p.y]
    })
    const wanted = new Set<string>()
    for (const item of shown) {
      const key = keyOf(item)
      wanted.add(key)
      const existing = markers.current.get(key)
      if (existing) {
        existing.item = item
        paint(existing.marker.getElement() as HTMLButtonElement, item, h.current)
        const now = item.kind === 'station' ? item.station : item
        existing.marker.setLngLat([now.lng, now.lat])
        continue
      }
      const el = document.createElement('button')
      el.type = 'button'
      el.className = (item.kind === 'cluster' ? styles.cluster : styles.marker)!
      paint(el, item, h.current)
      const entry = { marker: new maplibre.Marker({ element: el }), item }
      el.addEventListener('click', (event) => {
        event.stopPropagation()
        const current = entry.item
        if (current.kind === 'station') h.current.onStation(current.station.id)
        else h.current.onCluster(current)
      })
      const at = item.kind === 'station' ? item.station : item
      entry.marker.setLngLat([at.lng, at.lat]).addTo(m)
      markers.current.set(key, entry)
    }
    for (const [key, { marker }] of markers.current) {
      if (!wanted.has(key)) {
        marker.remove()
        markers.current.delete(key)
      }
    }
  }, [map, lib, ready, items])

  useEffect(() => {
    const all = markers.current
    return () => {
      for (const { marker } of all.values()) marker.remove()
      all.clear()
    }
  }, [])
}
