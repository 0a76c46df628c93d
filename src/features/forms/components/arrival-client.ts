import { doNotTrack, hasConsent } from '@/features/site/client/analytics'

import { arrivalFromUrl, pagePath, readArrival, referrerHost, type Arrival } from '../arrival'

/**
 * How this visitor arrived, collected in the browser when a form is sent (pages are the same
 * cached bytes for everyone, so only the browser knows). Without consent to measurement, or with
 * Do Not Track, only the form's page speaks: its campaign parameters, its referrer and its path;
 * nothing is stored. With consent the first touch (landing page, its parameters and referrer) is
 * kept in localStorage for 90 days and sent with every later submission. Withdrawing consent
 * forgets it.
 */
const storageKey = 'firstTouch'
const keepMs = 90 * 24 * 60 * 60 * 1000

const withoutHash = (href: string) => href.split('#')[0]

/** The URL of the document this page was loaded as (soft navigations keep the first one). */
const loadedUrl = () =>
  (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.name

/**
 * The first page of this visit in this tab: the Navigation API's first entry of our origin where
 * the browser has it, else the document loaded.
 */
function landingUrl(): URL {
  const navigation = (window as { navigation?: { entries?: () => { url: string | null }[] } })
    .navigation
  const first = navigation?.entries?.()[0]?.url ?? loadedUrl() ?? location.href
  return new URL(first)
}

/** The referring site of the document loaded as `url`, when it is that document. */
function referrerOf(url: URL): Arrival {
  const loaded = loadedUrl()
  if (loaded && withoutHash(loaded) !== withoutHash(url.href)) return {}
  const host = referrerHost(document.referrer, location.hostname)
  return host ? { referrer: host } : {}
}

function firstTouch(): Arrival {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as {
      at?: unknown
      arrival?: unknown
    } | null
    if (stored && typeof stored.at === 'number' && Date.now() - stored.at < keepMs) {
      const read = readArrival(stored.arrival)
      if (read.ok) return read.value
    }
  } catch {
    // Storage refused or its value unreadable: the visit's own landing page is used.
  }
  const landing = landingUrl()
  const touch: Arrival = {
    ...arrivalFromUrl(landing),
    ...referrerOf(landing),
    landingPage: pagePath(landing),
  }
  try {
    localStorage.setItem(storageKey, JSON.stringify({ at: Date.now(), arrival: touch }))
  } catch {
    // Private mode or a full storage: this submission still carries it.
  }
  return touch
}

const measured = () => hasConsent() && !doNotTrack()

/** Keeps the first touch once a form is on the page, when the visitor allows measurement. */
export function rememberFirstTouch(): void {
  if (measured()) firstTouch()
  else forgetFirstTouch()
}

function forgetFirstTouch() {
  try {
    localStorage.removeItem(storageKey)
  } catch {
    // Nothing stored then.
  }
}

/** What a submission sends as `arrival`. */
export function collectArrival(): Arrival {
  const here = new URL(location.href)
  const formPage = pagePath(here)
  if (!measured()) {
    forgetFirstTouch()
    return { ...arrivalFromUrl(here), ...referrerOf(here), formPage }
  }
  return { ...firstTouch(), formPage }
}
