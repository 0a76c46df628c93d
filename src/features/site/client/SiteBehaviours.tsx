'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useReducer, useRef, useState } from 'react'

import { detectDevice, deviceClass } from '../device'
import { pageViewDelayMs, trackPageView } from './analytics'
import { useClientMessages } from './ClientMessages'
import {
  isChunkLoadError,
  requestEvent,
  shouldReloadForChunkError,
  toastEvent,
  type RequestPhase,
  type ToastDetail,
} from './events'
import { loadingBarTiming, nextLoadingBarState, type LoadingBarState } from './loadingBar'
import { handleSiteLinks } from './navigation'

const chunkReloadKey = 'chunk-reload-at'
const scrollRestoreWindowMs = 2000
const scrollKey = () => `scroll:${location.pathname}${location.search}`
const toastDurationMs = 2000

/**
 * Behaviours every page has: client-side navigation for site links, loading bar, page-view events,
 * chunk-error reload and toasts. (The on-demand enhancements are the app's: src/app/(site)/Enhancements.tsx.)
 */
export function SiteBehaviours() {
  const pathname = usePathname()
  const router = useRouter()
  const t = useClientMessages()
  useDeviceClass()
  const bar = useLoadingBar(pathname, router)
  useScrollRestoration(pathname)
  useChunkErrorReload()
  const toasts = useToasts()

  return (
    <>
      {/* A cue for the eyes only: screen readers hear the new page from Next's route announcer,
          and a progress bar outside the page's landmarks is what axe's region rule refuses. */}
      <div
        className="loading-bar"
        data-state={bar}
        aria-hidden="true"
        style={{ ['--loading-duration' as string]: `${loadingBarTiming.durationMs}ms` }}
      />
      <div
        className="toasts"
        role="status"
        aria-live="polite"
        aria-label={t('client.notifications')}
      >
        {toasts.map((item) => (
          <p key={item.id} className={`toast toast--${item.kind ?? 'success'}`}>
            {item.message}
          </p>
        ))}
      </div>
    </>
  )
}

/**
 * The device decides which driver-app buttons show (CSS on <html data-device>); pages stay the same
 * for all. first-paint.ts names it before the first paint; this adds the browser.
 */
function useDeviceClass() {
  useEffect(() => {
    const device = detectDevice(navigator.userAgent, navigator.maxTouchPoints)
    document.documentElement.dataset.device = deviceClass(device)
    document.documentElement.dataset.browser = device.browser
  }, [])
}

/**
 * The loading bar's state, from the navigations and tracked requests it follows; with it the page
 * view of each route change.
 */
function useLoadingBar(pathname: string, router: ReturnType<typeof useRouter>): LoadingBarState {
  const [bar, dispatch] = useReducer(nextLoadingBarState, 'idle' as LoadingBarState)
  const firstRender = useRef(true)

  // Page view about 250 ms after each route change (and the first page), once analytics runs.
  useEffect(() => {
    const timer = setTimeout(trackPageView, pageViewDelayMs)
    if (!firstRender.current) dispatch('end')
    firstRender.current = false
    return () => clearTimeout(timer)
  }, [pathname])

  // Site links navigate through the router (navigation.ts); the loading bar starts with each such
  // navigation to another page and on back/forward, and follows tracked requests.
  useEffect(
    () =>
      handleSiteLinks(document.body, router, (path) => {
        if (new URL(path, location.href).pathname !== location.pathname) dispatch('start')
      }),
    [router],
  )
  useEffect(() => {
    const onRequest = (event: Event) => {
      const phase = (event as CustomEvent<RequestPhase>).detail
      dispatch(phase === 'error' ? 'fail' : phase)
    }
    const onPopState = () => dispatch('start')
    window.addEventListener('popstate', onPopState)
    window.addEventListener(requestEvent, onRequest)
    return () => {
      window.removeEventListener('popstate', onPopState)
      window.removeEventListener(requestEvent, onRequest)
    }
  }, [])

  useEffect(() => {
    if (bar === 'waiting') {
      const timer = setTimeout(() => dispatch('throttled'), loadingBarTiming.throttleMs)
      return () => clearTimeout(timer)
    }
    if (bar === 'finishing' || bar === 'failed') {
      const timer = setTimeout(() => dispatch('hidden'), loadingBarTiming.hideDelayMs)
      return () => clearTimeout(timer)
    }
    if (bar === 'running') {
      // A navigation that never completes stops the bar after its full duration.
      const timer = setTimeout(() => dispatch('end'), loadingBarTiming.durationMs * 2)
      return () => clearTimeout(timer)
    }
  }, [bar])
  return bar
}

