import type React from 'react'

import { bo, type BackofficeTextKey } from '@/i18n/backoffice/keys'

import styles from './dashboard.module.css'
import type { systemHealth } from './health'
import type { newSince } from './sales'

/** What every panel needs to speak and link: the texts, dates and back-office addresses. */
export type PanelContext = {
  t: (key: BackofficeTextKey, options?: Record<string, unknown>) => string
  /** A date in the account's zone, saying its offset; empty for none. */
  when: (iso?: string | null) => string
  /** A collection's plural label in the account's language. */
  plural: (slug: string) => string
  /** The back-office address of one record. */
  doc: (slug: string, id: number | string) => string
  admin: string
}

/** A titled card of the dashboard; `data-dashboard` names it for the tests. */
export function Panel({
  id,
  title,
  wide,
  children,
}: {
  id: string
  title: string
  wide?: boolean
  children: React.ReactNode
}) {
  return (
    <section
      className={wide ? `${styles.card} ${styles.wide}` : styles.card}
      aria-labelledby={`bo-${id}`}
      data-dashboard={id}
    >
      <h2 id={`bo-${id}`} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A card listing rows, or saying there are none. */
export function ListPanel<R>({
  id,
  title,
  rows,
  none,
  rowKey,
  itemClass,
  item,
}: {
  id: string
  title: string
  rows: R[]
  none: string
  rowKey: (row: R) => string | number
  itemClass?: string
  item: (row: R) => React.ReactNode
}) {
  return (
    <Panel id={id} title={title}>
      {rows.length === 0 ? (
        <p className={styles.muted}>{none}</p>
      ) : (
        <ul className={styles.list}>
          {rows.map((row) => (
            <li key={rowKey(row)} className={itemClass}>
              {item(row)}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}

/** Sales: what arrived since the last visit (or the last week) and nobody picked up, per collection. */
export function InboxPanel({
  inbox,
  since,
  context: { t, when, plural, doc, admin },
}: {
  inbox: Awaited<ReturnType<typeof newSince>>
  since: string | null | undefined
  context: PanelContext
}) {
  return (
    <Panel
      id="new"
      title={since ? t(bo('sinceLastVisit'), { since: when(since) }) : t(bo('sinceLastWeek'))}
    >
      {inbox.every((group) => group.total === 0) ? (
        <p className={styles.muted}>{t(bo('nothingNew'))}</p>
      ) : (
        inbox
          .filter((group) => group.total > 0)
          .map((group) => (
            <div key={group.collection} className={styles.group}>
              <h3 className={styles.subheading}>
                <a href={`${admin}/collections/${group.collection}`}>{plural(group.collection)}</a>{' '}
                <span className={styles.badge}>{t(bo('newCount'), { count: group.total })}</span>
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
      )}
    </Panel>
  )
}

/** Admins: what waits to be delivered or run, the last OCPI pull, the last delivery error. */
export function HealthPanel({
  health,
  ocpi,
  context: { t, when, doc },
}: {
  health: Awaited<ReturnType<typeof systemHealth>>
  /** Whether this site pulls from an OCPI network at all. */
  ocpi: boolean
  context: PanelContext
}) {
  const run = health.lastOcpiRun
  return (
    <Panel id="health" title={t(bo('systemHealth'))}>
      <dl className={styles.facts}>
        <dt>{t(bo('deliveryBacklog'))}</dt>
        <dd>{health.deliveryBacklog}</dd>
        <dt>{t(bo('jobBacklog'))}</dt>
        <dd>{health.jobBacklog}</dd>
        {ocpi ? (
          <>
            <dt>{t(bo('lastOcpiPull'))}</dt>
            <dd>
              {run ? (
                <a href={doc('ocpi-runs', run.id as number)}>
                  {when((run.finishedAt ?? run.createdAt) as string)}
                  {typeof run.status === 'string' ? ` · ${run.status}` : ''}
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
      </dl>
    </Panel>
  )
}
