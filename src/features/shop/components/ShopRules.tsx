import { getTranslations } from 'next-intl/server'

import { findPublished } from '@/features/content/queries'
import { TitledItems, TitledSection } from '@/features/site/TitledSection'
import type { Locale } from '@/i18n/locales'

import styles from '../shop.module.css'

/**
 * The purchase rules (what a buyer accepts with the order form's checkbox, which links here) and
 * the terms of sale, as editors keep them in the back office. Shown on the shop page and in the
 * cart.
 */
export async function ShopRules({ locale }: { locale: Locale }) {
  const [t, rules, terms] = await Promise.all([
    getTranslations({ locale, namespace: 'shop.rules' }),
    findPublished('purchase-rules', locale),
    findPublished('terms', locale),
  ])
  if (!rules.length && !terms.length) return null
  const list = (docs: { id: number; title?: string | null; text?: string | null }[]) => (
    <TitledItems
      items={docs.map((doc) => ({ key: doc.id, title: doc.title, text: doc.text }))}
      className={styles.rulesList}
    />
  )
  return (
    <div className={styles.rules}>
      {rules.length > 0 && (
        <TitledSection
          id="purchase-rules"
          headingId="purchase-rules-heading"
          heading={t('heading')}
        >
          <p>{t('intro')}</p>
          {list(rules)}
        </TitledSection>
      )}
      {terms.length > 0 && (
        <TitledSection
          id="terms-of-sale"
          headingId="terms-of-sale-heading"
          heading={t('termsHeading')}
        >
          {list(terms)}
        </TitledSection>
      )}
    </div>
  )
}
