import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { JsonLd } from '@/features/site/JsonLd'
import { PageHeader } from '@/features/site/PageHeader'
import { SiteLink as Link } from '@/features/site/SiteLink'
import type { Locale } from '@/i18n/locales'
import { siteUrl } from '@/lib/site-url'

import styles from './hardware.module.css'
import {
  hardwareInterest,
  hardwareQueryString,
  hardwareSource,
  isSearch,
  meetingHref,
  modelHeadingId,
  ocppVersions,
  parseHardwareQuery,
  parsePage,
  powerBands,
  type HardwareQuery,
} from './model'
import { manufacturerIndex, searchChargerModels, type ModelView } from './search'
import { manufacturerList, productList } from './structured-data'

type Query = Record<string, string | string[] | undefined>

type CardProps = { model: ModelView; worksLabel: string; locale: Locale; bookLabel: string }

/**
 * One result, with "Book a meeting" about it. components/hardwareSearch.ts draws the same markup
 * from the JSON search's ModelView: change both together (the styles select by element, not class,
 * so both get them).
 */
function ModelCard({ model, worksLabel, locale, bookLabel }: CardProps) {
  return (
    <li data-model={model.name}>
      <h3 id={modelHeadingId(model.id)}>{model.name}</h3>
      <p>{model.spec}</p>
      <ul>
        {model.ocpp.map((line) => (
          <li key={line.version} data-status={line.status}>
            {line.text}
          </li>
        ))}
      </ul>
      {model.works ? (
        <p>
          <strong>{worksLabel}:</strong> {model.works}
        </p>
      ) : null}
      {model.notes ? <p data-notes="">{model.notes}</p> : null}
      <p>
        <a
          href={meetingHref(locale, model.name)}
          aria-describedby={modelHeadingId(model.id)}
          data-book=""
        >
          {bookLabel}
        </a>
      </p>
    </li>
  )
}

/**
 * The hardware compatibility page. Without a search (the cached page most visitors and crawlers
 * get) it holds the form and an index of manufacturers with their counts, each a link to its
 * search; with one (`q`, `ocpp`, `power` or `page`, on request through the `/query` twin) a page
 * of the matches. It works without JavaScript as a GET form with links; with it,
 * components/hardwareSearch.ts (loaded on demand) asks the JSON search as you type. "Not listed?
 * Ask us" opens the lead form under the list with "Migrate my charging network" and the typed
 * model filled in.
 */
export async function HardwarePage({
  locale,
  searchParams,
  leadForm,
}: {
  locale: Locale
  searchParams: Query
  leadForm: (props: {
    initial?: Record<string, string>
    /** The lead source its success message's "Book a meeting" carries. */
    source?: string
  }) => ReactNode
}) {
  const query = parseHardwareQuery(searchParams)
  const searching = isSearch(query) || searchParams.page !== undefined
  const [index, results, t, tBooking] = await Promise.all([
    manufacturerIndex(locale),
    searching ? searchChargerModels(locale, query, parsePage(searchParams)) : null,
    getTranslations({ locale, namespace: 'hardware' }),
    getTranslations({ locale, namespace: 'booking' }),
  ])
  const path = `/${locale}/business/hardware`
  const url = `${siteUrl().origin}${path}`
  const searchHref = (q: HardwareQuery, page = 1) => {
    const qs = hardwareQueryString(q, page)
    return qs ? `${path}?${qs}` : `${path}?page=1`
  }
  const makers = index.manufacturers.map((m) => ({
    ...m,
    href: searchHref({ q: m.name, ocpp: '', power: '' }),
  }))
  const askQuery = new URLSearchParams({ ...(query.q ? { q: query.q } : {}), ask: '1' })
  const asked = searchParams.ask === '1'
  const page = results?.page ?? 1
  return (
    <div className="container">
      <PageHeader locale={locale} pageKey="businessHardware" />
      <JsonLd
        data={
          results
            ? productList(results.models, url)
            : manufacturerList(
                makers.map((m) => ({ name: m.name, href: `${siteUrl().origin}${m.href}` })),
                url,
              )
        }
      />
      <div
        className={styles.search}
        data-enhance="hardware-search"
        data-api={`/api/v1/charger-models?locale=${locale}`}
      >
        <SearchForm path={path} query={query} t={t} />
        <p role="status" data-count="" data-template={t('count', { count: '{count}' })}>
          {results ? t('count', { count: String(results.total) }) : ''}
        </p>
        <SearchResults
          results={results}
          t={t}
          locale={locale}
          bookLabel={tBooking('cta')}
          prevHref={searchHref(query, page - 1)}
          nextHref={searchHref(query, page + 1)}
        />
        <ManufacturerIndex path={path} makers={makers} models={index.models} t={t} />
        <div className={styles.ask}>
          <h2>{t('notListedHeading')}</h2>
          <p>{t('notListedText')}</p>
          <Link
            className="button button--primary"
            href={`${path}?${askQuery}#lead-form`}
            data-ask=""
          >
            {t('notListed')}
          </Link>
        </div>
      </div>
      <div id="lead-form">
        {asked
          ? leadForm({
              initial: { interest: hardwareInterest, chargersTypes: query.q },
              source: hardwareSource,
            })
          : leadForm({ source: hardwareSource })}
      </div>
    </div>
  )
}

