/**
 * An iCalendar invitation (RFC 5545, iTIP's REQUEST and CANCEL of RFC 5546) for one meeting:
 * CRLF lines folded at 75 octets, text escaped, times in UTC, a UID that stays the meeting's for
 * every update (a higher SEQUENCE replaces the earlier invitation; CANCEL removes it).
 */
export type Invitation = {
  method: 'REQUEST' | 'CANCEL'
  uid: string
  sequence: number
  start: Date
  end: Date
  /** When this version was written (DTSTAMP). */
  stamp: Date
  summary: string
  description: string
  location?: string | null
  organizer: { name: string; email: string }
  attendee: { name: string; email: string }
}

/** `20260329T090000Z` */
export const icalTime = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')

/** TEXT values: backslash, semicolon, comma and newline escaped (RFC 5545 3.3.11). */
export const icalText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** A parameter value (CN): quoted, without the characters a quoted value cannot hold. */
const paramText = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`
/** An address as a mailto: URI, without anything that would end the line or the value. */
const mailto = (email: string) => `mailto:${email.replace(/[\s"<>]/g, '')}`

/** Folds a content line at 75 octets, never inside a UTF-8 character (RFC 5545 3.1). */
export function fold(line: string): string {
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  out.push(current)
  return out.join('\r\n ')
}

/** One meeting as a VEVENT's lines (unfolded), shared by the invitations and the feed (feed.ts). */
export type CalendarEvent = Omit<Invitation, 'method'> & { cancelled: boolean }

export function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icalTime(event.stamp)}`,
    `DTSTART:${icalTime(event.start)}`,
    `DTEND:${icalTime(event.end)}`,
    `SUMMARY:${icalText(event.summary)}`,
    `DESCRIPTION:${icalText(event.description)}`,
    ...(event.location ? [`LOCATION:${icalText(event.location)}`] : []),
    `ORGANIZER;CN=${paramText(event.organizer.name)}:${mailto(event.organizer.email)}`,
    `ATTENDEE;CN=${paramText(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:${mailto(event.attendee.email)}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ]
}

/** A whole calendar object: the header lines, the events, every line folded, CRLF. */
export const calendarText = (header: string[], events: string[][]) =>
  ['BEGIN:VCALENDAR', ...header, ...events.flat(), 'END:VCALENDAR'].map(fold).join('\r\n') + '\r\n'

export function invitation(invite: Invitation): string {
  const { method, ...event } = invite
  return calendarText(
    [
      'VERSION:2.0',
      'PRODID:-//Voltra//Book a meeting//EN',
      'CALSCALE:GREGORIAN',
      `METHOD:${method}`,
    ],
    [eventLines({ ...event, cancelled: method === 'CANCEL' })],
  )
}
