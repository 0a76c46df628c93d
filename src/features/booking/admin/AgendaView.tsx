import { DateTime } from 'luxon'
import { forbidden, redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { labelIn } from '@/features/backoffice/dashboard/chart-views'
import { isSalesUser, type DashboardUser } from '@/features/backoffice/dashboard/visits'
import { backofficeT, bo, type BackofficeTextKey } from '@/i18n/backoffice/keys'

import { agenda, agendaHref, type Agenda, type AgendaDay, type AgendaMeeting } from '../agenda'
import { formatDay, formatTime } from '../time-format'
import styles from './agenda.module.css'
import { BackOfficeFrame } from '@/features/backoffice/admin/BackOfficeFrame'

type T = (
  key: BackofficeTextKey | 'general:previous' | 'general:next',
  options?: Record<string, unknown>,
) => string

const tags: Record<string, string> = { en: 'en', pt: 'pt-PT', uk: 'uk' }

/** The zone's offset at that instant: `GMT+1`. */
function offsetAt(at: Date, zone: string, tag: string): string {
  return (
    new Intl.DateTimeFormat(tag, { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  )
}

/** `09:00–09:30 GMT+1`; both offsets when the zone changes during the meeting. */
function timeRange(meeting: AgendaMeeting, zone: string, tag: string): string {
  const start = new Date(meeting.startsAt)
  const end = new Date(meeting.endsAt)
  const [from, to] = [offsetAt(start, zone, tag), offsetAt(end, zone, tag)]
  return from === to
    ? `${formatTime(start, zone, tag)}–${formatTime(end, zone, tag)} ${from}`
    : `${formatTime(start, zone, tag)} ${from} – ${formatTime(end, zone, tag)} ${to}`
}

/** Noon of a calendar day in the zone: the instant its heading is formatted from. */
const noonOf = (date: string, zone: string) =>
  DateTime.fromISO(date, { zone }).set({ hour: 12 }).toJSDate()

/** A week from its Monday (`19–25 October 2026`) or a day (`Sunday, 25 October 2026`). */
function periodLabel(view: Agenda['view'], first: string, zone: string, tag: string): string {
  if (view === 'day')
    return new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: zone }).format(
      noonOf(first, zone),
    )
  const last = DateTime.fromISO(first, { zone }).plus({ days: 6 }).toISODate()!
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: zone }).formatRange(
    noonOf(first, zone),
    noonOf(last, zone),
  )
}

type Props = { data: Agenda; t: T; language: string; adminRoute: string }

/** Previous, today, next, and week or day: links keeping the rest of the address. */
function PeriodLinks({ data, t, language, adminRoute }: Props) {
  const tag = tags[language] ?? 'en'
  const href = (change: Parameters<typeof agendaHref>[2]) =>
    agendaHref(`${adminRoute}/agenda`, data, change)
  const week = data.view === 'week'
  const label = (date: string) => periodLabel(data.view, date, data.zone, tag)
  return (
    <nav aria-labelledby="agenda-title">
      <ul className={styles.links}>
        <li>
          <a href={href({ date: data.previous })} rel="prev">
            {t('general:previous')} <span className={styles.muted}>({label(data.previous)})</span>
          </a>
        </li>
        <li>
          <a href={href({ date: null })}>{t(bo('agendaToday'))}</a>
        </li>
        <li>
          <a href={href({ date: data.next })} rel="next">
            {t('general:next')} <span className={styles.muted}>({label(data.next)})</span>
          </a>
        </li>
        <li>
          <a href={href({ view: 'week' })} aria-current={week ? 'page' : undefined}>
            {t(bo('agendaWeek'))}
          </a>
        </li>
        <li>
          <a href={href({ view: 'day' })} aria-current={week ? undefined : 'page'}>
            {t(bo('agendaDay'))}
          </a>
        </li>
      </ul>
    </nav>
  )
}

