import { eq } from 'drizzle-orm'
import type { Payload } from 'payload'

import { isLeadInterest } from '@/features/forms/definitions'
import { marketOf } from '@/features/shop/queries'
import { isLocale } from '@/i18n/locales'
import { sqlTable } from '@/lib/sql'

/**
 * The lead on a meeting (`bookings.lead`, and so the lead's "Meetings"): the most recent lead with
 * the visitor's e-mail, else a new lead made from the booking. Run after the answer
 * (`POST /api/v1/booking`'s `after()`); it never throws, since the meeting is booked either way.
 *
 * The lead collection requires none of the visitor's fields (only `status`, which defaults to
 * new), so a lead can be made honestly from what the booking has: name, e-mail, company, note,
 * plan, interest (when it is one of the lead form's), source, locale and its market. The lead
 * form's phone and country stay empty: the booking never asked for them, and nothing is invented.
 */
type Row = Record<string, unknown>

const norm = (email: unknown) =>
  String(email ?? '')
    .trim()
    .toLowerCase()

/** The most recent lead whose e-mail is the same, ignoring case. */
async function leadByEmail(payload: Payload, email: string) {
  // `like` is case-insensitive on both databases but matches substrings: the exact address is
  // picked from its (few) matches.
  const found = await payload.find({
    collection: 'leads',
    where: { email: { like: email } },
    sort: '-createdAt',
    limit: 20,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.find((lead) => norm(lead.email) === email) ?? null
}

/** "Maria da Silva" → Maria, da Silva (the lead form asks first and last name apart). */
const splitName = (name: string) => {
  const [first = '', ...rest] = name.trim().split(/\s+/)
  return { firstName: first || null, lastName: rest.join(' ') || null }
}

async function leadFrom(payload: Payload, booking: Row) {
  const locale = isLocale(booking.locale) ? booking.locale : null
  const market = locale
    ? await marketOf(payload, locale).then(
        (m) => m.code,
        () => null,
      )
    : null
  const now = new Date().toISOString()
  return payload.create({
    collection: 'leads',
    data: {
      status: 'new',
      ...splitName(String(booking.name ?? '')),
      email: String(booking.email ?? ''),
      company: (booking.company as string) || null,
      details: (booking.note as string) || null,
      plan: (booking.plan as string) || null,
      ...(isLeadInterest(booking.interest) ? { interest: booking.interest } : {}),
      locale,
      arrival: {
        source: (booking.source as string) || null,
        formPage: locale ? `/${locale}/book-a-meeting` : null,
        ...(market ? { market } : {}),
      },
      // Already delivered: the salesperson got the booking's own e-mail (and the CRM its
      // webhook), so this lead must not announce the same visitor a second time.
      delivery: { state: 'delivered', attempts: 0, emailSentAt: now },
    },
    depth: 0,
    overrideAccess: true,
  })
}

/**
 * Links a booking to its lead (found or made). Returns the lead's id, or null when nothing was
 * done (no such booking, no e-mail, a failure, which is logged).
 */
export async function attachLead(
  payload: Payload,
  bookingId: number | string,
): Promise<number | string | null> {
  try {
    const booking = (await payload.findByID({
      collection: 'bookings',
      id: bookingId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })) as Row | null
    if (!booking) return null
    if (booking.lead) return (booking.lead as { id?: number }).id ?? (booking.lead as number)
    const email = norm(booking.email)
    if (!email) return null
    const lead = (await leadByEmail(payload, email)) ?? (await leadFrom(payload, booking))
    // One column only: the meeting's delivery may be writing its own state at this moment, and a
    // whole-document update would put back what it read before.
    const { db, table } = sqlTable(payload, 'bookings', ['id', 'lead'])
    await db
      .update(table)
      .set({ lead: lead.id })
      .where(eq(table.id, booking.id as number))
    return lead.id
  } catch (error) {
    payload.logger.error({ msg: 'booking: could not attach the lead', bookingId, err: error })
    return null
  }
}
