import { bo } from '@/i18n/backoffice/keys'

import styles from './dashboard.module.css'
import type { drafts, recentlyPublished, scheduled } from './editors'
import { ListPanel, type PanelContext } from './panels'

/*
 * The editors' panels of the dashboard: drafts, what is scheduled, what was just published.
 */

export function DraftsPanel({
  rows,
  context: { t, plural, doc, when },
}: {
  rows: Awaited<ReturnType<typeof drafts>>
  context: PanelContext
}) {
  return (
    <ListPanel
      id="drafts"
      title={t(bo('drafts'))}
      rows={rows}
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
  )
}

export function ScheduledPanel({
  rows,
  context: { t, doc, when },
}: {
  rows: Awaited<ReturnType<typeof scheduled>>
  context: PanelContext
}) {
  return (
    <ListPanel
      id="scheduled"
      title={t(bo('scheduled'))}
      rows={rows}
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
  )
}

export function PublishedPanel({
  rows,
  context: { t, doc, when },
}: {
  rows: Awaited<ReturnType<typeof recentlyPublished>>
  context: PanelContext
}) {
  return (
    <ListPanel
      id="published"
      title={t(bo('recentlyPublished'))}
      rows={rows}
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
  )
}
