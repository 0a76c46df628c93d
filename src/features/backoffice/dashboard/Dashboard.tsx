import type { I18nClient } from '@payloadcms/translations'
import type { Payload } from 'payload'
import type React from 'react'

import { RetryDeliveryButton } from '@/features/forms/admin/RetryDeliveryButton'
import { statusLabels } from '@/features/forms/collections'
import { orderStatusLabels } from '@/features/shop/orders/Orders'
import { backofficeT, bo } from '@/i18n/backoffice/keys'

import { salesCharts } from './charts'
import { chartViews, labelIn } from './chart-views'
import styles from './dashboard.module.css'
import { SalesCharts } from './SalesCharts'
import { drafts, recentlyPublished, scheduled } from './editors'
import { systemHealth } from './health'
import { failedDeliveries, newSince, ordersByStatus } from './sales'
import {
  type DashboardUser,
  isAdminUser,
  isEditorUser,
  isSalesUser,
  sinceOrLastWeek,
  touchVisit,
} from './visits'
import { adminDate } from '@/lib/admin-fields/dates'

type Props = { payload: Payload; user?: DashboardUser | null; i18n: I18nClient }

/**
 * The top of the back office's home page: each role's work first. Sales: what arrived since the
 * last visit, orders by status, failed deliveries with "Retry now"; editors: drafts, scheduled and
 * recently published posts; admins: both, plus the state of the background work. Payload's own
 * collection cards follow below it.
 */
