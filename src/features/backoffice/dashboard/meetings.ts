import { DateTime } from 'luxon'
import type { Payload, Where } from 'payload'

import { isTimeZone } from '@/features/backoffice/time-zone'

import { isAdminUser, type DashboardUser } from './visits'

/**
 * The sales desk's meetings (src/features/booking): this week's by status and the next ones, and
 * the no-shows of the last 30 days. A salesperson sees their own meetings, an admin everyone's;
 * "this week" is Monday to Monday in the account's zone, where its dates are shown too. Read with
 * the user's own access, as the rest of the dashboard.
 */
const dayMs = 24 * 3600_000

/** A list of the bookings filtered by `where`, as Payload's list view reads its address. */
export function bookingsListQuery(conditions: Where[]): string {
  const params = new URLSearchParams()
  conditions.forEach((condition, i) => {
    for (const [field, ops] of Object.entries(condition) as [string, Record<string, unknown>][])
      for (const [op, value] of Object.entries(ops ?? {}))
        params.set(`where[and][${i}][${field}][${op}]`, String(value))
  })
  return params.toString()
}

/**
 * The account's zone (UTC without a valid one of its own) and the Monday 00:00 in it that starts
 * the week of `now` (the desk's and the agenda's "this week").
 */
export function accountWeek(timeZone: unknown, now = Date.now()) {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC'
  return { zone, weekStart: DateTime.fromMillis(now, { zone }).startOf('week') }
}

export async function meetingFigures(payload: Payload, user: DashboardUser, now = Date.now()) {
  const { weekStart } = accountWeek(user.timeZone, now)
  const from = weekStart.toUTC().toISO()!
  const to = weekStart.plus({ weeks: 1 }).toUTC().toISO()!
  const since = new Date(now - 30 * dayMs).toISOString()
  const mine: Where[] = isAdminUser(user) ? [] : [{ salesperson: { equals: user.id } }]
  const week: Where[] = [
    { startsAt: { greater_than_equal: from } },
    { startsAt: { less_than: to } },
    ...mine,
  ]
  const noShowWhere: Where[] = [
    { status: { equals: 'no-show' } },
    { startsAt: { greater_than_equal: since } },
    ...mine,
  ]
  const access = { user, overrideAccess: false } as const
  const [byStatus, next, noShows] = await Promise.all([
    Promise.all(
      Object.keys(meetingStatusLabels(payload)).map(async (status) => ({
        status,
        count: (
          await payload.count({
            collection: 'bookings',
            where: { and: [...week, { status: { equals: status } }] },
            ...access,
          })
        ).totalDocs,
      })),
    ),
    payload.find({
      collection: 'bookings',
      where: {
        and: [
          ...week,
          { startsAt: { greater_than_equal: new Date(now).toISOString() } },
          { status: { equals: 'booked' } },
        ],
      },
      sort: 'startsAt',
      limit: 5,
      depth: 1,
      ...access,
    }),
    payload.count({ collection: 'bookings', where: { and: noShowWhere }, ...access }),
  ])
  return {
    byStatus,
    next: next.docs.map((doc) => {
      const person = typeof doc.salesperson === 'object' ? doc.salesperson : null
      return {
        id: doc.id,
        title: [doc.name, doc.company].filter(Boolean).join(' · ') || String(doc.id),
        startsAt: doc.startsAt,
        // Named only for an admin, who sees everyone's.
        salesperson: isAdminUser(user) && person ? person.name || person.email : null,
      }
    }),
    weekQuery: bookingsListQuery(week),
    noShows: noShows.totalDocs,
    noShowsQuery: bookingsListQuery(noShowWhere),
  }
}

/**
 * Each meeting status (booked, held, no-show, cancelled) with its labels, from the collection's
 * config (read at run time: importing the collection here would load it before the config).
 */
export function meetingStatusLabels(payload: Payload): Record<string, unknown> {
  const field = payload.collections.bookings.config.fields.find(
    (f) => 'name' in f && f.name === 'status',
  ) as { options?: { value: string; label: unknown }[] } | undefined
  return Object.fromEntries((field?.options ?? []).map((o) => [o.value, o.label]))
}
