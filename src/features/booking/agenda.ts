import { DateTime } from 'luxon'
import type { Payload, Where } from 'payload'

import { accountWeek, meetingStatusLabels } from '@/features/backoffice/dashboard/meetings'
import {
  isAdminUser,
  isSalesUser,
  type DashboardUser,
} from '@/features/backoffice/dashboard/visits'

/**
 * The sales team's agenda (`admin/AgendaView.tsx`): the meetings of one week (Monday to Sunday) or
 * one day in the account's zone, grouped by the day they start on there, in time order. A
 * salesperson sees their own; an admin everyone's or one salesperson's (someone with a
 * `sales-availability` document). Read with the account's own access, as the sales desk.
 */
export type AgendaPeriod = 'week' | 'day'

export type AgendaQuery = { view?: unknown; date?: unknown; salesperson?: unknown }

export type AgendaMeeting = {
  id: number | string
  startsAt: string
  endsAt: string
  name: string
  company: string
  status: string
  cancelled: boolean
  /** Named only when the agenda shows more than one salesperson. */
  salesperson: string | null
}

export type AgendaDay = { date: string; meetings: AgendaMeeting[] }

export type Agenda = {
  view: AgendaPeriod
  zone: string
  /** The day the period was asked for (`YYYY-MM-DD` in the zone). */
  date: string
  /** The first day, and the day after the last, in the zone. */
  from: string
  to: string
  days: AgendaDay[]
  previous: string
  next: string
  today: string
  /** Whether the account chooses whose meetings (admins). */
  choosing: boolean
  salespeople: { id: string; name: string }[]
  /** The chosen salesperson's id, or null for everyone (admins) — a salesperson's own id. */
  salesperson: string | null
  statusLabels: Record<string, unknown>
  /** The meetings' field labels (name, company, salesperson, status), for the table's columns. */
  fieldLabels: Record<string, unknown>
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value)

/** The period asked for: `view` and `date` as they come from the address, else this week. */
export function agendaPeriod(query: AgendaQuery, timeZone: unknown, now = Date.now()) {
  const { zone, weekStart } = accountWeek(timeZone, now)
  const view: AgendaPeriod = first(query.view) === 'day' ? 'day' : 'week'
  const today = DateTime.fromMillis(now, { zone }).startOf('day')
  const asked = first(query.date)
  const parsed =
    typeof asked === 'string' && isoDate.test(asked)
      ? DateTime.fromISO(asked, { zone }).startOf('day')
      : null
  const day = parsed?.isValid ? parsed : today
  const start = view === 'day' ? day : parsed?.isValid ? day.startOf('week') : weekStart
  const step = view === 'day' ? { days: 1 } : { weeks: 1 }
  const end = start.plus(step)
  const days: string[] = []
  for (let d = start; d < end; d = d.plus({ days: 1 })) days.push(d.toISODate()!)
  return {
    view,
    zone,
    start,
    end,
    days,
    date: day.toISODate()!,
    previous: (view === 'day' ? day.minus(step) : start.minus(step)).toISODate()!,
    next: (view === 'day' ? day.plus(step) : end).toISODate()!,
    today: today.toISODate()!,
  }
}

/** Everyone with an availability document, by name (what an admin picks from). */
export async function agendaSalespeople(payload: Payload, user: DashboardUser) {
  const found = await payload.find({
    collection: 'sales-availability',
    depth: 1,
    pagination: false,
    user,
    overrideAccess: false,
  })
  const people = new Map<string, string>()
  for (const doc of found.docs) {
    const person = doc.salesperson
    if (person === null || person === undefined) continue
    const id = String(typeof person === 'object' ? person.id : person)
    const name =
      (typeof person === 'object' ? person.name || person.email : null) || doc.label || id
    people.set(id, name)
  }
  return [...people]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

export async function agenda(
  payload: Payload,
  user: DashboardUser,
  query: AgendaQuery,
  now = Date.now(),
): Promise<Agenda> {
  const period = agendaPeriod(query, user.timeZone, now)
  const choosing = isAdminUser(user)
  const salespeople = choosing ? await agendaSalespeople(payload, user) : []
  const asked = first(query.salesperson)
  const salesperson = choosing
    ? (salespeople.find((p) => p.id === String(asked))?.id ?? null)
    : String(user.id)
  const where: Where[] = [
    { startsAt: { greater_than_equal: period.start.toUTC().toISO()! } },
    { startsAt: { less_than: period.end.toUTC().toISO()! } },
    ...(salesperson === null ? [] : [{ salesperson: { equals: salesperson } }]),
  ]
  const found = isSalesUser(user)
    ? await payload.find({
        collection: 'bookings',
        where: { and: where },
        sort: 'startsAt',
        depth: 1,
        pagination: false,
        user,
        overrideAccess: false,
      })
    : { docs: [] }
  const byDay = new Map<string, AgendaMeeting[]>(period.days.map((d) => [d, []]))
  for (const doc of found.docs) {
    const person = typeof doc.salesperson === 'object' ? doc.salesperson : null
    const day = DateTime.fromISO(doc.startsAt, { zone: period.zone }).toISODate()!
    byDay.get(day)?.push({
      id: doc.id,
      startsAt: doc.startsAt,
      endsAt: doc.endsAt,
      name: doc.name ?? '',
      company: doc.company ?? '',
      status: doc.status,
      cancelled: doc.status === 'cancelled',
      salesperson: salesperson === null && person ? person.name || person.email : null,
    })
  }
  for (const meetings of byDay.values())
    meetings.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
  return {
    view: period.view,
    zone: period.zone,
    date: period.date,
    from: period.start.toISODate()!,
    to: period.end.toISODate()!,
    days: [...byDay].map(([date, meetings]) => ({ date, meetings })),
    previous: period.previous,
    next: period.next,
    today: period.today,
    choosing,
    salespeople,
    salesperson,
    statusLabels: meetingStatusLabels(payload),
    fieldLabels: bookingFieldLabels(payload),
  }
}

/** The meetings' field labels by name, from the collection's config (read at run time, as above). */
function bookingFieldLabels(payload: Payload): Record<string, unknown> {
  return Object.fromEntries(
    payload.collections.bookings.config.fields.flatMap((f) =>
      'name' in f && 'label' in f ? [[f.name, f.label]] : [],
    ),
  )
}

/** The agenda's own address with these parameters (the others kept). */
export function agendaHref(
  base: string,
  current: { view: AgendaPeriod; date?: string; salesperson: string | null; choosing: boolean },
  change: { view?: AgendaPeriod; date?: string | null } = {},
): string {
  const params = new URLSearchParams()
  params.set('view', change.view ?? current.view)
  const date = change.date === null ? undefined : (change.date ?? current.date)
  if (date) params.set('date', date)
  if (current.choosing && current.salesperson) params.set('salesperson', current.salesperson)
  return `${base}?${params.toString()}`
}
