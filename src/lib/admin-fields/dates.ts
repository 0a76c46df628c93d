import type { I18n, I18nClient } from '@payloadcms/translations'
import { formatDate } from '@payloadcms/ui/shared'

/**
 * The back office's one date format (`admin.dateFormat`): date-fns' localised pattern of the admin
 * language with the zone's offset, "28 Nov 2026, 10:54 (GMT+02:00)". Payload's lists and headers
 * use it; our own screens (dashboard, history, payment events, second factor, a person's records)
 * format through `adminDate`, so every date of the back office reads alike in each language.
 */
export const adminDateFormat = "PPp '(GMT'xxx')'"

/**
 * A date in the back office's format: in the given zone (the server renders the dashboard in the
 * account's zone, else UTC), else in the browser's, as Payload's lists are.
 */
export function adminDate(
  date: Date | string | number,
  i18n: Pick<I18n | I18nClient, 'dateFNS' | 't'>,
  timeZone?: string | null,
): string {
  const when = new Date(date)
  if (Number.isNaN(when.getTime())) return ''
  return formatDate({
    date: when,
    i18n: i18n as I18n,
    pattern: adminDateFormat,
    ...(timeZone && knownZone(timeZone) ? { timezone: timeZone } : {}),
  })
}

function knownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone })
    return true
  } catch {
    return false
  }
}
