import { getTranslations } from 'next-intl/server'

import { findPublished } from '@/features/content/shared-queries'
import type { Locale } from '@/i18n/locales'

import styles from './shop.module.css'

/**
 * The purchase rules (what a buyer accepts with the order form's checkbox, which links here) and the
 * terms of sale, as editors keep them in the back office. Shown on the shop page and in the cart.
 */
export async function ShopRules({ locale }: { locale: Locale }) {
  const [t, rules, terms] = await Promise.all([getTranslations({ locale, namespace: 'shop.rules' }), findPublished('purchase-rules', locale), findPublished('terms', locale)])
  if (!rules.length && !terms.length) return null
  const list = (docs: { id: number; title?: string | null; text?: string | null }[]) => (
    <ul className={styles.rulesList}>
      {docs.map((doc) => (
        <li key={doc.id}>
          <h3>{doc.title}</h3>
          <p>{doc.text}</p>
        </li>
      ))}
    </ul>
  )
  return (
    <div className={styles.rules}>
      {rules.length > 0 && (
        <section id="purchase-rules" aria-labelledby="purchase-rules-heading">
          <h2 id="purchase-rules-heading">{t('heading')}</h2>
          <p>{t('intro')}</p>
          {list(rules)}
        </section>
      )}
      {terms.length > 0 && (
        <section id="terms-of-sale" aria-labelledby="terms-of-sale-heading">
          <h2 id="terms-of-sale-heading">{t('termsHeading')}</h2>
          {list(terms)}
        </section>
      )}
    </div>
  )
}
