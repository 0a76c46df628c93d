/**
 * Every static page of the site, by the key its messages live under
 * (`pages.<key>` in src/i18n/messages). Paths are locale-relative; '' is the home page.
 * Navigation, breadcrumbs, the sitemap and the route tests all read this list.
 */
export const pages = {
  home: '',
  business: '/business',
  businessCalculator: '/business/calculator',
  businessHardware: '/business/hardware',
  evDrivers: '/ev-drivers',
  partnership: '/partnership',
  mobileBanner: '/partnership/components/mobile-banner',
  form: '/form',
  map: '/map',
  mapEmbed: '/map/embed',
  shop: '/shop',
  shopChargers: '/shop/chargers',
  shopEv: '/shop/ev',
  shopAccessories: '/shop/accessories',
  shopSouvenirs: '/shop/souvenirs',
  shopPropositions: '/shop/propositions',
  shopCart: '/shop/cart',
  news: '/news',
  newsSearch: '/news/search',
  aboutUs: '/about-us',
  contact: '/contact',
  inviteFriend: '/invite-friend',
  deleteAccount: '/delete-account',
  pay: '/pay',
  payPrepay: '/pay/prepay',
  paySuccess: '/pay/success',
  session: '/session',
  privacyPolicy: '/privacy-policy',
  publicAgreement: '/public-agreement',
  readmeOss: '/readme-oss',
  accessibility: '/accessibility',
  wdec: '/wdec',
  unsubscribe: '/unsubscribe',
} as const

export type PageKey = keyof typeof pages

/** Pages reached only with query parameters (QR codes); they redirect to `/` without them (see guards.ts). */
export const guardedPages: readonly PageKey[] = ['payPrepay', 'session']

/**
 * Pages search engines should not index (a visitor's cart, search results, a payment's result, the
 * QR-code pages, the map other sites embed): their metadata says noindex and the sitemap leaves them out.
 */
export const unlistedPages: readonly PageKey[] = [
  'shopCart',
  'unsubscribe',
  'mapEmbed',
  'newsSearch',
  'paySuccess',
  ...guardedPages,
]

/** Locale-relative path patterns of the pages with an id or slug (their pages 404 unknown ones). */
const parameterisedPaths: readonly RegExp[] = [
  /^\/shop\/(chargers|ev|accessories)\/[^/]+$/,
  /^\/location\/[^/]+$/,
  /^\/news\/[^/]+$/,
]

const staticPaths = new Set<string>(Object.values(pages))

/** Whether any page answers this locale-relative path; the proxy serves the 404 page for the rest. */
export function isKnownPath(path: string): boolean {
  return staticPaths.has(path) || parameterisedPaths.some((pattern) => pattern.test(path))
}

/** The segment of the on-request twin of a page whose query changes its server render (see `withoutQuery`). */
const queryVariantSegment = 'query'
const queryVariantPaths = [
  /^\/business\/(calculator|hardware)$/,
  /^\/news$/,
  /^\/news\/(?!search$)[^/]+$/,
  /^\/shop\/(accessories|chargers|ev|propositions|souvenirs)$/,
  /^\/about-us$/,
  /^\/map$/,
  /^\/location\/[^/]+$/,
]

/**
 * Pages whose twin only renders a draft preview (`?token=`): any other query (campaign parameters)
 * keeps the page cache's copy.
 */
const previewVariantPaths = [/^$/]

/** Where a request for this path with these query keys is rendered, when the query matters to the server. */
export function queryVariantOf(path: string, queryKeys: readonly string[] = []): string | null {
  if (previewVariantPaths.some((pattern) => pattern.test(path)))
    return queryKeys.includes('token') ? `${path}/${queryVariantSegment}` : null
  return queryVariantPaths.some((pattern) => pattern.test(path))
    ? `${path}/${queryVariantSegment}`
    : null
}

/** Where the proxy sends unknown paths (rewritten, status 404): a real page, so its HTML is server-rendered. */
export const notFoundPath = '/page-not-found'

export function pageKeyOfPath(path: string): PageKey | undefined {
  return (Object.keys(pages) as PageKey[]).find((key) => pages[key] === path)
}

/** The chain of known pages above a path, for breadcrumbs: '/shop/chargers' → home, shop. */
export function parentPages(path: string): PageKey[] {
  const parents: PageKey[] = ['home']
  const segments = path.split('/').filter(Boolean)
  for (let i = 1; i < segments.length; i++) {
    const key = pageKeyOfPath('/' + segments.slice(0, i).join('/'))
    if (key) parents.push(key)
  }
  return path === '' ? [] : parents
}
