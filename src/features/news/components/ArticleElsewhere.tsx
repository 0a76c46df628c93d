import { SiteLink as Link } from '@/features/site/SiteLink'
import { getTranslations } from 'next-intl/server'

import { PageHeader } from '@/features/site/PageHeader'
import { localeTags, type Locale } from '@/i18n/locales'

import type { PostDetail } from '../post-shapes'
import styles from './news.module.css'

/**
 * A published article opened in a language it is not written in: says so in the visitor's language
 * and links to the languages it is published in (the language switcher and old links land here).
 */
export async function ArticleElsewhere({ post, locale }: { post: PostDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'news' })
  const names = new Intl.DisplayNames([localeTags[locale]], { type: 'language' })
  const name = (l: Locale) => names.of(localeTags[l]) ?? l
  return (
    <div className="container">
      <div className={styles.article} data-unavailable-in={locale}>
        <PageHeader
          locale={locale}
          pageKey="news"
          path={`/news/${post.url}`}
          heading={t('notInLanguageHeading')}
          intro={<p className="lead">{t('notInLanguage', { language: name(locale) })}</p>}
        />
        {post.locales.length ? (
          <ul>
            {post.locales.map((l) => (
              <li key={l}>
                <Link href={`/${l}/news/${post.url}`} hrefLang={localeTags[l]} lang={localeTags[l]}>
                  {t('readIn', { language: name(l) })}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          <Link href={`/${locale}/news`}>{t('backToNews')}</Link>
        </p>
      </div>
    </div>
  )
}
