import { getTranslations } from 'next-intl/server'

import formStyles from '@/features/forms/components/Forms.module.css'
import { PageHeader } from '@/features/site/PageHeader'
import { oneValue } from '@/features/site/view'
import type { Query } from '@/features/site/params'
import { localeTags, type Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'

import { freeTimes } from './availability'
import { DetectTimeZone } from './DetectTimeZone'
import { byLocalDay, daysPage } from './slots'
import { SlotPicker } from './SlotPicker'
import { commonZones, visitorZone } from './zones'
import styles from './booking.module.css'

/** What the lead form carries along (the plan or model, the interest, the lead source). */
const carried = ['plan', 'interest', 'source'] as const
const daysShown = 5

type T = Awaited<ReturnType<typeof getTranslations<'booking'>>>

function Carried({ query }: { query: Query }) {
  return carried.map((key) => {
    const value = oneValue(query[key])?.slice(0, 120)
    return value ? <input key={key} type="hidden" name={key} value={value} /> : null
  })
}

/** A plain GET form: the zone the times are shown in. */
function ZoneForm({ t, zone, query }: { t: T; zone: string; query: Query }) {
  const zones = commonZones.includes(zone) ? commonZones : [zone, ...commonZones]
  return (
    <form method="get" className={styles.zone}>
      <label htmlFor="booking-tz">{t('timeZone.label')}</label>
      <select id="booking-tz" name="tz" defaultValue={zone}>
        {zones.map((z) => (
          <option key={z} value={z}>
            {z.replace(/_/g, ' ')}
          </option>
        ))}
      </select>
      <Carried query={query} />
      <button type="submit" className="button">
        {t('timeZone.change')}
      </button>
    </form>
  )
}

function Refusal({ t, rateLimited, query }: { t: T; rateLimited: string; query: Query }) {
  const code = oneValue(query.error)
  if (!code) return null
  const message =
    code === 'slot_taken'
      ? t('errors.taken')
      : code === 'invalid'
        ? `${t('errors.invalid')} (${t(`form.${fieldName(oneValue(query.field))}`)})`
        : code === 'rate_limited'
          ? rateLimited
          : t('errors.failed')
  return (
    <p className={formStyles.error} role="alert" data-testid="booking-error" data-code={code}>
      {message}
    </p>
  )
}
const fieldName = (field: string | undefined) =>
  field === 'email' || field === 'company' || field === 'note' ? field : 'name'

function Details({ t, honeypot }: { t: T; honeypot: string }) {
  const field = (name: 'name' | 'email' | 'company', type: string, autoComplete: string) => (
    <div className={formStyles.field}>
      <label htmlFor={`booking-${name}`}>{t(`form.${name}`)}</label>
      <input
        id={`booking-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        maxLength={name === 'email' ? 254 : 120}
      />
    </div>
  )
  return (
    <fieldset className={formStyles.group}>
      <legend>{t('form.legend')}</legend>
      {field('name', 'text', 'name')}
      {field('email', 'email', 'email')}
      {field('company', 'text', 'organization')}
      <div className={formStyles.field}>
        <label htmlFor="booking-note">{t('form.note')}</label>
        <textarea id="booking-note" name="note" maxLength={2000} rows={3} />
      </div>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="booking-website">{honeypot}</label>
        <input id="booking-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p>{t('form.privacy')}</p>
    </fieldset>
  )
}

/**
 * `/book-a-meeting`: the next free times for the visitor's language and market, in the visitor's
 * zone (`?tz=`, else the browser's once its script ran, else the locale's), as radio buttons of a
 * plain form that posts to `/api/v1/booking`: it works without JavaScript.
 */
export async function BookingPage({ locale, query }: { locale: Locale; query: Query }) {
  const zone = visitorZone(locale, oneValue(query.tz))
  const [t, tForms, payload] = await Promise.all([
    getTranslations({ locale, namespace: 'booking' }),
    getTranslations({ locale, namespace: 'forms' }),
    payloadClient(),
  ])
  const { slots } = await freeTimes(payload, locale)
  const after = oneValue(query.after)
  const days = byLocalDay(
    slots.map((s) => s.start),
    zone,
  )
  const { shown, later } = daysPage(days, after, daysShown)
  const laterQuery = new URLSearchParams({ tz: zone, ...(later ? { after: later } : {}) })
  for (const key of carried) {
    const value = oneValue(query[key])
    if (value) laterQuery.set(key, value.slice(0, 120))
  }
  return (
    <div className="container">
      <PageHeader locale={locale} pageKey="bookMeeting" />
      <DetectTimeZone shown={oneValue(query.tz) ? zone : ''} />
      <ZoneForm t={t} zone={zone} query={query} />
      <Refusal t={t} rateLimited={tForms('rateLimited')} query={query} />
      <form
        method="post"
        action="/api/v1/booking"
        className={formStyles.form}
        data-testid="booking-form"
      >
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="timeZone" value={zone} />
        <Carried query={query} />
        <SlotPicker t={t} days={shown} zone={zone} tag={localeTags[locale]} />
        {later ? (
          <p>
            <a href={`/${locale}/book-a-meeting?${laterQuery}`}>{t('slots.more')}</a>
          </p>
        ) : null}
        {shown.length ? <Details t={t} honeypot={tForms('honeypot')} /> : null}
        {shown.length ? (
          <div className={formStyles.actions}>
            <button type="submit" className="button button--primary">
              {t('form.submit')}
            </button>
          </div>
        ) : null}
      </form>
    </div>
  )
}
