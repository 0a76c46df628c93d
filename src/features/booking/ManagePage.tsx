import { getTranslations } from 'next-intl/server'

import formStyles from '@/features/forms/components/Forms.module.css'
import { PageHeader } from '@/features/site/PageHeader'
import type { Query } from '@/features/site/params'
import { oneValue } from '@/features/site/view'
import { localeTags, type Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'

import { movableTimes, openManaged } from './manage'
import { byLocalDay, daysPage } from './slots'
import { SlotPicker } from './SlotPicker'
import { formatWhen, zoneLabel } from './time-format'
import { visitorZone } from './zones'

const daysShown = 5

type T = Awaited<ReturnType<typeof getTranslations<'booking'>>>

/** What the API's refusal code reads as on the page. */
function refusalText(t: T, rateLimited: string, code: string) {
  if (code === 'slot_taken') return t('errors.taken')
  if (code === 'link_replaced') return t('manage.replaced')
  if (code === 'rate_limited') return rateLimited
  return t('errors.failed')
}

/** The link's hidden fields: which meeting, which version, its signature, the page's language. */
function LinkFields({ query, locale }: { query: Query; locale: Locale }) {
  return (
    <>
      {(['id', 'v', 't'] as const).map((key) => (
        <input key={key} type="hidden" name={key} value={oneValue(query[key]) ?? ''} />
      ))}
      <input type="hidden" name="locale" value={locale} />
    </>
  )
}

/** The salesperson's other free times, a page of days at a time, as a plain form. */
function MoveForm({
  t,
  query,
  locale,
  zone,
  days,
  later,
}: {
  t: T
  query: Query
  locale: Locale
  zone: string
  days: { date: string; starts: number[] }[]
  later: string | undefined
}) {
  const laterQuery = new URLSearchParams({ tz: zone, ...(later ? { after: later } : {}) })
  for (const key of ['id', 'v', 't'] as const) laterQuery.set(key, oneValue(query[key]) ?? '')
  return (
    <form
      method="post"
      action="/api/v1/booking/manage"
      className={formStyles.form}
      data-testid="manage-move"
    >
      <LinkFields query={query} locale={locale} />
      <input type="hidden" name="action" value="move" />
      <input type="hidden" name="tz" value={zone} />
      <SlotPicker t={t} days={days} zone={zone} tag={localeTags[locale]} />
      {later ? (
        <p>
          <a href={`/${locale}/book-a-meeting/manage?${laterQuery}`}>{t('slots.more')}</a>
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button type="submit" className="button button--primary">
          {t('manage.moveSubmit')}
        </button>
      </div>
    </form>
  )
}

/** A link that opens no meeting: why, in the visitor's language (or that it was just cancelled). */
function LinkRefused({
  t,
  locale,
  reason,
  done,
}: {
  t: T
  locale: Locale
  reason: 'invalid' | 'replaced' | 'expired' | 'cancelled'
  done: string | undefined
}) {
  const cancelledNow = reason === 'cancelled' && done === 'cancelled'
  const said = reason === 'cancelled' ? 'wasCancelled' : reason
  return (
    <div className="container">
      <PageHeader locale={locale} pageKey="bookMeetingManage" />
      <p
        className={cancelledNow ? undefined : formStyles.error}
        role={cancelledNow ? 'status' : 'alert'}
        data-testid="manage-message"
        data-reason={cancelledNow ? 'done' : reason}
      >
        {cancelledNow ? t('manage.cancelled') : t(`manage.${said}`)}
      </p>
      <p>
        <a href={`/${locale}/book-a-meeting`}>{t('manage.bookAgain')}</a>
      </p>
    </div>
  )
}

/**
 * `/book-a-meeting/manage?id=&v=&t=`: the meeting behind the e-mail's signed link, with a plain
 * form to cancel it and the salesperson's other free times to move it to (links.ts, manage.ts).
 * Works without JavaScript; a spent, tampered or expired link says so in the visitor's language.
 */
export async function ManagePage({ locale, query }: { locale: Locale; query: Query }) {
  const [t, tForms, payload] = await Promise.all([
    getTranslations({ locale, namespace: 'booking' }),
    getTranslations({ locale, namespace: 'forms' }),
    payloadClient(),
  ])
  const opened = await openManaged(
    payload,
    oneValue(query.id) ?? '',
    oneValue(query.v) ?? '',
    oneValue(query.t) ?? '',
  )
  const done = oneValue(query.done)
  if (!opened.ok) return <LinkRefused t={t} locale={locale} reason={opened.reason} done={done} />
  const { booking } = opened
  const zone = visitorZone(locale, oneValue(query.tz) ?? booking.timeZone ?? undefined)
  const tag = localeTags[locale]
  const start = new Date(booking.startsAt)
  const [times, availability] = await Promise.all([
    movableTimes(payload, booking),
    payload.find({
      collection: 'sales-availability',
      where: { salesperson: { equals: booking.salesperson } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const { shown: days, later } = daysPage(byLocalDay(times, zone), oneValue(query.after), daysShown)
  const salesperson = availability.docs[0]?.label ?? ''
  const error = oneValue(query.error)
  return (
    <div className="container">
      <PageHeader locale={locale} pageKey="bookMeetingManage" />
      {done === 'moved' ? (
        <p role="status" data-testid="manage-message" data-reason="done">
          {t('manage.moved')}
        </p>
      ) : null}
      {error ? (
        <p className={formStyles.error} role="alert" data-testid="manage-error" data-code={error}>
          {refusalText(t, tForms('rateLimited'), error)}
        </p>
      ) : null}
      <p data-testid="manage-when" data-starts-at={booking.startsAt}>
        <strong>
          {t('booked.when', {
            when: formatWhen(start, zone, tag),
            zone: zoneLabel(zone, start, tag),
          })}
        </strong>
      </p>
      {salesperson ? <p>{t('booked.with', { name: salesperson })}</p> : null}
      <form method="post" action="/api/v1/booking/manage" data-testid="manage-cancel">
        <LinkFields query={query} locale={locale} />
        <input type="hidden" name="action" value="cancel" />
        <p>{t('manage.cancelHint')}</p>
        <button type="submit" className="button">
          {t('manage.cancel')}
        </button>
      </form>
      <h2>{t('manage.move')}</h2>
      {days.length ? (
        <MoveForm t={t} query={query} locale={locale} zone={zone} days={days} later={later} />
      ) : (
        <p data-testid="manage-none">{t('manage.none', { name: salesperson })}</p>
      )}
    </div>
  )
}
