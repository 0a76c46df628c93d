/**
 * Consent and analytics.
 * Nothing third-party loads before consent or while Do Not Track is on; Consent Mode starts denied.
 */
const consentCookie = { name: 'permissionToUseCookies', value: 'true', maxAge: 365 * 24 * 60 * 60 }
export const pageViewDelayMs = 250

type DataLayerWindow = Window & { dataLayer?: unknown[]; doNotTrack?: string }

export function hasConsent(cookie: string = document.cookie): boolean {
  return cookie.split(/;\s*/).includes(`${consentCookie.name}=${consentCookie.value}`)
}

export function storeConsent(): void {
  const secure = location.protocol === 'https:' ? '; secure' : ''
  document.cookie = `${consentCookie.name}=${consentCookie.value}; max-age=${consentCookie.maxAge}; path=/; samesite=lax${secure}`
}

export function doNotTrack(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string }
  return (
    nav.doNotTrack === '1' ||
    (window as DataLayerWindow).doNotTrack === '1' ||
    nav.msDoNotTrack === '1' ||
    nav.globalPrivacyControl === true
  )
}

let initialisedId: string | undefined

function dataLayer(): unknown[] {
  const w = window as DataLayerWindow
  w.dataLayer ??= []
  return w.dataLayer
}

function gtag(..._args: unknown[]): void {
  // Consent Mode reads the `arguments` object, exactly as Google's snippet pushes it.
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments)
}

/** Loads the tag manager once, after consent and only with Do Not Track off. Returns whether it ran. */
export function initAnalytics(gtmId: string | undefined): boolean {
  if (!gtmId || initialisedId || doNotTrack() || !hasConsent()) return false
  initialisedId = gtmId
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  })
  gtag('consent', 'update', { analytics_storage: 'granted' })
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`
  document.head.appendChild(script)
  return true
}

export function trackPageView(): void {
  if (!initialisedId) return
  dataLayer().push({
    event: 'page_view',
    page_path: location.pathname + location.search,
    page_location: location.href,
    page_title: document.title,
  })
}
