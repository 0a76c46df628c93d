'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { trackRequest } from '@/features/site/client/events'

import type { StationsResponse } from '../pins/stationQuery'
import { filtersToQuery, type Filters } from '../pins/filters'
import type { StationView } from './types'
import type { BBox } from './view'

export type PinQuery = { bbox: BBox; zoom: number }

/** How often the stations' version is asked for while the tab is visible. */
export const versionPollMs = 15_000
/** Without a version to compare (an older server), the view is simply reloaded this often. */
export const fallbackRefreshMs = 30_000

const json = { Accept: 'application/json' }

/**
 * One station's details; `fresh` bypasses every cache on the way (after the server said it
 * changed).
 */
export async function fetchStation(
  id: string,
  { fresh = false, track = true } = {},
): Promise<StationView> {
  const url = `/api/v1/stations/${encodeURIComponent(id)}${fresh ? `?v=${Date.now().toString(36)}` : ''}`
  const request = fetch(url, { headers: json, cache: fresh ? 'no-store' : 'default' })
  const response = await (track ? trackRequest(request) : request)
  if (!response.ok) throw new Error(String(response.status))
  return (await response.json()) as StationView
}

/**
 * The pins of the current view and filters, reloaded whenever the view or the filters change, and
 * kept current without a reload: the stations' version is polled while the tab is visible (at once
 * when it becomes visible again, never while hidden); when it changes the pins are fetched again
 * and `onChanged` lets the page refresh what else it shows (the open station). Nothing moves or
 * loses focus.
 */
export function useStations(query: PinQuery | null, filters: Filters, onChanged: () => void) {
  const [data, setData] = useState<StationsResponse | null>(null)
  const [error, setError] = useState(false)
  const abort = useRef<AbortController | null>(null)
  const latest = useRef({ query, filters })
  const onChangedRef = useRef(onChanged)
  useEffect(() => {
    latest.current = { query, filters }
    onChangedRef.current = onChanged
  })

  const load = useCallback(async (background: boolean, version?: string) => {
    const { query: q, filters: f } = latest.current
    if (!q) return
    const params = filtersToQuery(f)
    params.set('bbox', q.bbox.map((n) => n.toFixed(5)).join(','))
    params.set('zoom', q.zoom.toFixed(2))
    // A new key past any shared cache once the server said the stations changed.
    if (version) params.set('v', version)
    abort.current?.abort()
    const controller = (abort.current = new AbortController())
    try {
      const request = fetch(`/api/v1/stations?${params}`, {
        signal: controller.signal,
        headers: json,
        cache: version ? 'no-store' : 'default',
      })
      const response = await (background ? request : trackRequest(request))
      if (!response.ok) throw new Error(String(response.status))
      setData((await response.json()) as StationsResponse)
      setError(false)
    } catch (e) {
      if ((e as Error).name !== 'AbortError' && !background) setError(true)
    }
  }, [])

  const queryKey = query
    ? `${query.bbox.map((n) => n.toFixed(5)).join(',')}@${query.zoom.toFixed(2)}`
    : ''
  const filterKey = filtersToQuery(filters).toString()
  useEffect(() => {
    if (queryKey) void load(false)
  }, [queryKey, filterKey, load])

  useEffect(() => {
    let known: string | null = null
    let missing = false
    let lastRefresh = Date.now()
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false

    const changed = (version: string) => {
      lastRefresh = Date.now()
      void load(true, version)
      onChangedRef.current()
    }
    const poll = async () => {
      if (document.visibilityState !== 'visible') return
      try {
        if (!missing) {
          const response = await fetch('/api/v1/stations/version', {
            headers: json,
            cache: 'no-store',
          })
          if (response.ok) {
            const { version } = (await response.json()) as { version?: unknown }
            if (typeof version === 'string') {
              if (known !== null && version !== known) changed(version)
              known = version
              return
            }
          }
          // No version on this server: fall back to reloading the view on a timer.
          if (response.status === 404) missing = true
        }
        if (Date.now() - lastRefresh >= fallbackRefreshMs - 1000)
          changed(`t${Math.floor(Date.now() / fallbackRefreshMs)}`)
      } catch {
        // Offline for a moment: the next poll tries again.
      }
    }
    const schedule = () => {
      clearTimeout(timer)
      if (stopped || document.visibilityState !== 'visible') return
      timer = setTimeout(
        async () => {
          await poll()
          schedule()
        },
        missing ? Math.min(versionPollMs, fallbackRefreshMs) : versionPollMs,
      )
    }
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void poll().then(schedule)
      else clearTimeout(timer)
    }
    document.addEventListener('visibilitychange', onVisibility)
    // The first answer is the baseline the later ones are compared with.
    void poll().then(schedule)
    return () => {
      stopped = true
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [load])

  return { data, error, reload: () => load(false) }
}
