import type { Payload } from 'payload'

import type { DeliveryRecord, OwnDeliveryEmail } from '@/features/forms/delivery/channels'
import { isLocale, localeTags, type Locale } from '@/i18n/locales'
import en from '@/i18n/messages/en/booking.json'
import my from '@/i18n/messages/my/booking.json'
import pt from '@/i18n/messages/pt/booking.json'
import ua from '@/i18n/messages/ua/booking.json'

import { invitation } from './ical'
import { manageUrl } from './links'
import { formatWhen, zoneLabel } from './time-format'

const messages = { en, my, pt, ua } satisfies Record<Locale, typeof en>
type EmailWords = typeof en.email

/** `{name}` placeholders of the booking messages filled in. */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')

/** The back office's language of a user (en, pt, uk) as a site locale. */
const localeOfLanguage = (language: unknown): Locale =>
  language === 'pt' ? 'pt' : language === 'uk' ? 'ua' : 'en'

type Salesperson = {
  name: string
  email: string
  locale: Locale
  timeZone: string
  meetingLink: string | null
}

async function salespersonOf(payload: Payload, id: unknown): Promise<Salesperson> {
  const [user, availability] = await Promise.all([
    payload.findByID({ collection: 'users', id: id as number, depth: 0, overrideAccess: true }),
    payload.find({
      collection: 'sales-availability',
      where: { salesperson: { equals: id } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const own = availability.docs[0]
  return {
    name: own?.label || user.name || user.email,
    email: user.email,
    locale: localeOfLanguage((user as { language?: unknown }).language),
    timeZone: own?.timeZone || 'UTC',
    meetingLink: own?.meetingLink || null,
  }
}

/** The invitation of a booking, the same for both e-mails (the visitor's words). */
export function bookingInvitation(
  record: DeliveryRecord,
  salesperson: Pick<Salesperson, 'name' | 'email' | 'meetingLink'>,
  host: string,
  brand: string,
  cancelled = false,
) {
  const words: EmailWords = messages[isLocale(record.locale) ? record.locale : 'en'].email
  const name = String(record.name ?? '')
  return invitation({
    method: cancelled ? 'CANCEL' : 'REQUEST',
    uid: `booking-${record.id}@${host}`,
    sequence: Number(record.sequence ?? 0),
    start: new Date(String(record.startsAt)),
    end: new Date(String(record.endsAt)),
    stamp: new Date(String(record.updatedAt ?? record.createdAt ?? Date.now())),
    summary: fill(words.summary, { brand, name: salesperson.name }),
    description: [record.company, record.note].filter(Boolean).join('\n'),
    location: salesperson.meetingLink,
    organizer: { name: salesperson.name, email: salesperson.email },
    attendee: { name, email: String(record.email ?? '') },
  })
}

/** One e-mail's words: the meeting's time in the reader's zone and language, the zone named. */
function text(
  locale: Locale,
  zone: string,
  record: DeliveryRecord,
  subject: keyof EmailWords,
  body: keyof EmailWords,
  extra: Record<string, string>,
) {
  const words = messages[locale].email
  const start = new Date(String(record.startsAt))
  const values = {
    ...extra,
    when: formatWhen(start, zone, localeTags[locale]),
    zone: zoneLabel(zone, start, localeTags[locale]),
  }
  return {
    subject: fill(words[subject], values),
    lines: [fill(words[body], values), ...(extra.link ? [fill(words.link, values)] : [])],
  }
}

/** What a version of a meeting tells: booked (version 0), moved (a later one) or cancelled. */
const changeOf = (record: DeliveryRecord) =>
  record.status === 'cancelled'
    ? 'cancelled'
    : Number(record.sequence ?? 0) > 0
      ? 'moved'
      : 'booked'
const wording = {
  booked: { subject: 'subject', visitor: 'visitorBody', sales: 'salesBody' },
  moved: { subject: 'moved', visitor: 'visitorMoved', sales: 'salesMoved' },
  cancelled: { subject: 'cancelled', visitor: 'visitorCancelled', sales: 'salesCancelled' },
} as const

const visitorLocaleOf = (record: { locale?: unknown }): Locale =>
  isLocale(record.locale) ? record.locale : 'en'

/**
 * The pair of e-mails of a version of a meeting, each with its invitation: to the visitor in their
 * language and time zone (with the link to move or cancel it, while it stands), to the salesperson
 * in theirs. A move is the same UID at a higher SEQUENCE, a cancellation METHOD:CANCEL. The
 * Message-IDs are stable per meeting and version, so a repeat after a crash is recognisably the
 * same message.
 */
export const sendBookingEmails: OwnDeliveryEmail = async (payload, record, mail) => {
  const salesperson = await salespersonOf(payload, record.salesperson)
  const change = changeOf(record)
  const cancelled = change === 'cancelled'
  const ics = bookingInvitation(record, salesperson, mail.host, mail.brand, cancelled)
  const method = cancelled ? 'CANCEL' : 'REQUEST'
  const visitorLocale = visitorLocaleOf(record)
  const version = Number(record.sequence ?? 0)
  const common = {
    brand: mail.brand,
    name: String(record.name ?? ''),
    company: String(record.company ?? ''),
    email: String(record.email ?? ''),
    salesperson: salesperson.name,
    link: cancelled ? '' : (salesperson.meetingLink ?? ''),
    note: String(record.note ?? ''),
    manage: manageUrl(payload.secret, visitorLocale, record.id, version),
  }
  const words = wording[change]
  const visitor = text(
    visitorLocale,
    String(record.timeZone || 'UTC'),
    record,
    words.subject,
    words.visitor,
    common,
  )
  await mail.send({
    from: mail.from,
    to: { name: common.name, address: common.email },
    replyTo: salesperson.email,
    messageId: `<bookings.${record.id}.${version}.visitor@${mail.host}>`,
    subject: visitor.subject,
    text: [
      fill(messages[visitorLocale].email.visitorGreeting, common),
      '',
      ...visitor.lines,
      ...(cancelled ? [] : ['', fill(messages[visitorLocale].email.manage, common)]),
    ].join('\n'),
    icalEvent: { method, filename: 'invite.ics', content: ics },
  })
  const sales = text(
    salesperson.locale,
    salesperson.timeZone,
    record,
    words.subject,
    words.sales,
    common,
  )
  await mail.send({
    from: mail.from,
    to: { name: salesperson.name, address: salesperson.email },
    replyTo: common.email,
    messageId: `<bookings.${record.id}.${version}.sales@${mail.host}>`,
    subject: sales.subject,
    text: [
      ...sales.lines,
      ...(common.note ? [fill(messages[salesperson.locale].email.note, common)] : []),
    ].join('\n'),
    icalEvent: { method, filename: 'invite.ics', content: ics },
  })
}

/**
 * A reminder (Reminders.ts) to the visitor, 24 hours or 1 hour before: nothing when the meeting
 * was cancelled, erased or anonymised since, or is no longer ahead (a move drops and rewrites its reminders).
 */
export const sendReminderEmail: OwnDeliveryEmail = async (payload, reminder, mail) => {
  const id =
    typeof reminder.booking === 'object'
      ? (reminder.booking as { id: number }).id
      : reminder.booking
  const booking = (await payload.findByID({
    collection: 'bookings',
    id: id as number,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as DeliveryRecord | null
  if (
    !booking ||
    booking.status !== 'booked' ||
    booking.anonymisedAt || // the person asked: their address is gone
    Date.parse(String(booking.startsAt)) <= Date.now()
  )
    return
  const salesperson = await salespersonOf(payload, booking.salesperson)
  const locale = visitorLocaleOf(booking)
  const common = {
    brand: mail.brand,
    name: String(booking.name ?? ''),
    salesperson: salesperson.name,
    link: salesperson.meetingLink ?? '',
    manage: manageUrl(payload.secret, locale, booking.id, Number(booking.sequence ?? 0)),
  }
  const words = text(
    locale,
    String(booking.timeZone || 'UTC'),
    booking,
    'reminder',
    reminder.kind === 'hour' ? 'reminderHour' : 'reminderDay',
    common,
  )
  await mail.send({
    from: mail.from,
    to: { name: common.name, address: String(booking.email ?? '') },
    replyTo: salesperson.email,
    messageId: `<booking-reminders.${reminder.id}.${Date.parse(String(booking.startsAt))}@${mail.host}>`,
    subject: words.subject,
    text: [
      fill(messages[locale].email.visitorGreeting, common),
      '',
      ...words.lines,
      '',
      fill(messages[locale].email.manage, common),
    ].join('\n'),
  })
}
