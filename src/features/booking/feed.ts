import { randomBytes } from 'node:crypto'

import type { Payload, TypedUser } from 'payload'

import type { Role } from '@/access'
import type { Locale } from '@/i18n/locales'
import en from '@/i18n/messages/en/booking.json'
import my from '@/i18n/messages/my/booking.json'
import pt from '@/i18n/messages/pt/booking.json'
import ua from '@/i18n/messages/ua/booking.json'

import { calendarText, eventLines, icalText } from './ical'
import { fill } from './mail'

const messages = { en, my, pt, ua } satisfies Record<Locale, typeof en>

/**
 * A salesperson's private calendar feed (`GET /api/v1/booking/calendar/<token>.ics`): their
 * meetings from 30 days ago to their horizon, for a calendar app to subscribe to. The token is
 * the only key: whoever has the URL reads the meetings, so it is long and random, shown only to
 * its owner and admins, and "New link" replaces it (the old URL then answers 404).
 */
const pastDays = 30
const dayMs = 24 * 3600_000

/** Only what a token can look like goes to the database (ours are 43 base64url characters). */
const tokenShape = /^[A-Za-z0-9_-]{20,128}$/

export { feedPath } from './feed-path'

/** `<token>` or `<token>.ics`, as a calendar app may have been given either. */
export const tokenOfSegment = (segment: string) => segment.replace(/\.ics$/i, '')

/**
 * The host of the meetings' UIDs: the same as the invitations' (forms/delivery/channels.ts), so a
 * calendar that got the invitation and subscribes to the feed holds one event, not two.
 */
const uidHost = () => (process.env.SITE_URL ? new URL(process.env.SITE_URL).hostname : 'localhost')

/** The back office's language of a user (en, pt, uk) as a site locale (as in mail.ts). */
const localeOfLanguage = (language: unknown): Locale =>
  language === 'pt' ? 'pt' : language === 'uk' ? 'ua' : 'en'

/**
 * The availability a token opens, or null. A lookup on the token's unique index: the database
 * finds the row by the whole value, and a guess would have to hit one of 2^256 values, so there
 * is no byte-by-byte comparison whose timing could leak anything.
 */
export async function availabilityOfToken(payload: Payload, token: string) {
  if (!tokenShape.test(token)) return null
  const found = await payload.find({
    collection: 'sales-availability',
    where: { calendarToken: { equals: token } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

type Row = Record<string, unknown>

/** The feed's text for a token, or null for an unknown one. */
export async function calendarFeed(
  payload: Payload,
  token: string,
  now = Date.now(),
): Promise<string | null> {
  const availability = await availabilityOfToken(payload, token)
  if (!availability) return null
  const salespersonId =
    typeof availability.salesperson === 'object'
      ? availability.salesperson.id
      : availability.salesperson
  const [user, settings, meetings] = await Promise.all([
    payload.findByID({ collection: 'users', id: salespersonId, depth: 0, overrideAccess: true }),
    payload.findGlobal({ slug: 'site-settings', depth: 0 }) as Promise<{ brandName?: string }>,
    payload.find({
      collection: 'bookings',
      where: {
        and: [
          { salesperson: { equals: salespersonId } },
          { startsAt: { greater_than_equal: new Date(now - pastDays * dayMs).toISOString() } },
          {
            startsAt: {
              less_than_equal: new Date(
                now + (availability.horizonDays ?? 30) * dayMs,
              ).toISOString(),
            },
          },
        ],
      },
      sort: 'startsAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const words = messages[localeOfLanguage((user as { language?: unknown }).language)].email
  const brand = settings.brandName || 'Voltra'
  const organizer = { name: availability.label || user.name || user.email, email: user.email }
  const events = meetings.docs.map((doc) => {
    const meeting = doc as unknown as Row
    const name = String(meeting.name ?? '')
    return eventLines({
      uid: `booking-${doc.id}@${uidHost()}`,
      sequence: Number(meeting.sequence ?? 0),
      start: new Date(String(meeting.startsAt)),
      end: new Date(String(meeting.endsAt)),
      stamp: new Date(String(meeting.updatedAt ?? meeting.createdAt)),
      summary: fill(words.summary, { brand, name }),
      // The salesperson's own copy: who it is and how to reach them, and the visitor's note.
      description: [meeting.company, meeting.email, meeting.note].filter(Boolean).join('\n'),
      location: availability.meetingLink,
      organizer,
      attendee: { name, email: String(meeting.email ?? '') },
      cancelled: meeting.status === 'cancelled',
    })
  })
  return calendarText(
    [
      'VERSION:2.0',
      'PRODID:-//Voltra//Sales calendar//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      `X-WR-CALNAME:${icalText(organizer.name)}`,
      // How often a subscribed calendar should look again (RFC 7986 and the older Apple name).
      'REFRESH-INTERVAL;VALUE=DURATION:PT15M',
      'X-PUBLISHED-TTL:PT15M',
    ],
    events,
  )
}

export type RenewOutcome =
  { status: 200; token: string } | { status: 401 | 403 | 404; code: string; message: string }

/**
 * "New link": a new random token for an availability document, which revokes the old URL at once.
 * Only a signed-in salesperson on their own document, or an admin; someone else's document answers
 * 404 as a missing one does (read access decides, so it says nothing about what exists).
 */
export async function renewCalendarToken(
  payload: Payload,
  user: (TypedUser & { roles?: Role[] | null }) | null | undefined,
  id: unknown,
): Promise<RenewOutcome> {
  if (!user) return { status: 401, code: 'unauthorized', message: 'Log in first' }
  if (!user.roles?.some((role) => role === 'admin' || role === 'sales'))
    return { status: 403, code: 'forbidden', message: 'Sales or admin role required' }
  const validId =
    (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ||
    (typeof id === 'string' && /^[1-9]\d{0,14}$/.test(id))
  const own = validId
    ? await payload.findByID({
        collection: 'sales-availability',
        id: id as number | string,
        depth: 0,
        user,
        overrideAccess: false,
        disableErrors: true,
      })
    : null
  if (!own) return { status: 404, code: 'not_found', message: 'No such availability' }
  const token = randomBytes(32).toString('base64url')
  // Through the collection's own update access (own document or admin), not around it.
  await payload.update({
    collection: 'sales-availability',
    id: own.id,
    data: { calendarToken: token },
    depth: 0,
    user,
    overrideAccess: false,
  })
  return { status: 200, token }
}
