import { getLocale, getTranslations } from 'next-intl/server'

import { NotFoundView } from '@/features/site/NotFoundView'
import { defaultLocale, isLocale } from '@/i18n/locales'

/**
 * For notFound() thrown by a page (an unknown id); unknown paths get page-not-found from the proxy.
 */
export default async function NotFound() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : defaultLocale
  const t = await getTranslations({ locale, namespace: 'errors' })
  return (
    <>
      <title>{t('notFoundTitle')}</title>
      <NotFoundView locale={locale} />
    </>
  )
}
