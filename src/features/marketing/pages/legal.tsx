import { PageHeader } from '@/features/site/PageHeader'
import type { Locale } from '@/i18n/locales'

import styles from '../marketing.module.css'
import { getLegalDocument } from '../queries'
import { marketingMessages } from './start'
import { formatDate } from '@/i18n/format'

export async function LegalPage({
  locale,
  slug,
}: {
  locale: Locale
  slug: 'privacy-policy' | 'public-agreement'
}) {
  const [t, doc] = await Promise.all([marketingMessages(locale), getLegalDocument(slug, locale)])
  const key = slug === 'privacy-policy' ? 'privacyPolicy' : 'publicAgreement'
  const date = formatDate(locale, doc.effectiveDate)
  return (
    <div className="container">
      <PageHeader
        locale={locale}
        pageKey={key}
        heading={doc.title || undefined}
        intro={date ? <p className={styles.meta}>{t('legal.effective', { date })}</p> : undefined}
      />
      {doc.html ? (
        // HTML produced on the server by Payload's Lexical converter from the editors' document
        // (text is escaped).
        <article className={styles.legal} dangerouslySetInnerHTML={{ __html: doc.html }} />
      ) : (
        <p>{t('legal.empty')}</p>
      )}
    </div>
  )
}
