import { SiteLink as Link } from '@/features/site/SiteLink'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

/** The 404 content: the message and a link back to the home page. */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'errors' })
  return (
    <div className="container error-page">
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
