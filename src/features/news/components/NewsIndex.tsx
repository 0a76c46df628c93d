import { SiteLink as Link } from '@/features/site/SiteLink'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { listCategories, listPosts, listTags } from '../queries'
import { isSlug } from '../slug'
import { newsHref } from './format'
import styles from './news.module.css'
import { PostCard } from './PostCard'

export const newsPageSize = 9

export type NewsSearchParams = {
  page?: string | string[]
  category?: string | string[]
  tag?: string | string[]
}

const one = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined

type Chip = { key: string; href: string; current: boolean; label: string }

/** A titled row of filter links; the chosen one is marked current. */
function Chips({
  id,
  heading,
  children: chips,
}: {
  id: string
  heading: string
  children: Chip[]
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              className={styles.chip}
              href={chip.href}
              aria-current={chip.current ? 'true' : undefined}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The filters and page of the news list from its URL; anything malformed is ignored. */
export function newsFilters(params: NewsSearchParams): {
  page: number
  category?: string
  tag?: string
} {
  const page = Number(one(params.page))
  const category = one(params.category)
  const tag = one(params.tag)
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
    category: isSlug(category) ? category : undefined,
    tag: isSlug(tag) ? tag : undefined,
  }
}

/**
 * The news list: pinned first (ascending position), then newest; category and tag filters in the
 * URL.
 */
export async function NewsIndex({
  locale,
  searchParams,
}: {
  locale: Locale
  searchParams: NewsSearchParams
}) {
  const { page, category, tag } = newsFilters(searchParams)
  const [t, categories, tags, result] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    listCategories(locale),
    listTags(locale),
    listPosts({
      locale,
      limit: newsPageSize,
      skip: (page - 1) * newsPageSize,
      category,
      tag,
      sort: 'pinned',
    }),
  ])
  const pages = Math.max(1, Math.ceil(result.total / newsPageSize))
  const active = [
    categories.find((c) => c.slug === category)?.name,
    tags.find((x) => x.slug === tag)?.name,
  ].filter(Boolean)
  return (
    <div className={styles.layout}>
      <section aria-labelledby="news-list-heading">
        <h2 id="news-list-heading" className="visually-hidden">
          {active.length ? t('filteredBy', { filter: active.join(', ') }) : t('all')}
        </h2>
        {active.length ? (
          <p className={styles.meta} role="status">
            {t('filteredBy', { filter: active.join(' · ') })} ·{' '}
            <Link href={newsHref(locale, {})}>{t('clearFilters')}</Link>
          </p>
        ) : null}
        {result.content.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ul className={styles.grid} data-testid="news-list">
            {result.content.map((post, index) => (
              <li key={post.id}>
                <PostCard post={post} locale={locale} headingLevel={3} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
        {pages > 1 ? (
          <Pagination locale={locale} filters={{ category, tag }} page={page} pages={pages} t={t} />
        ) : null}
      </section>
      <aside className={styles.aside} aria-label={t('filters')}>
        <p>
          <Link href={`/${locale}/news/search`}>{t('searchLink')}</Link> ·{' '}
          <a href={`/${locale}/news/rss.xml`}>{t('rss')}</a>
        </p>
        <Chips id="news-categories" heading={t('categories')}>
          {[
            { key: '', href: newsHref(locale, { tag }), current: !category, label: t('all') },
            ...categories.map((c) => ({
              key: c.slug,
              href: newsHref(locale, { category: c.slug, tag }),
              current: c.slug === category,
              label: c.name,
            })),
          ]}
        </Chips>
        <Chips id="news-tags" heading={t('tags')}>
          {tags.map((x) => ({
            key: x.slug,
            href: newsHref(locale, { category, tag: x.slug === tag ? undefined : x.slug }),
            current: x.slug === tag,
            label: `#${x.name}`,
          }))}
        </Chips>
      </aside>
    </div>
  )
}

/** Previous and next page of the list, with the filters kept. */
function Pagination({
  locale,
  filters,
  page,
  pages,
  t,
}: {
  locale: Locale
  filters: { category?: string; tag?: string }
  page: number
  pages: number
  t: Awaited<ReturnType<typeof getTranslations<'news'>>>
}) {
  return (
    <nav className={styles.pagination} aria-label={t('pagination')}>
      {page > 1 ? (
        <Link className="button" rel="prev" href={newsHref(locale, { ...filters, page: page - 1 })}>
          {t('previous')}
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">{t('pageOf', { page, pages })}</span>
      {page < pages ? (
        <Link className="button" rel="next" href={newsHref(locale, { ...filters, page: page + 1 })}>
          {t('next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
