import { defaultLocale } from '@/i18n/locales'

type Search = { [key: string]: string | string[] | undefined }

/**
 * Payload's admin opens a page in the content language last chosen (a user preference), so after a
 * translation into Ukrainian "Create new" opened in Ukrainian, and English typed there landed in
 * the Ukrainian fields. A create view without a `locale` goes to the default language instead: the
 * address to redirect to, or null. Naming the locale also resets the preference, as choosing it
 * would.
 */
export function newDocumentLocale(segments: string[] | undefined, search: Search): string | null {
  const [section, slug, view, ...rest] = segments ?? []
  if (section !== 'collections' || !slug || view !== 'create' || rest.length) return null
  if (search.locale) return null
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(search))
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value])
      query.append(key, v)
  query.set('locale', defaultLocale)
  return `/admin/collections/${encodeURIComponent(slug)}/create?${query}`
}
