import { isCampaignParameter } from './campaign-parameters'

/**
 * Every page of the site, declared once: its path (locale-relative, '' is the home page), how it
 * renders, whether it is listed, and its group of views (src/app/(site)/[locale]/views/<group>.tsx,
 * where its key names its view and its messages `pages.<key>`). The route files are generated from
 * this list (`npm run routes`); the proxy, navigation, breadcrumbs and the sitemap read it too.
 */
/**
 * `cached`: from the page cache until its content changes; `query twin`: cached, but with a query
 * rendered on request; `preview twin`: the same for a draft preview's `?token=` only; `on request`:
 * always. The proxy sends what renders on request to the `/query` twin of the path (`renderedAt`).
 */
export type Rendering = 'cached' | 'query twin' | 'preview twin' | 'on request'
/**
 * The groups of views (src/app/(site)/[locale]/views/); a page's first load carries its group's.
 */
export type ViewGroup =
  'marketing' | 'business-tools' | 'map' | 'news' | 'pay' | 'privacy' | 'shop' | 'cart'
export type PageEntry = {
  path: string
  /**
   * The group of views that shows it. None for a page with hand-written route files of its own: a
   * frame of its own (the map other sites embed), a loading state of its own (the news search).
   */
  view?: ViewGroup
  rendering?: Rendering
  /** Reached only with query parameters (QR codes); redirects to `/` without them (guards.ts). */
  guarded?: true
  /** Not for search engines: noindex, and left out of the sitemap. */
  unlisted?: true
}

/**
 * The shop's categories; each is a page (`shop<Category>`, `/shop/<category>`), and those with
 * details have a page per good (`/shop/<category>/<id>`). A new category is one entry here, its
 * messages, and its attributes in src/features/shop/categories.ts (which the type checker asks
 * for).
 */
export const shopCategories = {
  chargers: { details: true },
  ev: { details: true },
  accessories: { details: true },
  souvenirs: { details: false },
  propositions: { details: false },
} as const
export type ShopCategory = keyof typeof shopCategories
export type CategoryPageKey = `shop${Capitalize<ShopCategory>}`
export const categoryPageKey = (category: ShopCategory) =>
  `shop${category[0]!.toUpperCase()}${category.slice(1)}` as CategoryPageKey

const staticPages = {
  home: { path: '', view: 'marketing', rendering: 'preview twin' },
  business: { path: '/business', view: 'marketing' },
  businessCalculator: {
    path: '/business/calculator',
    view: 'business-tools',
    rendering: 'query twin',
  },
  businessHardware: { path: '/business/hardware', view: 'business-tools', rendering: 'query twin' },
  evDrivers: { path: '/ev-drivers', view: 'marketing' },
  partnership: { path: '/partnership', view: 'marketing' },
  mobileBanner: { path: '/partnership/components/mobile-banner', view: 'marketing' },
  form: { path: '/form', view: 'marketing' },
  map: { path: '/map', view: 'map', rendering: 'query twin' },
  // Other sites frame it; it reads its filters in the browser, so any query keeps the cached copy.
  mapEmbed: { path: '/map/embed', unlisted: true },
  shop: { path: '/shop', view: 'shop' },
  shopCart: { path: '/shop/cart', view: 'cart', unlisted: true },
  news: { path: '/news', view: 'news', rendering: 'query twin' },
  newsSearch: { path: '/news/search', rendering: 'on request', unlisted: true },
  aboutUs: { path: '/about-us', view: 'marketing', rendering: 'query twin' },
  contact: { path: '/contact', view: 'marketing' },
  inviteFriend: { path: '/invite-friend', view: 'marketing' },
  deleteAccount: { path: '/delete-account', view: 'marketing' },
  pay: { path: '/pay', view: 'pay' },
  payPrepay: {
    path: '/pay/prepay',
    view: 'pay',
    rendering: 'on request',
    guarded: true,
    unlisted: true,
  },
  paySuccess: { path: '/pay/success', view: 'pay', rendering: 'on request', unlisted: true },
  session: {
    path: '/session',
    view: 'pay',
    rendering: 'on request',
    guarded: true,
    unlisted: true,
  },
  privacyPolicy: { path: '/privacy-policy', view: 'marketing' },
  publicAgreement: { path: '/public-agreement', view: 'marketing' },
  readmeOss: { path: '/readme-oss', view: 'marketing' },
  accessibility: { path: '/accessibility', view: 'marketing' },
  wdec: { path: '/wdec', view: 'marketing' },
  unsubscribe: { path: '/unsubscribe', view: 'privacy', rendering: 'on request', unlisted: true },
} as const satisfies Record<string, PageEntry>

