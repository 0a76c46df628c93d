import { getTranslations } from 'next-intl/server'

import formStyles from '@/features/forms/components/Forms.module.css'
import { PageHeader } from '@/features/site/PageHeader'
import { localeTags, type Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'

import { isBookedToken, managePath } from './links'
import { formatWhen, zoneLabel } from './time-format'

/** The success page: the meeting's time in the visitor's zone, with whom, where the invite goes. */
export async function BookedPage({
  locale,
  id,
  token,
}: {
  locale: Locale
  id: string
  token: string
}) {
  const [t, payload] = await Promise.all([
    getTranslations({ locale, namespace: 'booking' }),
    payloadClient(),
  ])
  const booking =
    /^\d+$/.test(id) && isBookedToken(payload.secret, id, token)
      ? await payload.findByID({
          collection: 'bookings',
          id: Number(id),
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
      : null
  if (!booking)
    return (
      <div className="container">
        <PageHeader locale={locale} pageKey="bookMeetingBooked" />
        <p className={formStyles.error} role="alert">
          {t('booked.unknown')}
        </p>
      </div>
    )
  const availability = await payload.find({
    collection: 'sales-availability',
    where: { salesperson: { equals: booking.salesperson } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const zone = booking.timeZone || 'UTC'
  const start = new Date(booking.startsAt)
  const tag = localeTags[locale]
  return (
    <div className="container">
      <PageHeader locale={locale} pageKey="bookMeetingBooked" heading={t('booked.heading')} />
      <p data-testid="booked-when" data-starts-at={booking.startsAt}>
        <strong>
          {t('booked.when', {
            when: formatWhen(start, zone, tag),
            zone: zoneLabel(zone, start, tag),
          })}
        </strong>
      </p>
      {availability.docs[0] ? (
        <p>{t('booked.with', { name: availability.docs[0].label })}</p>
      ) : null}
      <p>{t('booked.invite', { email: booking.email ?? '' })}</p>
      {booking.status === 'booked' ? (
        <p>
          <a href={managePath(payload.secret, locale, booking.id, booking.sequence ?? 0)}>
            {t('manage.link')}
          </a>
        </p>
      ) : null}
    </div>
  )
}
