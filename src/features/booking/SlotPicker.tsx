import type { getTranslations } from 'next-intl/server'

import formStyles from '@/features/forms/components/Forms.module.css'

import { formatDay, formatTime, zoneLabel } from './time-format'
import styles from './booking.module.css'

type T = Awaited<ReturnType<typeof getTranslations<'booking'>>>

/**
 * Free times as radio buttons of a plain form, a fieldset per day of the visitor, the zone named
 * above them (the booking page and the manage page's move).
 */
export function SlotPicker({
  t,
  days,
  zone,
  tag,
}: {
  t: T
  days: { date: string; starts: number[] }[]
  zone: string
  tag: string
}) {
  if (!days.length) return <p data-testid="booking-none">{t('slots.none')}</p>
  return (
    <fieldset className={formStyles.group}>
      <legend>{t('slots.legend')}</legend>
      <p className={styles.zoneNote}>
        {t('timeZone.shown', { zone: zoneLabel(zone, new Date(days[0]!.starts[0]!), tag) })}
      </p>
      {days.map((day) => (
        <fieldset key={day.date} className={styles.day}>
          <legend>{formatDay(new Date(day.starts[0]!), zone, tag)}</legend>
          <div className={styles.slots}>
            {day.starts.map((start, i) => {
              const id = `slot-${start}`
              return (
                <span key={start} className={styles.slot}>
                  <input
                    type="radio"
                    id={id}
                    name="slot"
                    value={new Date(start).toISOString()}
                    required={i === 0 && day === days[0]}
                  />
                  <label htmlFor={id}>{formatTime(new Date(start), zone, tag)}</label>
                </span>
              )
            })}
          </div>
        </fieldset>
      ))}
    </fieldset>
  )
}
