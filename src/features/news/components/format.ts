import type { Locale } from '@/i18n/locales'

/** Href of the news list with filters and page (page 1 and empty filters are left out). */
export function newsHref(
  locale: Locale,
  filters: { category?: string; tag?: string; page?: number },
): string {
  const params = new URLSearchParams()
  if (filters.category) params.set('category', filters.category)
  if (filters.tag) params.set('tag', filters.tag)
  if (filters.page && filters.page > 1) params.set('page', String(filters.page))
  const query = params.toString()
  return `/${locale}/news${query ? `?${query}` : ''}`
}
