'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { useMap, useMapWhenIdle } from './useMap'
import type { PinQuery } from './useStations'
import { bboxOfView, maxZoom, viewOfBBox, type BBox, type View } from './view'

/**
 * The map's view and the pins' query that follows it. Before MapLibre is there (or where it cannot
 * run) the view is kept here and the list follows it; once the map is ready it takes the view over.
 * `goTo` and `goToBox` move whichever holds it.
 */
export function useMapNavigation(initialView: View, styleUrl: string | null) {
  const container = useRef<HTMLDivElement>(null)
  const viewRef = useRef<View>(initialView)
  const [view, setView] = useState<View>(initialView)
  const [query, setQuery] = useState<PinQuery | null>(null)
  const [wantMap, setWantMap] = useState(false)

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

  return { container, viewRef, view, query, map, ready, applyView, goTo, goToBox, setWantMap }
}
