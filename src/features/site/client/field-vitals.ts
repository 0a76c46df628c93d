import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals'

import { detectDevice } from '../device'
import {
  connectionTypes,
  vitalNames,
  vitalRanges,
  vitalsPath,
  type Beacon,
  type ConnectionType,
} from '../vitals/beacon'
import { doNotTrack, hasConsent } from './analytics'

/**
 * The reporter of real visits' Web Vitals, a chunk of its own that `startFieldVitals`
 * (analytics.ts) imports only after consent to analytics and with Do Not Track off: Google's
 * web-vitals library (about 3 KB gzip) watches the page, and when it is first hidden (the visitor
 * leaves, switches tab or closes it) one beacon goes to the site with what was measured. web-vitals
 * reports CLS and INP (and LCP, if no input came first) in its own `visibilitychange` listener on
 * the window's capture phase, which runs before this one on the document, so the beacon carries
 * their final values.
 */
type ConnectionNavigator = Navigator & { connection?: { effectiveType?: string } }

function connectionType(): ConnectionType {
  const type = (navigator as ConnectionNavigator).connection?.effectiveType
  return (connectionTypes as readonly string[]).includes(type ?? '')
    ? (type as ConnectionType)
    : 'unknown'
}

/** web-vitals' value, rounded, or nothing when outside what the endpoint takes. */
function bounded(metric: Metric): number | undefined {
  const value =
    metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value)
  const name = metric.name as (typeof vitalNames)[number]
  return vitalNames.includes(name) && value >= 0 && value <= vitalRanges[name] ? value : undefined
}

export function reportFieldVitals(): void {
  // The page that was loaded: its LCP and TTFB are its own, and a visit's later client-side
  // navigations add their interactions and shifts to it (as Chrome's own field data does).
  const path = location.pathname
  const device = detectDevice(navigator.userAgent, navigator.maxTouchPoints).desktop
    ? 'desktop'
    : 'mobile'
  let measured: Beacon['metrics'] = {}
  let sent = false
  const keep = (metric: Metric) => {
    const value = bounded(metric)
    if (value !== undefined) measured[metric.name as keyof Beacon['metrics']] = value
  }
  onLCP(keep)
  onINP(keep)
  onCLS(keep)
  onTTFB(keep)

  const send = () => {
    if (sent || Object.keys(measured).length === 0) return
    sent = true
    // Consent withdrawn meanwhile (the footer's "Cookie settings") sends nothing.
    if (!hasConsent() || doNotTrack()) return
    const beacon: Beacon = { path, device, connection: connectionType(), metrics: measured }
    navigator.sendBeacon(vitalsPath, JSON.stringify(beacon))
  }
  // Not on `pagehide`: leaving a page fires it before the page turns hidden, so CLS and INP would
  // not be final yet; every current browser turns a page it leaves hidden (Safari since 14.1).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send()
  })
  // A page back from the back/forward cache is a new view: web-vitals measures it afresh.
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return
    measured = {}
    sent = false
  })
}
