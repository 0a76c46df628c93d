import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { JsonLd } from '@/features/site/JsonLd'
import { PageHeader } from '@/features/site/PageHeader'
import { SiteLink as Link } from '@/features/site/SiteLink'
import { numberFormat } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { siteUrl } from '@/lib/site-url'

import styles from './hardware.module.css'
import {
  matchesQuery,
  ocppVersions,
  parseHardwareQuery,
  powerBands,
  searchableOf,
  type ChargerModel,
} from './model'
import { getChargerModels } from './queries'

type Query = Record<string, string | string[] | undefined>

/**
 * schema.org's view of the list: each model a Product of its brand, with power and OCPP as
 * properties.
 */
function itemList(models: ChargerModel[], url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url,
    numberOfItems: models.length,
    itemListElement: models.map((m, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Product',
        name: `${m.manufacturer} ${m.model}`,
        brand: { '@type': 'Brand', name: m.manufacturer },
        category: 'EV charger',
        additionalProperty: [
          { '@type': 'PropertyValue', name: 'Power', value: m.powerKw, unitCode: 'KWT' },
          { '@type': 'PropertyValue', name: 'Current', value: m.current },
          { '@type': 'PropertyValue', name: 'OCPP 1.6', value: m.ocpp16 },
          { '@type': 'PropertyValue', name: 'OCPP 2.0.1', value: m.ocpp201 },
        ],
      },
    })),
  }
}

/**
 * The hardware compatibility page: every listed model is in the page; the GET form's search and
 * filters hide the others (server-side, without JavaScript), and with JavaScript the same matching
 * runs as you type (components/hardwareSearch.ts, loaded on demand). "Not listed? Ask us" opens the
 * lead form under the list with "Migrate my charging network" and the typed model filled in.
 */
export async function HardwarePage({
  locale,
  searchParams,
  leadForm,
}: {
  locale: Locale
  searchParams: Query
  leadForm: (props: { initial?: Record<string, string> }) => ReactNode
}) {
  const [models, t] = await Promise.all([
    getChargerModels(locale),
    getTranslations({ locale, namespace: 'hardware' }),
  ])
  const query = parseHardwareQuery(searchParams)
  const shown = models.filter((m) => matchesQuery(searchableOf(m), query)).length
  const manufacturers = new Set(models.map((m) => m.manufacturer)).size
  const path = `/${locale}/business/hardware`
  const askQuery = new URLSearchParams({ ...(query.q ? { q: query.q } : {}), ask: '1' })
  const asked = searchParams.ask === '1'
  const kw = numberFormat(locale, { maximumFractionDigits: 1 })
  const countTemplate = t('count', { count: '{count}' })
  return (
    <div className="container">
      <PageHeader locale={locale} pageKey="businessHardware" />
      <JsonLd data={itemList(models, `${siteUrl().origin}${path}`)} />
      <section
        className={styles.search}
        aria-labelledby="hardware-list-heading"
        data-enhance="hardware-search"
      >
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
        <h2 id="hardware-list-heading">{t('listHeading')}</h2>
        <p>{t('manufacturers', { models: models.length, manufacturers })}</p>
        <p role="status" data-count="" data-template={countTemplate}>
          {t('count', { count: String(shown) })}
        </p>
        <ul className={styles.list}>
          {models.map((m) => {
            const item = searchableOf(m)
            return (
              <li
                key={m.id}
                className={styles.model}
                hidden={!matchesQuery(item, query)}
                data-model={`${m.manufacturer} ${m.model}`}
                data-ocpp={item.ocpp.join(' ')}
                data-power={m.powerKw}
              >
                <h3>
                  {m.manufacturer} {m.model}
                </h3>
                <p>
                  {m.current} · {kw.format(m.powerKw)} kW
                  {m.connectors.length
                    ? ` · ${m.connectors.map((c) => t(`connectors.${c}`)).join(', ')}`
                    : ''}
                </p>
                <ul className={styles.protocols}>
                  {(
                    [
                      ['1.6', m.ocpp16],
                      ['2.0.1', m.ocpp201],
                    ] as const
                  ).map(([version, status]) => (
                    <li key={version} data-status={status}>
                      {t('ocppLine', { version, status: t(`ocppStatus.${status}`) })}
                    </li>
                  ))}
                </ul>
                {m.works.length ? (
                  <p>
                    <strong>{t('works')}:</strong>{' '}
                    {m.works.map((w) => t(`capabilities.${w}`)).join(', ')}
                  </p>
                ) : null}
                {m.notes ? <p className={styles.notes}>{m.notes}</p> : null}
              </li>
            )
          })}
        </ul>
        <p data-none="" hidden={shown > 0}>
          {t('none')}
        </p>
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
      </section>
      <div id="lead-form">
        {asked
          ? leadForm({ initial: { interest: 'migrate_charging_network', chargersTypes: query.q } })
          : leadForm({})}
      </div>
    </div>
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
