import { isLocale } from '@/i18n/locales'

import { pageTypeOf } from '../page-type'
import { pageList, parameterisedPages, type PageKey, type ParameterisedPage } from '../pages'

/**
 * A path's page type and locale when it is a page of the site (its 404 page included); null for
 * the back office, the APIs and anything else.
 */
export function sitePageOf(path: string): { page: string; locale: string } | null {
  const page = pageTypeOf(path)
  if (page === 'admin' || page === 'api' || page === 'other') return null
  const locale = path.split('/')[1]
  return isLocale(locale) ? { page, locale } : null
}

/**
 * How the desk names a page type: its path under a locale (`/business/hardware`, `/news/:url`), the
 * same in every language and plain to anyone who knows the site; the 404 page as `404`.
 */
export function pageTypePath(page: string): string {
  if (page === 'notFound') return '404'
  if (page in pageList) return pageList[page as PageKey].path || '/'
  if (page in parameterisedPages)
    return parameterisedPages[page as ParameterisedPage].pattern.replace(/\([^)]*\)/g, '')
  return page
}