/** The admins' choice of salesperson: a GET form keeping the period. */
function SalespersonForm({ data, t, language, adminRoute }: Props) {
  return (
    <form method="get" action={`${adminRoute}/agenda`} className={styles.form}>
      <input type="hidden" name="view" value={data.view} />
      <input type="hidden" name="date" value={data.date} />
      <label htmlFor="agenda-salesperson">{labelIn(data.fieldLabels.salesperson, language)}</label>
      <select id="agenda-salesperson" name="salesperson" defaultValue={data.salesperson ?? ''}>
        <option value="">{t(bo('agendaEveryone'))}</option>
        {data.salespeople.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </select>
      <button type="submit">{t(bo('agendaShow'))}</button>
    </form>
  )
}

/** One day's meetings as a table named by the day's heading; cancelled ones struck through. */
function DayTable({ data, t, language, adminRoute, day }: Props & { day: AgendaDay }) {
  const tag = tags[language] ?? 'en'
  const label = (field: string) => labelIn(data.fieldLabels[field], language) || field
  const everyone = data.salesperson === null
  const headingId = `agenda-day-${day.date}`
  return (
    <section aria-labelledby={headingId} data-agenda-day={day.date}>
      <h2 id={headingId} className={styles.day}>
        {formatDay(noonOf(day.date, data.zone), data.zone, tag)}
      </h2>
      {day.meetings.length === 0 ? (
        <p className={styles.muted}>{t(bo('agendaNothing'))}</p>
      ) : (
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t(bo('eventTime'))}</th>
              <th scope="col">{label('name')}</th>
              <th scope="col">{label('company')}</th>
              {everyone ? <th scope="col">{label('salesperson')}</th> : null}
              <th scope="col">{label('status')}</th>
            </tr>
          </thead>
          <tbody>
            {day.meetings.map((meeting) => {
              const struck = meeting.cancelled ? styles.struck : undefined
              return (
                <tr
                  key={meeting.id}
                  className={meeting.cancelled ? styles.cancelled : undefined}
                  data-meeting={meeting.id}
                  data-status={meeting.status}
                >
                  <th scope="row" className={struck}>
                    <time dateTime={meeting.startsAt}>{timeRange(meeting, data.zone, tag)}</time>
                  </th>
                  <td className={struck}>
                    <a href={`${adminRoute}/collections/bookings/${meeting.id}`}>
                      {meeting.name || String(meeting.id)}
                    </a>
                  </td>
                  <td className={struck}>{meeting.company}</td>
                  {everyone ? <td>{meeting.salesperson ?? ''}</td> : null}
                  <td>{labelIn(data.statusLabels[meeting.status], language) || meeting.status}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </section>
  )
}

/**
 * The agenda's content (the view's frame aside), rendered on the server: the period's links, the
 * admins' choice of salesperson, then each day's heading and its meetings.
 */
export function AgendaContent(props: Props) {
  const { data, t, language } = props
  return (
    <div className={styles.agenda} data-agenda>
      <h1 id="agenda-title" className={styles.title}>
        {t(bo('agendaTitle'))}
      </h1>
      <p>{t(bo('agendaIntro'), { zone: data.zone.replace(/_/g, ' ') })}</p>
      <div className={styles.bar}>
        <PeriodLinks {...props} />
        {data.choosing ? <SalespersonForm {...props} /> : null}
      </div>
      <p className={styles.period}>
        {periodLabel(data.view, data.from, data.zone, tags[language] ?? 'en')}
      </p>
      {data.days.map((day) => (
        <DayTable key={day.date} {...props} day={day} />
      ))}
    </div>
  )
}

/**
 * `/admin/agenda`: the sales team's meetings of a week or a day (agenda.ts), a salesperson's own,
 * everyone's or a chosen salesperson's for admins, in the account's zone and language; plain links
 * and a GET form, no script. Custom views are reachable without a session, so this one checks it:
 * none → login, a role other than sales or admin → 403 "Not allowed" (the page's `forbidden.tsx`).
 */
export async function AgendaView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  if (!req.user)
    redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}/agenda`)}`)
  const user = req.user as unknown as DashboardUser
  if (!isSalesUser(user)) forbidden()
  const data = await agenda(req.payload, user, searchParams ?? {})
  const t = backofficeT(req.i18n.t)
  return (
    <BackOfficeFrame initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <AgendaContent data={data} t={t} language={req.i18n.language} adminRoute={adminRoute} />
    </BackOfficeFrame>
  )
}
