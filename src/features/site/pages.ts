import { isCampaignParameter } from './campaign-parameters'
import {
  categoryPageKey,
  detailCategories,
  shopCategoryNames,
  type CategoryPageKey,
} from './shop-categories'

/**
 * The site's pages, declared once: the page list. Each has a route file of its own at its path
 * under src/app/(site)/[locale] (routes.test.ts fails when the routes and this list disagree);
 * the proxy, navigation, breadcrumbs, the sitemap and the route tests read this list. A page's key
 * names its messages (`pages.<key>`: title, description, heading, intro).
 */

/**
 * How a page renders: `cached` (the default), from the page cache, the same for every visitor,
 * until its content changes; `on request`, for every request (its route is dynamic); `query twin`
 * and `preview twin`, cached, but with a query (any query, or a draft preview's `token`) rendered on
 * request by its group's twin route, src/app/(site)/[locale]/query/<group>/[[...path]], which the
 * proxy rewrites to (`twinRoute`). A cached page never reads its query: reading it would make every
 * request render. A twin route imports only its own group's pages, so no page's first load carries
 * another group's client code.
 */
export type Rendering = 'cached' | 'on request'
export type TwinRendering = 'query twin' | 'preview twin'
export type TwinGroup = 'marketing' | 'business-tools' | 'map' | 'news' | 'shop'

type Listing = {
  /** Reached only with query parameters (QR codes); redirects to `/` without them (guards.ts). */
  guarded?: true
  /** Not for search engines: noindex, and left out of the sitemap. */
  unlisted?: true
}
type Renders = { rendering?: Rendering } | { rendering: TwinRendering; twin: TwinGroup }
export type PageEntry = {
  path: string
  /** The route parameters its path stands for, when its route has some (a category's listing). */
  params?: Record<string, string>
} & Listing &
  Renders

const staticPages = {
  home: { path: '', rendering: 'preview twin', twin: 'marketing' },
  business: { path: '/business' },
  businessCalculator: {
    path: '/business/calculator',
    rendering: 'query twin',
    twin: 'business-tools',
  },
  businessHardware: { path: '/business/hardware', rendering: 'query twin', twin: 'business-tools' },
  evDrivers: { path: '/ev-drivers' },
  partnership: { path: '/partnership' },
  mobileBanner: { path: '/partnership/components/mobile-banner' },
  form: { path: '/form' },
  map: { path: '/map', rendering: 'query twin', twin: 'map' },
  // Other sites frame it; it reads its filters in the browser, so any query keeps the cached copy.
  mapEmbed: { path: '/map/embed', unlisted: true },
  shop: { path: '/shop' },
  shopCart: { path: '/shop/cart', unlisted: true },
  news: { path: '/news', rendering: 'query twin', twin: 'news' },
  newsSearch: { path: '/news/search', rendering: 'on request', unlisted: true },
  aboutUs: { path: '/about-us', rendering: 'query twin', twin: 'marketing' },
  contact: { path: '/contact' },
  inviteFriend: { path: '/invite-friend' },
  deleteAccount: { path: '/delete-account' },
  pay: { path: '/pay' },
  payPrepay: { path: '/pay/prepay', rendering: 'on request', guarded: true, unlisted: true },
  paySuccess: { path: '/pay/success', rendering: 'on request', unlisted: true },
  session: { path: '/session', rendering: 'on request', guarded: true, unlisted: true },
  privacyPolicy: { path: '/privacy-policy' },
  publicAgreement: { path: '/public-agreement' },
  readmeOss: { path: '/readme-oss' },
  accessibility: { path: '/accessibility' },
  wdec: { path: '/wdec' },
  unsubscribe: { path: '/unsubscribe', rendering: 'on request', unlisted: true },
  // Free times change by the minute and follow the visitor's zone (src/features/booking).
  bookMeeting: { path: '/book-a-meeting', rendering: 'on request' },
  bookMeetingBooked: { path: '/book-a-meeting/booked', rendering: 'on request', unlisted: true },
  bookMeetingManage: { path: '/book-a-meeting/manage', rendering: 'on request', unlisted: true },
} as const satisfies Record<string, PageEntry>

/** A category's listing: one route, shop/[category], for all of them, the category its parameter. */
type CategoryEntry = {
  path: string
  rendering: 'query twin'
  twin: 'shop'
  params: { category: string }
}
const categoryPages = Object.fromEntries(
  shopCategoryNames.map((category) => [
    categoryPageKey(category),
    { path: `/shop/${category}`, rendering: 'query twin', twin: 'shop', params: { category } },
  ]),
) as Record<CategoryPageKey, CategoryEntry>

