import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'

import {
  byLocalDay,
  daysPage,
  heldBlocks,
  openSlots,
  roundRobin,
  salespersonSlots,
  type Availability,
} from './slots'

const week = (from: string, to: string) =>
  (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, from, to }))

const person = (overrides: Partial<Availability> = {}): Availability => ({
  salesperson: 1,
  timeZone: 'Europe/Lisbon',
  weeklyHours: week('09:00', '17:00'),
  meetingMinutes: 30,
  bufferMinutes: 0,
  noticeMinutes: 0,
  horizonDays: 60,
  ...overrides,
})

const utc = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }).toMillis()
const local = (ms: number, zone: string) => DateTime.fromMillis(ms, { zone }).toFormat('HH:mm')
const iso = (ms: number) => new Date(ms).toISOString()

/** Slots of one special date only (the exception row gives that Sunday its hours). */
function sundaySlots(zone: string, date: string, from: string, to: string) {
  const a = person({ timeZone: zone, weeklyHours: [], exceptions: [{ date, from, to }] })
  return salespersonSlots(
    a,
    [],
    utc(`${date}T00:00:00Z`) - 3 * 86_400_000,
    utc('2026-12-31T00:00:00Z'),
  )
}

/** Every slot is a real local time of the zone, and no instant is offered twice. */
function expectRealAndUnique(slots: number[], zone: string) {
  expect(new Set(slots).size).toBe(slots.length)
  for (const slot of slots) {
    const wall = DateTime.fromMillis(slot, { zone })
    const again = DateTime.fromObject(
      { year: wall.year, month: wall.month, day: wall.day, hour: wall.hour, minute: wall.minute },
      { zone },
    )
    expect(again.isValid).toBe(true)
    expect(wall.toMillis() - again.toMillis()).toBeOneOf([0, -3_600_000]) // repeated hour: 2nd
  }
}

describe('daylight-saving changes (last Sundays of March and October 2026)', () => {
  it('Lisbon, 29 March: 00:00–04:00 is three real hours, and 01:xx does not exist', () => {
    const slots = sundaySlots('Europe/Lisbon', '2026-03-29', '00:00', '04:00')
    expect(slots.map(iso)).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:30:00.000Z',
      '2026-03-29T02:00:00.000Z',
      '2026-03-29T02:30:00.000Z',
    ])
    expect(slots.map((s) => local(s, 'Europe/Lisbon'))).toEqual([
      '00:00',
      '00:30',
      '02:00',
      '02:30',
      '03:00',
      '03:30',
    ])
    expectRealAndUnique(slots, 'Europe/Lisbon')
  })

  it('Lisbon, 25 October: 00:00–04:00 is five real hours, 01:xx twice, each instant once', () => {
    const slots = sundaySlots('Europe/Lisbon', '2026-10-25', '00:00', '04:00')
    expect(slots).toHaveLength(10)
    expect(iso(slots[0]!)).toBe('2026-10-24T23:00:00.000Z')
    expect(iso(slots.at(-1)!)).toBe('2026-10-25T03:30:00.000Z')
    expect(slots.map((s) => local(s, 'Europe/Lisbon')).filter((t) => t === '01:00')).toHaveLength(2)
    expectRealAndUnique(slots, 'Europe/Lisbon')
  })

  it('Kyiv, 29 March: 02:00–06:00 skips 03:xx', () => {
    const slots = sundaySlots('Europe/Kyiv', '2026-03-29', '02:00', '06:00')
    expect(slots.map((s) => local(s, 'Europe/Kyiv'))).toEqual([
      '02:00',
      '02:30',
      '04:00',
      '04:30',
      '05:00',
      '05:30',
    ])
    expect(iso(slots[0]!)).toBe('2026-03-29T00:00:00.000Z')
    expectRealAndUnique(slots, 'Europe/Kyiv')
  })

  it('Kyiv, 25 October: 02:00–06:00 is five real hours', () => {
    const slots = sundaySlots('Europe/Kyiv', '2026-10-25', '02:00', '06:00')
    expect(slots).toHaveLength(10)
    expect(iso(slots[0]!)).toBe('2026-10-24T23:00:00.000Z')
    expectRealAndUnique(slots, 'Europe/Kyiv')
  })

  it('09:00 Lisbon is 09:00 UTC before the change and 08:00 UTC after it', () => {
    const slots = salespersonSlots(
      person(),
      [],
      utc('2026-03-27T00:00:00Z'),
      utc('2026-03-31T00:00:00Z'),
    )
    expect(slots.map(iso)).toContain('2026-03-27T09:00:00.000Z')
    expect(slots.map(iso)).toContain('2026-03-30T08:00:00.000Z')
    expect(slots.map(iso)).not.toContain('2026-03-30T16:00:00.000Z') // 17:00 WEST: the end
    for (const s of slots) expect(Number(local(s, 'Europe/Lisbon').slice(0, 2))).toBeLessThan(17)
  })

  it('a New York visitor and a Lisbon salesperson on different sides of a change', () => {
    const slots = salespersonSlots(
      person(),
      [],
      utc('2026-03-23T00:00:00Z'),
      utc('2026-03-31T00:00:00Z'),
    )
    const ny = (s: number) => DateTime.fromMillis(s, { zone: 'America/New_York' }).toISO()
    // New York has been on EDT since 8 March; Lisbon moves on 29 March.
    expect(ny(slots[0]!)).toBe('2026-03-23T05:00:00.000-04:00')
    expect(slots.map(ny)).toContain('2026-03-30T04:00:00.000-04:00')
  })
})

