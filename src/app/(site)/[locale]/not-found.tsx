import Link from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'

import { defaultLocale, isLocale } from '@/i18n/locales'

export default async function NotFound() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : defaultLocale
  const t = await getTranslations({ locale, namespace: 'errors' })
  return (
    <div className="container error-page">
      <title>{t('notFoundTitle')}</title>
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound')}</h1>
      <p>
        <Link href={`/${locale}`} className="button button--primary">
          {t('backHome')}
        </Link>
      </p>
    </div>
  )
}
