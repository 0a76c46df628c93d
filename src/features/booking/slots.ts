import { DateTime } from 'luxon'

/**
 * Free meeting times, computed in UTC instants from each salesperson's wall-clock hours in their
 * own IANA zone (luxon, never hand-made offsets). Pure: the caller brings the availability, the
 * busy times and the clock. A working interval is turned into two instants first and slots are
 * stepped in real time between them, so a daylight-saving change can neither create a slot that
 * does not exist (the hour skipped in March) nor offer one twice (the hour repeated in October).
 */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof weekdays)[number]

const minuteMs = 60_000
const dayMs = 24 * 60 * minuteMs
/** Holds are 5-minute blocks: every hour, length and buffer is a multiple of 5 minutes. */
export const blockMinutes = 5

export type Availability = {
  salesperson: string | number
  timeZone: string
  weeklyHours: readonly { day: Weekday; from: string; to: string }[]
  /** A date with no hours is a day off; with hours, they replace that day's weekly hours. */
  exceptions?: readonly { date: string; from?: string | null; to?: string | null }[]
  meetingMinutes: number
  bufferMinutes: number
  noticeMinutes: number
  horizonDays: number
}

/** A taken time of one salesperson: the meeting and its buffer after it, `[start, end)` in ms. */
export type Busy = { salesperson: string | number; start: number; end: number }
export type Interval = { start: number; end: number }

const clockOf = (text: string) => {
  const [hour, minute] = text.split(':').map(Number)
  return { hour: hour!, minute: minute! }
}

/** The instant of a wall-clock time on a local date in a zone (luxon moves a skipped time on). */
function instant(date: DateTime, clock: string, zone: string): number {
  return DateTime.fromObject(
    { year: date.year, month: date.month, day: date.day, ...clockOf(clock) },
    { zone },
  ).toMillis()
}

/** The hours of one local date: its exception rows if it has any, else the weekday's rows. */
function hoursOn(a: Availability, date: DateTime) {
  const iso = date.toISODate()
  const exceptions = (a.exceptions ?? []).filter((e) => e.date === iso)
  if (exceptions.length)
    return exceptions.flatMap((e) => (e.from && e.to ? [{ from: e.from, to: e.to }] : []))
  const day = weekdays[date.weekday - 1]
  return a.weeklyHours.filter((h) => h.day === day)
}

/** The salesperson's working intervals (UTC ms) on the local dates that touch `[from, to)`. */
export function workingIntervals(a: Availability, from: number, to: number): Interval[] {
  const out: Interval[] = []
  let date = DateTime.fromMillis(from, { zone: a.timeZone }).startOf('day').minus({ days: 1 })
  const last = DateTime.fromMillis(to, { zone: a.timeZone }).startOf('day').plus({ days: 1 })
  for (; date <= last; date = date.plus({ days: 1 })) {
    for (const h of hoursOn(a, date)) {
      const start = instant(date, h.from, a.timeZone)
      const end = instant(date, h.to, a.timeZone)
      if (end > start && end > from && start < to) out.push({ start, end })
    }
  }
  return out.sort((x, y) => x.start - y.start)
}

/** The blocks a meeting at `start` holds: the meeting and its buffer, on the 5-minute grid. */
export function heldBlocks(start: number, meetingMinutes: number, bufferMinutes: number): number[] {
  const first = Math.floor(start / (blockMinutes * minuteMs))
  const count = Math.ceil((meetingMinutes + bufferMinutes) / blockMinutes)
  return Array.from({ length: count }, (_, i) => (first + i) * blockMinutes * minuteMs)
}

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end

/** The free slot starts of one salesperson between `now` (plus notice) and `until` (or horizon). */
export function salespersonSlots(
  a: Availability,
  busy: readonly Busy[],
  now: number,
  until: number,
): number[] {
  const earliest = now + a.noticeMinutes * minuteMs
  const latest = Math.min(until, now + a.horizonDays * dayMs)
  const meeting = a.meetingMinutes * minuteMs
  const taken = busy.filter((b) => String(b.salesperson) === String(a.salesperson))
  const slots = new Set<number>()
  for (const interval of workingIntervals(a, earliest, latest)) {
    for (let t = interval.start; t + meeting <= interval.end; t += meeting) {
      if (t < earliest || t >= latest) continue
      const holds = { start: t, end: t + meeting + a.bufferMinutes * minuteMs }
      if (!taken.some((b) => overlaps(b, holds))) slots.add(t)
    }
  }
  return [...slots].sort((x, y) => x - y)
}

/** Every free start with the salespeople free at it, earliest first. */
export function openSlots(
  availabilities: readonly Availability[],
  busy: readonly Busy[],
  now: number,
  until: number,
): { start: number; salespeople: (string | number)[] }[] {
  const byStart = new Map<number, (string | number)[]>()
  for (const a of availabilities)
    for (const start of salespersonSlots(a, busy, now, until))
      byStart.set(start, [...(byStart.get(start) ?? []), a.salesperson])
  return [...byStart.entries()]
    .sort(([x], [y]) => x - y)
    .map(([start, salespeople]) => ({ start, salespeople }))
}

/**
 * Round-robin: the free salespeople in the order they should get the meeting, the one booked
 * longest ago (or never) first, then by id so the order is stable.
 */
export function roundRobin(
  free: readonly (string | number)[],
  lastBookedAt: ReadonlyMap<string, number>,
): (string | number)[] {
  return [...free].sort(
    (x, y) =>
      (lastBookedAt.get(String(x)) ?? 0) - (lastBookedAt.get(String(y)) ?? 0) ||
      String(x).localeCompare(String(y), 'en', { numeric: true }),
  )
}

/** Slots grouped by the visitor's local date, in the visitor's zone. */
export function byLocalDay(
  starts: readonly number[],
  zone: string,
): { date: string; starts: number[] }[] {
  const days = new Map<string, number[]>()
  for (const start of starts) {
    const date = DateTime.fromMillis(start, { zone }).toISODate()!
    days.set(date, [...(days.get(date) ?? []), start])
  }
  return [...days.entries()].map(([date, list]) => ({ date, starts: list }))
}

/**
 * One page of days: `count` days after the date `after` (the first ones without it), and the last
 * shown date when more follow (the "later times" link's `after`).
 */
export function daysPage<D extends { date: string }>(
  days: readonly D[],
  after: string | undefined,
  count: number,
): { shown: D[]; later: string | undefined } {
  const from = after ? days.findIndex((d) => d.date > after) : 0
  const shown = from < 0 ? [] : days.slice(from, from + count)
  return { shown, later: from >= 0 && days[from + count] ? shown.at(-1)?.date : undefined }
}