describe('a Kuala Lumpur visitor with a Lisbon salesperson', () => {
  it('every slot shown in Kuala Lumpur time lands on the Lisbon hours', () => {
    const now = utc('2026-01-12T00:00:00Z') // a Monday, Lisbon on WET (UTC+0), KL UTC+8
    const slots = salespersonSlots(person(), [], now, now + 86_400_000)
    const days = byLocalDay(slots, 'Asia/Kuala_Lumpur')
    // 09:00–16:30 Lisbon is 17:00–00:30 in Kuala Lumpur: two of the visitor's days.
    expect(days.map((d) => d.date)).toEqual(['2026-01-12', '2026-01-13'])
    expect(local(days[0]!.starts[0]!, 'Asia/Kuala_Lumpur')).toBe('17:00')
    expect(local(days[1]!.starts.at(-1)!, 'Asia/Kuala_Lumpur')).toBe('00:30')
    for (const s of slots) {
      const lisbon = DateTime.fromMillis(s, { zone: 'Europe/Lisbon' })
      expect(lisbon.hour).toBeGreaterThanOrEqual(9)
      expect(lisbon.plus({ minutes: 30 }).toFormat('HH:mm') <= '17:00').toBe(true)
    }
  })
})

describe('busy times, buffer, notice, horizon, days off', () => {
  const now = utc('2026-01-12T00:00:00Z')
  const day = (
    a: Availability,
    busy = [] as { salesperson: number; start: number; end: number }[],
  ) => salespersonSlots(a, busy, now, now + 86_400_000).map((s) => local(s, 'Europe/Lisbon'))

  it('a booking and its buffer hide the slots they overlap', () => {
    const start = utc('2026-01-12T10:00:00Z')
    const busy = [{ salesperson: 1, start, end: start + 40 * 60_000 }] // 30 min + 10 buffer
    const slots = day(person({ bufferMinutes: 10 }), busy)
    expect(slots).not.toContain('10:00')
    expect(slots).not.toContain('10:30')
    // 09:30 would hold until 10:10 with its own buffer.
    expect(slots).not.toContain('09:30')
    expect(slots).toContain('09:00')
    expect(slots).toContain('11:00')
  })

  it('another salesperson’s booking does not hide a slot', () => {
    const start = utc('2026-01-12T10:00:00Z')
    expect(day(person(), [{ salesperson: 2, start, end: start + 1_800_000 }])).toContain('10:00')
  })

  it('minimum notice, horizon and a day off', () => {
    expect(day(person({ noticeMinutes: 11 * 60 }))[0]).toBe('11:00')
    expect(salespersonSlots(person({ horizonDays: 1 }), [], now, now + 5 * 86_400_000).length).toBe(
      16,
    )
    expect(day(person({ exceptions: [{ date: '2026-01-12' }] }))).toEqual([])
    expect(
      day(person({ exceptions: [{ date: '2026-01-12', from: '14:00', to: '15:00' }] })),
    ).toEqual(['14:00', '14:30'])
  })

  it('holds cover the meeting and its buffer in 5-minute blocks', () => {
    const start = utc('2026-01-12T10:00:00Z')
    expect(heldBlocks(start, 30, 10).map(iso)).toHaveLength(8)
    expect(iso(heldBlocks(start, 30, 10).at(-1)!)).toBe('2026-01-12T10:35:00.000Z')
  })
})

describe('round-robin among the free salespeople', () => {
  it('offers a slot with everyone free at it and picks the one booked longest ago', () => {
    const now = utc('2026-01-12T00:00:00Z')
    const slots = openSlots(
      [person(), person({ salesperson: 2, timeZone: 'Europe/Kyiv' })],
      [],
      now,
      now + 86_400_000,
    )
    // 09:00 Kyiv is 07:00 UTC (Lisbon not yet working); 09:00 UTC both.
    expect(slots[0]).toEqual({ start: utc('2026-01-12T07:00:00Z'), salespeople: [2] })
    expect(slots.find((s) => s.start === utc('2026-01-12T09:00:00Z'))?.salespeople).toEqual([1, 2])
    expect(roundRobin([1, 2], new Map([['1', 5]]))).toEqual([2, 1])
    expect(
      roundRobin(
        [1, 2],
        new Map([
          ['2', 5],
          ['1', 3],
        ]),
      ),
    ).toEqual([1, 2])
    expect(roundRobin([2, 10], new Map())).toEqual([2, 10])
  })
})

describe('a page of days', () => {
  const days = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10'].map((date) => ({ date }))
  it('shows the first days, then the days after the last one shown, and says when more follow', () => {
    expect(daysPage(days, undefined, 3)).toEqual({ shown: days.slice(0, 3), later: '2026-12-09' })
    expect(daysPage(days, '2026-12-09', 3)).toEqual({ shown: days.slice(3), later: undefined })
    expect(daysPage(days, '2026-12-31', 3)).toEqual({ shown: [], later: undefined })
  })
})
