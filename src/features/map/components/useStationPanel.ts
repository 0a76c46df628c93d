'use client'

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

import type { StationView } from './types'
import { fetchStation } from './useStations'
import type { View } from './view'

type Options = {
  initialStation: StationView | null
  /** The address for the open station (null: none). */
  setUrl: (stationId: string | null) => void
  goTo: (view: View) => void
  viewRef: RefObject<View>
}

/**
 * The open station of the map: opened from a pin, the list or the address; its panel's heading
 * takes the focus, which goes back where it came from when the panel closes; read again in place
 * when the server says something changed.
 */
export function useStationPanel({ initialStation, setUrl, goTo, viewRef }: Options) {
  const heading = useRef<HTMLHeadingElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const [station, setStation] = useState<StationView | null>(initialStation)
  const stationRef = useRef(station)
  const [detailError, setDetailError] = useState(false)
  // Bumped when a station is opened by the visitor: the panel's heading takes focus once it is
  // rendered.
  const [focusPanel, setFocusPanel] = useState(0)
  useEffect(() => {
    if (focusPanel) heading.current?.focus()
  }, [focusPanel])

  useEffect(() => {
    stationRef.current = station
  }, [station])

  const openStation = useCallback(
    async (id: string, fly = false) => {
      returnFocus.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null
      try {
        const detail = await fetchStation(id)
        setStation(detail)
        setDetailError(false)
        setUrl(detail.id)
        if (fly)
          goTo({ center: [detail.lng, detail.lat], zoom: Math.max(viewRef.current.zoom, 14) })
        setFocusPanel((n) => n + 1)
      } catch {
        setDetailError(true)
      }
    },
    [setUrl, goTo, viewRef],
  )

  const closePanel = () => {
    setStation(null)
    setUrl(null)
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

  return { station, detailError, heading, openStation, closePanel, refreshStation }
}
