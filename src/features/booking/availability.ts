import type { Payload } from 'payload'

import { marketOf } from '@/features/shop/queries'
import type { Locale } from '@/i18n/locales'

import { blockMinutes, openSlots, type Availability, type Busy, type Weekday } from './slots'

const minuteMs = 60_000

/** The back office's language a visitor of a locale speaks with sales. */
export const languageOfLocale = (locale: Locale) =>
  locale === 'pt' ? 'pt' : locale === 'ua' ? 'uk' : 'en'

type AvailabilityDoc = {
  salesperson: number | { id: number }
  timeZone: string
  weeklyHours?: { day: Weekday; from: string; to: string }[] | null
  exceptions?: { date: string; from?: string | null; to?: string | null }[] | null
  meetingMinutes: number
  bufferMinutes: number
  noticeMinutes: number
  horizonDays: number
  markets?: string[] | null
}

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

/** The salespeople who take meetings in the visitor's language and market. */
export async function availabilitiesFor(payload: Payload, locale: Locale): Promise<Availability[]> {
  const [{ docs }, market] = await Promise.all([
    payload.find({
      collection: 'sales-availability',
      where: {
        and: [{ active: { equals: true } }, { languages: { contains: languageOfLocale(locale) } }],
      },
      depth: 0,
      limit: 200,
      overrideAccess: true,
    }),
    marketOf(payload, locale).catch(() => null),
  ])
  return (docs as unknown as AvailabilityDoc[])
    .filter((d) => !d.markets?.length || (market?.code && d.markets.includes(market.code)))
    .map(toAvailability)
}

const toAvailability = (d: AvailabilityDoc): Availability => ({
  salesperson: idOf(d.salesperson),
  timeZone: d.timeZone,
  weeklyHours: d.weeklyHours ?? [],
  exceptions: d.exceptions ?? [],
  meetingMinutes: d.meetingMinutes,
  bufferMinutes: d.bufferMinutes,
  noticeMinutes: d.noticeMinutes,
  horizonDays: d.horizonDays,
})

/** One salesperson's availability while they take meetings (a meeting moves within their times). */
export async function availabilityOf(
  payload: Payload,
  salesperson: number | string,
): Promise<Availability | null> {
  const { docs } = await payload.find({
    collection: 'sales-availability',
    where: { and: [{ salesperson: { equals: salesperson } }, { active: { equals: true } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ? toAvailability(docs[0] as unknown as AvailabilityDoc) : null
}

/**
 * The held blocks of these salespeople in `[from, to)`: exactly what the constraint holds, but for
 * the holds of `ownRefs` (a meeting being moved is not in its own way).
 */
export async function busyTimes(
  payload: Payload,
  salespeople: readonly (string | number)[],
  from: number,
  to: number,
  ownRefs: readonly string[] = [],
): Promise<Busy[]> {
  if (!salespeople.length) return []
  const { docs } = await payload.find({
    collection: 'booking-holds',
    where: {
      and: [
        { salesperson: { in: salespeople.map(Number) } },
        { blockStart: { greater_than_equal: new Date(from - 4 * 60 * minuteMs).toISOString() } },
        { blockStart: { less_than: new Date(to).toISOString() } },
        ...(ownRefs.length ? [{ ref: { not_in: [...ownRefs] } }] : []),
      ],
    },
    select: { salesperson: true, blockStart: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((hold) => {
    const start = Date.parse(hold.blockStart)
    return { salesperson: hold.salesperson, start, end: start + blockMinutes * minuteMs }
  })
}

const furthest = (availabilities: readonly Availability[], now: number) =>
  now + Math.max(0, ...availabilities.map((a) => a.horizonDays)) * 24 * 60 * minuteMs

/** The free times for a visitor of this locale, with who is free at each. */
export async function freeTimes(payload: Payload, locale: Locale, now = Date.now()) {
  const availabilities = await availabilitiesFor(payload, locale)
  const until = furthest(availabilities, now)
  const busy = await busyTimes(
    payload,
    availabilities.map((a) => a.salesperson),
    now,
    until,
  )
  return { availabilities, slots: openSlots(availabilities, busy, now, until) }
}

/** When each salesperson was last given a meeting, for the round-robin. */
export async function lastBookedAt(
  payload: Payload,
  salespeople: readonly (string | number)[],
): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { salesperson: { in: salespeople.map(Number) } },
    select: { salesperson: true, createdAt: true },
    sort: '-createdAt',
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  const last = new Map<string, number>()
  for (const doc of docs) {
    const key = String(idOf(doc.salesperson as number | { id: number }))
    if (!last.has(key)) last.set(key, Date.parse(doc.createdAt))
  }
  return last
}
