import { isLocale } from '@/i18n/locales'

import { resolvePage, type PageName } from './pages'

/** A path's kind for the metrics: a page of the page list, the 404 page, or none of the site's. */
export type PageType = PageName | 'notFound' | 'admin' | 'api' | 'other'

/**
 * What answers a path: the page of the page list under a locale (`/pt/news/x` → `article`), the
 * back office, the APIs (Payload's, the site's, OCPI), the 404 page for a locale path no page
 * answers, or `other`. A bounded set, so that a label of it cannot grow with what visitors type.
 */
export function pageTypeOf(path: string): PageType {
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  if (/^\/(api|ocpi)(\/|$)/.test(path)) return 'api'
  const [, first = '', ...rest] = path.split('/')
  if (!isLocale(first)) return 'other'
  const restPath = rest.length ? `/${rest.join('/')}` : ''
  return resolvePage(restPath)?.page ?? 'notFound'
}
