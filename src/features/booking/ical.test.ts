import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'

import { fold, invitation, type Invitation } from './ical'

const invite: Invitation = {
  method: 'REQUEST',
  uid: 'booking-42@voltra.example',
  sequence: 0,
  start: new Date('2026-03-30T08:00:00Z'),
  end: new Date('2026-03-30T08:30:00Z'),
  stamp: new Date('2026-03-20T12:00:00Z'),
  summary: 'Voltra: meeting with Olena, Kyiv',
  description: 'Note; with, commas\nand a second line \\ backslash',
  location: 'https://meet.example/olena',
  organizer: { name: 'Olena Kovalenko', email: 'olena@voltra.example' },
  attendee: { name: 'João "Jo" Silva', email: 'joao@frota.example' },
}

/** Parsed by Mozilla's ical.js, as Thunderbird parses it. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const vevent = calendar.getFirstSubcomponent('vevent')!
  return { calendar, vevent, event: new ICAL.Event(vevent) }
}

describe('the invitation (RFC 5545)', () => {
  it('parses with ical.js: method, UID, UTC times, organizer and attendee', () => {
    const { calendar, vevent, event } = parsed(invitation(invite))
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(event.uid).toBe('booking-42@voltra.example')
    expect(event.sequence).toBe(0)
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-30T08:00:00.000Z')
    expect(event.startDate.zone?.tzid).toBe('UTC')
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-03-30T08:30:00.000Z')
    expect(event.description).toBe(invite.description)
    expect(event.location).toBe(invite.location)
    expect(event.organizer).toBe('mailto:olena@voltra.example')
    const organizer = vevent.getFirstProperty('organizer')!
    expect(organizer.getParameter('cn')).toBe('Olena Kovalenko')
    const [attendee] = event.attendees
    expect(attendee!.getFirstValue()).toBe('mailto:joao@frota.example')
    expect(attendee!.getParameter('cn')).toBe('João Jo Silva')
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED')
  })

  it('a cancellation keeps the UID with a higher sequence', () => {
    const { calendar, vevent, event } = parsed(
      invitation({ ...invite, method: 'CANCEL', sequence: 1 }),
    )
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(event.uid).toBe(invite.uid)
    expect(event.sequence).toBe(1)
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED')
  })

  it('CRLF lines of at most 75 octets, folded without splitting a character', () => {
    const text = invitation({ ...invite, summary: 'Зустріч '.repeat(30) })
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    expect(parsed(text).event.summary).toBe('Зустріч '.repeat(30))
    expect(fold('a'.repeat(75))).toBe('a'.repeat(75))
    expect(fold('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`)
  })
})
