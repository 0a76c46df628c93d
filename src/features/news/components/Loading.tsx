import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import styles from './news.module.css'

/**
 * Shown while a news list or an article loads (route loading.tsx files). `framed` false: inside a
 * layout that already draws the page's container and header (the search page).
 */
export async function NewsLoading({
  locale,
  article = false,
  framed = true,
}: {
  locale: Locale
  article?: boolean
  framed?: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'news' })
  return (
    <div className={framed ? 'container' : undefined} aria-busy="true">
      <p role="status" className={styles.meta} style={{ marginBlock: '2rem 1rem' }}>
        {t(article ? 'loadingArticle' : 'loading')}
      </p>
      {article ? (
        <div className={styles.article}>
          <div className={styles.skeleton} style={{ minHeight: '3rem', marginBottom: '1rem' }} />
          <div className={styles.skeleton} style={{ aspectRatio: '16 / 9' }} />
        </div>
      ) : (
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className={styles.skeleton} />
          ))}
        </ul>
      )}
    </div>
  )
}
