import { getLocale } from 'next-intl/server'

import { NewsLoading } from '@/features/news/components/Loading'
import { defaultLocale, isLocale } from '@/i18n/locales'

export default async function Loading() {
  const locale = await getLocale()
  return <NewsLoading locale={isLocale(locale) ? locale : defaultLocale} framed={false} />
}