export async function BackofficeDashboard({ payload, user, i18n }: Props) {
  if (!user) return null
  const t = backofficeT(i18n.t)
  const language = i18n.language
  // Rendered on the server: in the account's zone, else UTC, each saying its offset.
  const when = (iso?: string | null) => (iso ? adminDate(iso, i18n, user.timeZone ?? 'UTC') : '')
  const admin = payload.config.routes.admin
  const plural = (slug: string) =>
    labelIn(payload.collections[slug as 'leads']?.config.labels.plural, language) || slug
  const doc = (slug: string, id: number | string) => `${admin}/collections/${slug}/${id}`
  const since = await touchVisit(payload, user)
  const sales = isSalesUser(user)
  const editor = isEditorUser(user)

  const [inbox, orders, failed, draftRows, scheduledRows, published, health, figures, markets] =
    await Promise.all([
      sales ? newSince(payload, user, sinceOrLastWeek(since)) : null,
      sales ? ordersByStatus(payload, user) : null,
      sales ? failedDeliveries(payload, user) : null,
      editor ? drafts(payload, user) : null,
      editor ? scheduled(payload, user) : null,
      editor ? recentlyPublished(payload, user) : null,
      isAdminUser(user) ? systemHealth(payload, user) : null,
      sales ? salesCharts(payload) : null,
      sales
        ? payload.find({ collection: 'markets', depth: 0, limit: 50, pagination: false })
        : null,
    ])

  const section = (id: string, title: string, body: React.ReactNode) => (
    <section className={styles.card} aria-labelledby={`bo-${id}`} data-dashboard={id}>
      <h2 id={`bo-${id}`} className={styles.heading}>
        {title}
      </h2>
      {body}
    </section>
  )
  /** A section listing rows, or saying there are none. */
  type ListOf<R> = {
    id: string
    title: string
    rows: R[]
    none: string
    key: (row: R) => string | number
    itemClass?: string
  }
  const listSection = <R,>(
    { id, title, rows, none, key, itemClass }: ListOf<R>,
    item: (row: R) => React.ReactNode,
  ) =>
    section(
      id,
      title,
      rows.length === 0 ? (
        <p className={styles.muted}>{none}</p>
      ) : (
        <ul className={styles.list}>
          {rows.map((row) => (
            <li key={key(row)} className={itemClass}>
              {item(row)}
            </li>
          ))}
        </ul>
      ),
    )

  return (
    <div className={styles.dashboard}>
      <h1 className={styles.title}>{t(bo('dashboardTitle'))}</h1>
      {sales && !process.env.SMTP_URL ? (
        <p className={styles.notice} role="note">
          {t(bo('emailNotConfigured'))}
        </p>
      ) : null}
      <div className={styles.grid}>
        {inbox &&
          section(
            'new',
            since ? t(bo('sinceLastVisit'), { since: when(since) }) : t(bo('sinceLastWeek')),
            inbox.every((group) => group.total === 0) ? (
              <p className={styles.muted}>{t(bo('nothingNew'))}</p>
            ) : (
              inbox
                .filter((group) => group.total > 0)
                .map((group) => (
                  <div key={group.collection} className={styles.group}>
                    <h3 className={styles.subheading}>
                      <a href={`${admin}/collections/${group.collection}`}>
                        {plural(group.collection)}
                      </a>{' '}
                      <span className={styles.badge}>
                        {t(bo('newCount'), { count: group.total })}
                      </span>
                    </h3>
                    <ul className={styles.list}>
                      {group.rows.map((row) => (
                        <li key={row.id}>
                          <a href={doc(group.collection, row.id)}>{row.title}</a>{' '}
                          <span className={styles.muted}>{when(row.createdAt)}</span>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))
            ),
          )}
        {orders &&
          section(
            'orders',
            t(bo('ordersByStatus')),
            <ul className={styles.list}>
              {orders.map(({ status, count }) => (
                <li key={status}>
                  <a href={`${admin}/collections/orders?where[status][equals]=${status}`}>
                    {labelIn(orderStatusLabels[status] ?? statusLabels[status], language)}
                  </a>
                  : <strong>{count}</strong>
                </li>
              ))}
            </ul>,
          )}
        {figures && (
          <section
            className={`${styles.card} ${styles.wide}`}
            aria-labelledby="bo-charts"
            data-dashboard="charts"
          >
            <h2 id="bo-charts" className={styles.heading}>
              {t(bo('chartsTitle'))}
            </h2>
            <SalesCharts
              charts={chartViews(figures, {
                language,
                t,
                plural,
                markets: markets?.docs ?? [],
              })}
              language={language}
              strings={{
                category: { week: t(bo('chartWeek')), source: t(bo('chartSource')) },
                total: t(bo('chartTotal')),
                keys: t(bo('chartKeys')),
                empty: t(bo('noChartData')),
              }}
            />
          </section>
        )}
        {failed &&
          listSection(
            {
              id: 'failed',
              title: t(bo('failedDeliveries')),
              rows: failed,
              none: t(bo('noFailedDeliveries')),
              key: (row) => `${row.collection}/${row.id}`,
              itemClass: styles.failed,
            },
            (row) => (
              <>
                <a href={doc(row.collection, row.id)}>
                  {plural(row.collection)}: {row.title}
                </a>
                {row.extra && (
                  <span className={styles.muted}>
                    {' '}
                    {t(bo('lastError'))}: {row.extra}
                  </span>
                )}{' '}
                <RetryDeliveryButton collection={row.collection} id={row.id} />
              </>
            ),
          )}
        {draftRows &&
          listSection(
            {
              id: 'drafts',
              title: t(bo('drafts')),
              rows: draftRows,
              none: t(bo('noDrafts')),
              key: (row) => `${row.collection}/${row.id}`,
            },
            (row) => (
              <>
                <a href={doc(row.collection, row.id)}>{row.title || t(bo('untitled'))}</a>{' '}
                <span className={styles.muted}>
                  {plural(row.collection)} · {when(row.updatedAt)}
                </span>
              </>
            ),
          )}
        {scheduledRows &&
          listSection(
            {
              id: 'scheduled',
              title: t(bo('scheduled')),
              rows: scheduledRows,
              none: t(bo('noScheduled')),
              key: (row) => `${row.collection}/${row.id}/${row.at}`,
            },
            (row) => (
              <>
                <a href={doc(row.collection, row.id)}>{row.title || t(bo('untitled'))}</a>{' '}
                <span className={styles.muted}>
                  {t(bo(row.type === 'unpublish' ? 'unpublishAt' : 'publishAt'), {
                    time: when(row.at),
                  })}
                </span>
              </>
            ),
          )}
        {published &&
          listSection(
            {
              id: 'published',
              title: t(bo('recentlyPublished')),
              rows: published,
              none: t(bo('noPublished')),
              key: (row) => row.id,
            },
            (row) => (
              <>
                <a href={doc('posts', row.id)}>{row.title}</a>{' '}
                <span className={styles.muted}>{when(row.publishedAt)}</span>{' '}
                <a href={`/en/news/${row.url}`} target="_blank" rel="noopener">
                  {t(bo('viewOnSite'))}
                </a>
              </>
            ),
          )}
        {health &&
          section(
            'health',
            t(bo('systemHealth')),
            <dl className={styles.facts}>
              <dt>{t(bo('deliveryBacklog'))}</dt>
              <dd>{health.deliveryBacklog}</dd>
              <dt>{t(bo('jobBacklog'))}</dt>
              <dd>{health.jobBacklog}</dd>
              {(payload.collections as Record<string, unknown>)['ocpi-runs'] ? (
                <>
                  <dt>{t(bo('lastOcpiPull'))}</dt>
                  <dd>
                    {health.lastOcpiRun ? (
                      <a href={doc('ocpi-runs', health.lastOcpiRun.id as number)}>
                        {when(
                          (health.lastOcpiRun.finishedAt ?? health.lastOcpiRun.createdAt) as string,
                        )}
                        {typeof health.lastOcpiRun.status === 'string'
                          ? ` · ${health.lastOcpiRun.status}`
                          : ''}
                      </a>
                    ) : (
                      t(bo('never'))
                    )}
                  </dd>
                </>
              ) : null}
              <dt>{t(bo('lastDeliveryError'))}</dt>
              <dd>
                {health.lastError ? (
                  <a href={doc(health.lastError.collection, health.lastError.id)}>
                    {when(health.lastError.at)}: {health.lastError.error}
                  </a>
                ) : (
                  t(bo('none'))
                )}
              </dd>
            </dl>,
          )}
      </div>
    </div>
  )
}
