import { RetryDeliveryButton } from '@/features/forms/admin/RetryDeliveryButton'
import { statusLabels } from '@/features/forms/collection-labels'
import { orderStatusLabels } from '@/features/shop/orders/Orders'
import { bo } from '@/i18n/backoffice/keys'

import { chartViews, labelIn } from './chart-views'
import type { salesCharts } from './charts'
import styles from './dashboard.module.css'
import { ListPanel, Panel, type PanelContext } from './panels'
import { SalesCharts } from './SalesCharts'
import type { failedDeliveries, ordersByStatus } from './sales'

/*
 * The sales desk's panels of the dashboard: orders by status, the charts, failed deliveries.
 */

/** Each order status with its count, a link to the orders in it. */
export function OrdersPanel({
  orders,
  context: { t, admin },
  language,
}: {
  orders: Awaited<ReturnType<typeof ordersByStatus>>
  context: PanelContext
  language: string
}) {
  return (
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
  )
}

/** Where leads come from and orders per week, drawn in the browser. */
export function ChartsPanel({
  figures,
  markets,
  context: { t, plural },
  language,
}: {
  figures: Awaited<ReturnType<typeof salesCharts>>
  markets: Parameters<typeof chartViews>[1]['markets']
  context: PanelContext
  language: string
}) {
  return (
    <Panel id="charts" title={t(bo('chartsTitle'))} wide>
      <SalesCharts
        charts={chartViews(figures, {
          language,
          t,
          plural,
          markets,
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
  )
}

/** The records whose delivery failed, each with its last error and "Retry now". */
export function FailedPanel({
  rows,
  context: { t, plural, doc },
}: {
  rows: Awaited<ReturnType<typeof failedDeliveries>>
  context: PanelContext
}) {
  return (
    <ListPanel
      id="failed"
      title={t(bo('failedDeliveries'))}
      rows={rows}
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
  )
}
