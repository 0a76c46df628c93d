import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { maxSearchLength } from '../api-request'
import { lexicalToPlainText } from '../lexical'
import { listPosts, searchPostTexts } from '../queries'
import { highlight, searchTerms, snippet } from './highlight'
import styles from './news.module.css'
import { PostCard } from './PostCard'

/** `news/search?q=`: title, excerpt and article text of the current locale, matches highlighted. */
export async function NewsSearch({ locale, query }: { locale: Locale; query: string }) {
  const t = await getTranslations({ locale, namespace: 'news' })
  const q = query.trim().slice(0, maxSearchLength)
  const result = q
    ? await listPosts({ locale, limit: 30, skip: 0, search: q, sort: 'newest' })
    : null
  const bodies = result
    ? await searchPostTexts(
        result.content.map((p) => p.id),
        locale,
      )
    : new Map<number, unknown>()
  const terms = searchTerms(q)
  return (
    <>
      <form
        className={styles.searchForm}
        role="search"
        action={`/${locale}/news/search`}
        method="get"
      >
        <label htmlFor="news-search-q">{t('searchLabel')}</label>
        <input
          id="news-search-q"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={maxSearchLength}
          placeholder={t('searchPlaceholder')}
        />
        <button className="button button--primary" type="submit">
          {t('searchSubmit')}
        </button>
      </form>
      {result === null ? (
        <p>{t('searchPrompt')}</p>
      ) : (
        <section aria-labelledby="news-search-results">
          <h2 id="news-search-results">{t('searchResultsHeading')}</h2>
          {/* The count is its own live region: a heading with role="status" stops being a heading for assistive technology. */}
          <p role="status" className={styles.meta}>
            {t('searchResults', { query: q, count: result.total })}
          </p>
          <ul className={styles.results}>
            {result.content.map((post) => {
              const titleOrExcerpt = `${post.title} ${post.excerpt}`.toLowerCase()
              const inBody = terms.some((term) => !titleOrExcerpt.includes(term))
              const bodySnippet = inBody
                ? snippet(lexicalToPlainText(bodies.get(post.id)), terms)
                : ''
              return (
                <li key={post.id}>
                  <PostCard
                    post={post}
                    locale={locale}
                    title={highlight(post.title, terms)}
                    excerpt={highlight(post.excerpt, terms)}
                    extra={
                      bodySnippet ? (
                        <p className={styles.excerpt}>{highlight(bodySnippet, terms)}</p>
                      ) : null
                    }
                  />
                </li>
              )
            })}
          </ul>
        </section>
      )}
    </>
  )
}