/**
 * Scroll: new pages start at the top (Next does that); back and forward restore the position
 * manually, once the re-rendered page is tall enough to reach it.
 */
function useScrollRestoration(pathname: string) {
  const restoreTarget = useRef<number | null>(null)
  // From a link click until the URL changes, the next page already commits under the old URL (and
  // the browser clamps the scroll to it): nothing is saved for the URL being left in that window.
  const leaving = useRef<{ key: string; until: number } | null>(null)
  useEffect(() => {
    history.scrollRestoration = 'manual'
    let frame = 0
    const save = () => sessionStorage.setItem(scrollKey(), String(Math.round(window.scrollY)))
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const left = leaving.current
        if (left && (left.key !== scrollKey() || Date.now() > left.until)) leaving.current = null
        if (restoreTarget.current === null && !leaving.current) save()
      })
    }
    const onClickCapture = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a')
      if (
        !anchor ||
        anchor.target ||
        new URL(anchor.href, location.href).origin !== location.origin
      )
        return
      save()
      leaving.current = { key: scrollKey(), until: Date.now() + 5000 }
    }
    document.addEventListener('click', onClickCapture, true)
    // At popstate the URL is already the destination's: read its saved position before anything
    // scrolls.
    const onPopState = () => {
      leaving.current = null
      restoreTarget.current = Number(sessionStorage.getItem(scrollKey()) ?? 0)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('popstate', onPopState)
    return () => {
      document.removeEventListener('click', onClickCapture, true)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('popstate', onPopState)
    }
  }, [])
  useEffect(() => {
    const target = restoreTarget.current
    if (target === null) return
    restoreTarget.current = null
    const until = Date.now() + scrollRestoreWindowMs
    let frame = 0
    const attempt = () => {
      window.scrollTo(0, target)
      if (Math.abs(window.scrollY - target) > 1 && Date.now() < until)
        frame = requestAnimationFrame(attempt)
    }
    attempt()
    return () => cancelAnimationFrame(frame)
  }, [pathname])
}

/** A failed chunk load reloads the page, at most once a minute. */
function useChunkErrorReload() {
  useEffect(() => {
    const reloadOnce = (reason: unknown) => {
      if (!isChunkLoadError(reason)) return
      const last = Number(sessionStorage.getItem(chunkReloadKey) ?? NaN)
      if (!shouldReloadForChunkError(Date.now(), Number.isNaN(last) ? null : last)) return
      sessionStorage.setItem(chunkReloadKey, String(Date.now()))
      location.reload()
    }
    const onError = (event: ErrorEvent) => reloadOnce(event.error)
    const onRejection = (event: PromiseRejectionEvent) => reloadOnce(event.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
}

/** Toasts at the top centre for 2 seconds. */
function useToasts() {
  const [toasts, setToasts] = useState<(ToastDetail & { id: number })[]>([])
  useEffect(() => {
    let id = 0
    const onToast = (event: Event) => {
      const detail = (event as CustomEvent<ToastDetail>).detail
      const toastId = ++id
      setToasts((current) => [...current, { ...detail, id: toastId }])
      setTimeout(
        () => setToasts((current) => current.filter((item) => item.id !== toastId)),
        toastDurationMs,
      )
    }
    window.addEventListener(toastEvent, onToast)
    return () => window.removeEventListener(toastEvent, onToast)
  }, [])
  return toasts
}
