/**
 * Consent and analytics. Nothing third-party loads before consent or while Do Not Track is on;
 * Consent Mode starts denied. Consent is a choice per purpose (analytics, marketing), kept in
 * cookies so that it holds on every page.
 */
const consentCookie = { name: 'permissionToUseCookies', value: 'true', maxAge: 365 * 24 * 60 * 60 }
/**
 * The visitor's choice per purpose: the purposes granted, joined by dots (`analytics.marketing`,
 * `analytics`), or `none` after "Reject". `permissionToUseCookies=true` is also set while analytics
 * is granted (what a consent meant before the choice per purpose, and what older visitors still
 * carry).
 */
export const choicesCookie = 'cookieConsent'
export const purposes = ['analytics', 'marketing'] as const
export type Purpose = (typeof purposes)[number]
export type Consent = Record<Purpose, boolean>

export const pageViewDelayMs = 250

type DataLayerWindow = Window & { dataLayer?: unknown[]; doNotTrack?: string }

const cookieValue = (cookie: string, name: string) =>
  cookie
    .split(/;\s*/)
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1)

/** The stored choice, or null while the visitor has made none (the notice shows then). */
export function readConsent(cookie: string = document.cookie): Consent | null {
  const choices = cookieValue(cookie, choicesCookie)
  if (choices !== undefined) {
    const granted = choices.split('.')
    return { analytics: granted.includes('analytics'), marketing: granted.includes('marketing') }
  }
  // Consent given before there was a choice per purpose: it covered measuring the site's use.
  if (cookieValue(cookie, consentCookie.name) === consentCookie.value)
    return { analytics: true, marketing: false }
  return null
}

/** Whether the visitor allowed analytics. */
export function hasConsent(cookie: string = document.cookie): boolean {
  return readConsent(cookie)?.analytics === true
}

/** The choices cookie's value for a choice. */
export const choicesValue = (consent: Consent) =>
  purposes.filter((purpose) => consent[purpose]).join('.') || 'none'

export function storeConsent(consent: Consent = { analytics: true, marketing: true }): void {
  const attributes = `path=/; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`
  const keep = `max-age=${consentCookie.maxAge}; ${attributes}`
  document.cookie = `${choicesCookie}=${choicesValue(consent)}; ${keep}`
  document.cookie = consent.analytics
    ? `${consentCookie.name}=${consentCookie.value}; ${keep}`
    : `${consentCookie.name}=; max-age=0; ${attributes}`
  if (initialisedId) gtag('consent', 'update', consentModeOf(consent))
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

/**
 * Google's Consent Mode signals for a choice: analytics storage, and the three advertising ones for
 * marketing.
 */
function consentModeOf(consent: Consent) {
  const state = (granted: boolean) => (granted ? 'granted' : 'denied')
  return {
    ad_storage: state(consent.marketing),
    ad_user_data: state(consent.marketing),
    ad_personalization: state(consent.marketing),
    analytics_storage: state(consent.analytics),
  }
}

/**
 * Loads the tag manager once, after the visitor granted a purpose and only with Do Not Track off;
 * Consent Mode starts denied and is then set to the visitor's choice per purpose, so a tag runs
 * only for the purpose it needs. Returns whether it ran.
 */
export function initAnalytics(gtmId: string | undefined): boolean {
  const consent = readConsent()
  if (
    !gtmId ||
    initialisedId ||
    doNotTrack() ||
    !consent ||
    !(consent.analytics || consent.marketing)
  )
    return false
  initialisedId = gtmId
  gtag('consent', 'default', consentModeOf({ analytics: false, marketing: false }))
  gtag('consent', 'update', consentModeOf(consent))
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`
  document.head.appendChild(script)
  return true
}

let fieldVitals = false

/**
 * Starts measuring this visit's Web Vitals for the site's own field data (field-vitals.ts, a chunk
 * loaded only now, never with the page), once, when the visitor allowed analytics and Do Not Track
 * is off. Independent of the tag manager: the beacon goes to the site itself. Returns whether it
 * started.
 */
export function startFieldVitals(): boolean {
  if (fieldVitals || doNotTrack() || !hasConsent()) return false
  fieldVitals = true
  import('./field-vitals')
    .then(({ reportFieldVitals }) => reportFieldVitals())
    .catch(() => {
      fieldVitals = false
    })
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
