import { SiteLink as Link } from '@/features/site/SiteLink'
import { getTranslations } from 'next-intl/server'

import { PageHeader } from '@/features/site/PageHeader'
import { pagePaths } from '@/features/site/pages'
import { localeTags, type Locale } from '@/i18n/locales'

import { applyListingQuery, facets, parseListingQuery, sortOrders } from '../catalogue'
import { categoryPageKey, type ShopCategory } from '@/features/site/shop-categories'
import { getGoods, getMarket } from '../queries'
import { attributeValue } from './attributes'
import { ProductCard } from './ProductCard'
import styles from '../shop.module.css'
import { numberFormat } from '@/i18n/format'

type SearchParams = Record<string, string | string[] | undefined>

/**
 * `shop/{category}`: the goods with sorting and attribute filters kept in the URL (a plain GET
 * form).
 */
export async function CategoryPage({
  locale,
  category,
  searchParams,
}: {
  locale: Locale
  category: ShopCategory
  searchParams: SearchParams
}) {
  const [t, all, market] = await Promise.all([
    getTranslations({ locale, namespace: 'shop' }),
    getGoods(locale, category),
    getMarket(locale),
  ])
  const query = parseListingQuery(category, searchParams)
  const goods = applyListingQuery(all, query, localeTags[locale])
  const filters = facets(all, category)
  const numbers = numberFormat(locale)
  const path = `/${locale}${pagePaths[categoryPageKey(category)]}`
  const sortable = category !== 'propositions'
  return (
    <div className="container">
      <PageHeader locale={locale} pageKey={categoryPageKey(category)} />
      {all.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          {sortable && (
            <ListingFilters t={t} path={path} facets={filters} query={query} numbers={numbers} />
          )}
          <p role="status" className={styles.muted}>
            {t('filters.results', { count: goods.length })}
          </p>
          {goods.length === 0 ? (
            <p>{t('filters.none')}</p>
          ) : (
            <div className={styles.grid}>
              {goods.map((good, index) => (
                <ProductCard
                  key={good.id}
                  locale={locale}
                  good={good}
                  market={market}
                  priority={index === 0}
                  eager={index === 1}
                  headingLevel={2}
                />
              ))}
            </div>
          )}
        </>
      )}
    </div>
  )
}

type Translate = Awaited<ReturnType<typeof getTranslations<'shop'>>>

/** The listing's attribute filters, sorting and "in stock only": a plain GET form to this page. */
function ListingFilters({
  t,
  path,
  facets: filters,
  query,
  numbers,
}: {
  t: Translate
  path: string
  facets: ReturnType<typeof facets>
  query: ReturnType<typeof parseListingQuery>
  numbers: Intl.NumberFormat
}) {
  return (
    <form method="get" action={path} className={styles.filters} aria-label={t('filters.heading')}>
      {filters.map((facet) => (
        <label key={facet.key} className={styles.field}>
          <span>{t(`attributes.${facet.key}`)}</span>
          <select name={facet.key} defaultValue={query.filters[facet.key] ?? ''}>
            <option value="">{t('filters.any')}</option>
            {facet.values.map((value) => (
              <option key={value} value={value}>
                {attributeValue(
                  t,
                  facet.key,
                  Number.isFinite(Number(value)) && facet.key !== 'phase' ? Number(value) : value,
                  numbers,
                )}
              </option>
            ))}
          </select>
        </label>
      ))}
      <label className={styles.field}>
        <span>{t('sort.label')}</span>
        <select name="sort" defaultValue={query.sort}>
          {sortOrders.map((order) => (
            <option key={order} value={order}>
              {t(`sort.${order}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="availability"
          value="inStock"
          defaultChecked={query.filters.availability === 'inStock'}
        />
        <span>{t('filters.inStockOnly')}</span>
      </label>
      <div className={styles.filterActions}>
        <button type="submit" className="button button--primary">
          {t('filters.apply')}
        </button>
        {(Object.keys(query.filters).length > 0 || query.sort !== 'featured') && (
          <Link href={path}>{t('filters.reset')}</Link>
        )}
      </div>
    </form>
  )
}