const categoryPages = Object.fromEntries(
  Object.keys(shopCategories).map((category) => [
    categoryPageKey(category as ShopCategory),
    { path: `/shop/${category}`, rendering: 'query twin', view: 'shop' },
  ]),
) as Record<CategoryPageKey, PageEntry>

export type PageKey = keyof typeof staticPages | CategoryPageKey
export const pageEntries: Record<PageKey, PageEntry> = { ...staticPages, ...categoryPages }
const entries = pageEntries

/** Pages with hand-written route files of their own. */
export type OwnRoutePage = {
  [K in keyof typeof staticPages]: (typeof staticPages)[K] extends { view: ViewGroup } ? never : K
}[keyof typeof staticPages]

/** Every page's path, by its key. */
export const pages = Object.fromEntries(
  Object.entries(entries).map(([key, entry]) => [key, entry.path]),
) as Record<PageKey, string>

const keys = Object.keys(entries) as PageKey[]
export const guardedPages: readonly PageKey[] = keys.filter((key) => entries[key].guarded)
export const unlistedPages: readonly PageKey[] = keys.filter((key) => entries[key].unlisted)

/**
 * The pages with a parameter, as `:name` patterns: a good of a category with details, a station on
 * the map, an article. Their views answer 404 for an unknown id.
 */
const detailCategories = Object.entries(shopCategories)
  .filter(([, category]) => category.details)
  .map(([name]) => name)
export const parameterisedPages = {
  product: { pattern: `/shop/:category(${detailCategories.join('|')})/:id`, view: 'shop' },
  location: { pattern: '/location/:id', rendering: 'query twin', view: 'map' },
  article: { pattern: '/news/:url', rendering: 'preview twin', view: 'news' },
} as const satisfies Record<string, { pattern: string; rendering?: Rendering; view: ViewGroup }>
export type ParameterisedPage = keyof typeof parameterisedPages

/** A `:name` or `:name(a|b)` pattern as a regular expression with named groups. */
const compile = (pattern: string) =>
  new RegExp(
    `^${pattern.replace(/:(\w+)(?:\(([^)]+)\))?/g, (_, name: string, choices?: string) => `(?<${name}>${choices ?? '[^/]+'})`)}$`,
  )
const parameterised = (Object.keys(parameterisedPages) as ParameterisedPage[]).map((page) => ({
  page,
  rendering: ('rendering' in parameterisedPages[page]
    ? parameterisedPages[page].rendering
    : 'cached') as Rendering,
  pattern: compile(parameterisedPages[page].pattern),
}))

export type ResolvedPage =
  | { kind: 'static'; key: PageKey; rendering: Rendering; view?: ViewGroup }
  | {
      kind: 'parameterised'
      page: ParameterisedPage
      params: Record<string, string>
      rendering: Rendering
    }

/** The page a locale-relative path shows, or undefined (the proxy then serves the 404 page). */
export function resolvePage(path: string): ResolvedPage | undefined {
  const key = pageKeyOfPath(path)
  if (key) {
    const { rendering = 'cached', view } = entries[key]
    return { kind: 'static', key, rendering, ...(view ? { view } : {}) }
  }
  for (const { page, rendering, pattern } of parameterised) {
    const match = pattern.exec(path)
    if (match) return { kind: 'parameterised', page, params: { ...match.groups }, rendering }
  }
  return undefined
}

/** Whether any page answers this locale-relative path. */
export const isKnownPath = (path: string) => resolvePage(path) !== undefined

/** The prefix of the twins rendered on request: `/en/query/news` renders `/en/news` that way. */
export const onRequestPrefix = '/query'

/**
 * Where the proxy has a path rendered: null for the page cache's copy, or the on-request twin when
 * the page renders on request, or its query changes what the server renders.
 */
export function renderedAt(path: string, allQueryKeys: readonly string[] = []): string | null {
  const page = resolvePage(path)
  if (!page || (page.kind === 'static' && !page.view)) return null
  const { rendering } = page
  // A campaign's tags change nothing on the page: it stays the cached one for every visitor.
  const queryKeys = allQueryKeys.filter((key) => !isCampaignParameter(key))
  const twin =
    rendering === 'on request' ||
    (rendering === 'query twin' && queryKeys.length > 0) ||
    (rendering === 'preview twin' && queryKeys.includes('token'))
  return twin ? `${onRequestPrefix}${path}` : null
}

/**
 * Where the proxy sends unknown paths (rewritten, status 404): a real page, so its HTML is
 * server-rendered.
 */
export const notFoundPath = '/page-not-found'

export function pageKeyOfPath(path: string): PageKey | undefined {
  return keys.find((key) => entries[key].path === path)
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
