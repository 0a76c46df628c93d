import { bo } from '@/i18n/backoffice/keys'

import { labelIn } from './chart-views'
import styles from './dashboard.module.css'
import type { meetingFigures } from './meetings'
import { Panel, type PanelContext } from './panels'

/*
 * The sales desk's meetings: this week's by status with the next ones, and the last 30 days'
 * no-shows, each linking to the meetings' list filtered alike. Rendered on the server only.
 */

type Figures = Awaited<ReturnType<typeof meetingFigures>>

export function MeetingsPanel({
  figures,
  statusLabels,
  context: { t, when, doc, admin },
  language,
}: {
  figures: Figures
  statusLabels: Record<string, unknown>
  context: PanelContext
  language: string
}) {
  const list = `${admin}/collections/bookings`
  return (
    <Panel id="meetings" title={t(bo('meetingsThisWeek'))}>
      <ul className={styles.list}>
        {figures.byStatus.map(({ status, count }) => (
          <li key={status}>
            {labelIn(statusLabels[status], language) || status}: <strong>{count}</strong>
          </li>
        ))}
      </ul>
      <h3 className={styles.subheading}>{t(bo('meetingsNext'))}</h3>
      {figures.next.length === 0 ? (
        <p className={styles.muted}>{t(bo('noMeetingsNext'))}</p>
      ) : (
        <ul className={styles.list}>
          {figures.next.map((row) => (
            <li key={row.id}>
              <a href={doc('bookings', row.id)}>{row.title}</a>{' '}
              <span className={styles.muted}>
                {when(row.startsAt)}
                {row.salesperson ? ` · ${row.salesperson}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.action}>
        <a href={`${list}?${figures.weekQuery}`}>{t(bo('meetingsOpenWeek'))}</a>
      </p>
      <p className={styles.action}>
        <a href={`${admin}/agenda`}>{t(bo('agendaTitle'))}</a>
      </p>
    </Panel>
  )
}

export function NoShowsPanel({
  figures,
  context: { t, admin },
}: {
  figures: Figures
  context: PanelContext
}) {
  return (
    <Panel id="no-shows" title={t(bo('noShows'))}>
      <p>
        <strong>{figures.noShows}</strong>{' '}
        <a href={`${admin}/collections/bookings?${figures.noShowsQuery}`}>{t(bo('noShowsOpen'))}</a>
      </p>
    </Panel>
  )
}