/**
 * The pages with parameters, as `:name` or `:name(a|b)` patterns: a good of a category with details,
 * a station on the map, an article. They answer 404 for an unknown id.
 */
export const parameterisedPages = {
  product: { pattern: `/shop/:category(${detailCategories.join('|')})/:id` },
  location: { pattern: '/location/:id', rendering: 'query twin', twin: 'map' },
  article: { pattern: '/news/:url', rendering: 'preview twin', twin: 'news' },
} as const satisfies Record<string, { pattern: string } & Renders>

export type PageKey = keyof typeof staticPages | CategoryPageKey
export type ParameterisedPage = keyof typeof parameterisedPages
/** A page of either kind: a key of the page list or a parameterised page's name. */
export type PageName = PageKey | ParameterisedPage

export const pageList: Record<PageKey, PageEntry> = { ...staticPages, ...categoryPages }

type Entries = typeof staticPages &
  Record<CategoryPageKey, CategoryEntry> &
  typeof parameterisedPages
/** The pages a twin route renders: those whose twin is that group. */
export type TwinPages<G extends TwinGroup> = {
  [K in keyof Entries]: Entries[K] extends { twin: G } ? K : never
}[keyof Entries]

/** Every page's path, by its key. */
export const pagePaths = Object.fromEntries(
  Object.entries(pageList).map(([key, entry]) => [key, entry.path]),
) as Record<PageKey, string>

const keys = Object.keys(pageList) as PageKey[]
export const guardedPages: readonly PageKey[] = keys.filter((key) => pageList[key].guarded)
export const unlistedPages: readonly PageKey[] = keys.filter((key) => pageList[key].unlisted)

/** A `:name` or `:name(a|b)` pattern as a regular expression with named groups. */
const compile = (pattern: string) =>
  new RegExp(
    `^${pattern.replace(/:(\w+)(?:\(([^)]+)\))?/g, (_, name: string, choices?: string) => `(?<${name}>${choices ?? '[^/]+'})`)}$`,
  )
const parameterised = (Object.keys(parameterisedPages) as ParameterisedPage[]).map((page) => ({
  page,
  entry: parameterisedPages[page] as Renders,
  pattern: compile(parameterisedPages[page].pattern),
}))

/** The page a locale-relative path shows, with its parameters and how it renders. */
export type ResolvedPage = {
  page: PageName
  params: Record<string, string>
  rendering: Rendering | TwinRendering
  twin?: TwinGroup
}

const resolved = (page: PageName, params: Record<string, string>, entry: Renders) => ({
  page,
  params,
  rendering: entry.rendering ?? 'cached',
  ...('twin' in entry ? { twin: entry.twin } : {}),
})

/** The page a locale-relative path shows, or undefined (the proxy then serves the 404 page). */
export function resolvePage(path: string): ResolvedPage | undefined {
  const key = pageKeyOfPath(path)
  if (key) return resolved(key, pageList[key].params ?? {}, pageList[key])
  for (const { page, entry, pattern } of parameterised) {
    const match = pattern.exec(path)
    if (match) return resolved(page, { ...match.groups }, entry)
  }
  return undefined
}

/** Whether any page answers this locale-relative path. */
export const isKnownPath = (path: string) => resolvePage(path) !== undefined

/** Whether a query with these keys changes what the server renders of a page with a twin. */
function queryRendersOnRequest(rendering: TwinRendering, allQueryKeys: readonly string[]) {
  // A campaign's tags change nothing on the page: it stays the cached one for every visitor.
  const queryKeys = allQueryKeys.filter((key) => !isCampaignParameter(key))
  return rendering === 'query twin' ? queryKeys.length > 0 : queryKeys.includes('token')
}

/**
 * The route that renders a request for this path on request, when its page has a twin and the
 * query changes what it shows: `/news?page=2` → `/query/news/news`. Null when the page's own route
 * answers (from the page cache, or rendered on request by itself).
 */
export function twinRoute(path: string, allQueryKeys: readonly string[] = []): string | null {
  const page = resolvePage(path)
  if (!page?.twin || !queryRendersOnRequest(page.rendering as TwinRendering, allQueryKeys))
    return null
  return `/query/${page.twin}${path}`
}

/** Whether the page cache's copy answers this path and query: the same for every visitor. */
export function isSharedAnswer(path: string, queryKeys: readonly string[] = []): boolean {
  const page = resolvePage(path)
  return page !== undefined && page.rendering !== 'on request' && !twinRoute(path, queryKeys)
}

/**
 * Where the proxy sends unknown paths (rewritten, status 404): a real page, so its HTML is
 * server-rendered.
 */
export const notFoundPath = '/page-not-found'

export function pageKeyOfPath(path: string): PageKey | undefined {
  return keys.find((key) => pageList[key].path === path)
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
