import type { I18nClient } from '@payloadcms/translations'
import type { Payload } from 'payload'
import type React from 'react'

import { RetryDeliveryButton } from '@/features/forms/admin/RetryDeliveryButton'
import { statusLabels } from '@/features/forms/collection-labels'
import { orderStatusLabels } from '@/features/shop/orders/Orders'
import { backofficeT, bo } from '@/i18n/backoffice/keys'

import { salesCharts } from './charts'
import { HealthPanel, InboxPanel, ListPanel, Panel, type PanelContext } from './panels'
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

  const context: PanelContext = { t, when, plural, doc, admin }

  return (
    <div className={styles.dashboard}>
      <h1 className={styles.title}>{t(bo('dashboardTitle'))}</h1>
      {sales && !process.env.SMTP_URL ? (
        <p className={styles.notice} role="note">
          {t(bo('emailNotConfigured'))}
        </p>
      ) : null}
      <div className={styles.grid}>
        {inbox && <InboxPanel inbox={inbox} since={since} context={context} />}
        {orders && (
          <Panel id="orders" title={t(bo('ordersByStatus'))}>
            <ul className={styles.list}>
              {orders.map(({ status, count }) => (
                <li key={status}>
                  <a href={`${admin}/collections/orders?where[status][equals]=${status}`}>
                    {labelIn(orderStatusLabels[status] ?? statusLabels[status], language)}
                  </a>
                  : <strong>{count}</strong>
                </li>
              ))}
            </ul>
          </Panel>
        )}
        {figures && (
          <Panel id="charts" title={t(bo('chartsTitle'))} wide>
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
          </Panel>
        )}
        {failed && (
          <ListPanel
            id="failed"
            title={t(bo('failedDeliveries'))}
            rows={failed}
            none={t(bo('noFailedDeliveries'))}
            rowKey={(row) => `${row.collection}/${row.id}`}
            itemClass={styles.failed}
            item={(row) => (
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
            )}
          />
        )}
        {draftRows && (
          <ListPanel
            id="drafts"
            title={t(bo('drafts'))}
            rows={draftRows}
            none={t(bo('noDrafts'))}
            rowKey={(row) => `${row.collection}/${row.id}`}
            item={(row) => (
              <>
                <a href={doc(row.collection, row.id)}>{row.title || t(bo('untitled'))}</a>{' '}
                <span className={styles.muted}>
                  {plural(row.collection)} · {when(row.updatedAt)}
                </span>
              </>
            )}
          />
        )}
        {scheduledRows && (
          <ListPanel
            id="scheduled"
            title={t(bo('scheduled'))}
            rows={scheduledRows}
            none={t(bo('noScheduled'))}
            rowKey={(row) => `${row.collection}/${row.id}/${row.at}`}
            item={(row) => (
              <>
                <a href={doc(row.collection, row.id)}>{row.title || t(bo('untitled'))}</a>{' '}
                <span className={styles.muted}>
                  {t(bo(row.type === 'unpublish' ? 'unpublishAt' : 'publishAt'), {
                    time: when(row.at),
                  })}
                </span>
              </>
            )}
          />
        )}
        {published && (
          <ListPanel
            id="published"
            title={t(bo('recentlyPublished'))}
            rows={published}
            none={t(bo('noPublished'))}
            rowKey={(row) => row.id}
            item={(row) => (
              <>
                <a href={doc('posts', row.id)}>{row.title}</a>{' '}
                <span className={styles.muted}>{when(row.publishedAt)}</span>{' '}
                <a href={`/en/news/${row.url}`} target="_blank" rel="noopener">
                  {t(bo('viewOnSite'))}
                </a>
              </>
            )}
          />
        )}
        {health && (
          <HealthPanel
            health={health}
            ocpi={Boolean((payload.collections as Record<string, unknown>)['ocpi-runs'])}
            context={context}
          />
        )}
      </div>
    </div>
  )
}