type Translate = Awaited<ReturnType<typeof getTranslations<'hardware'>>>

/** The search: a model or manufacturer, an OCPP version, a power band. */
function SearchForm({ path, query, t }: { path: string; query: HardwareQuery; t: Translate }) {
  return (
    <form method="get" action={path} role="search" className={styles.form}>
      <div className={styles.field}>
        <label htmlFor="hardware-q">{t('searchLabel')}</label>
        <input
          id="hardware-q"
          name="q"
          type="search"
          defaultValue={query.q}
          autoComplete="off"
          maxLength={100}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="hardware-ocpp">{t('ocpp')}</label>
        <select id="hardware-ocpp" name="ocpp" defaultValue={query.ocpp}>
          <option value="">{t('ocppAny')}</option>
          {ocppVersions.map((v) => (
            <option key={v} value={v}>
              OCPP {v}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="hardware-power">{t('power')}</label>
        <select id="hardware-power" name="power" defaultValue={query.power}>
          <option value="">{t('powerAny')}</option>
          {powerBands.map((band) => (
            <option key={band} value={band}>
              {t(`powers.${band}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">
        {t('search')}
      </button>
    </form>
  )
}

type Results = Awaited<ReturnType<typeof searchChargerModels>>

/** A page of the matches with its pager (hidden without a search: the search module fills it). */
function SearchResults({
  results,
  t,
  locale,
  bookLabel,
  prevHref,
  nextHref,
}: {
  results: Results | null
  t: Translate
  locale: Locale
  bookLabel: string
  prevHref: string
  nextHref: string
}) {
  const page = results?.page ?? 1
  const pages = results?.pages ?? 1
  return (
    <section aria-labelledby="hardware-results-heading" data-results="" hidden={!results}>
      <h2 id="hardware-results-heading" className="visually-hidden">
        {t('resultsHeading')}
      </h2>
      <ul
        className={styles.list}
        data-works-label={t('works')}
        data-locale={locale}
        data-book-label={bookLabel}
      >
        {results?.models.map((m) => (
          <ModelCard
            key={m.id}
            model={m}
            worksLabel={t('works')}
            locale={locale}
            bookLabel={bookLabel}
          />
        ))}
      </ul>
      <p data-none="" hidden={!results || results.total > 0}>
        {t('none')}
      </p>
      <nav
        className={styles.pager}
        aria-label={t('pagination')}
        data-pager=""
        data-template={t('pageOf', { page: '{page}', pages: '{pages}' })}
        hidden={pages < 2}
      >
        <Link className="button" rel="prev" href={prevHref} hidden={page < 2} data-prev="">
          {t('previous')}
        </Link>
        <span aria-current="page" data-page="">
          {t('pageOf', { page: String(page), pages: String(pages) })}
        </span>
        <Link className="button" rel="next" href={nextHref} hidden={page >= pages} data-next="">
          {t('next')}
        </Link>
      </nav>
    </section>
  )
}

/** Each manufacturer with its number of models, a link to its search; and all models. */
function ManufacturerIndex({
  path,
  makers,
  models,
  t,
}: {
  path: string
  makers: { name: string; count: number; href: string }[]
  models: number
  t: Translate
}) {
  return (
    <section aria-labelledby="hardware-makers-heading" className={styles.makers}>
      <h2 id="hardware-makers-heading">{t('listHeading')}</h2>
      <p>
        {t('manufacturers', { models: models, manufacturers: makers.length })}{' '}
        <Link href={`${path}?page=1`}>{t('allModels')}</Link>
      </p>
      <ul>
        {makers.map((m) => (
          <li key={m.name}>
            {/* Plain anchors: as site links, the ones in view would all be prefetched, each
                a render on request. With JavaScript a click searches in place. */}
            <a href={m.href} data-maker={m.name}>
              {t('makerLink', { maker: m.name, count: m.count })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The business page's pointer to the compatibility search. */
export async function HardwareTeaser({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'hardware' })
  return (
    <section className={styles.teaser} aria-labelledby="hardware-teaser-heading">
      <div className="container">
        <h2 id="hardware-teaser-heading">{t('teaserHeading')}</h2>
        <p>{t('teaserText')}</p>
        <Link className="button" href={`/${locale}/business/hardware`}>
          {t('teaserLink')}
        </Link>
      </div>
    </section>
  )
}
