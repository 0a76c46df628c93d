import { getLocale } from 'next-intl/server'

import { NewsLoading } from '@/features/news/components/Loading'
import { defaultLocale, isLocale } from '@/i18n/locales'

// Only the on-request form of the list streams behind a loading state: the plain list is cached, and a
// loading file (which cannot receive the locale) would make next-intl read the request.
export default async function Loading() {
  const locale = await getLocale()
  return <NewsLoading locale={isLocale(locale) ? locale : defaultLocale} />
}
