import { isTimeZone } from '@/features/backoffice/time-zone'
import type { Locale } from '@/i18n/locales'

/** The zone a visitor of a locale most likely lives in, until the browser or the visitor says. */
const localeZones: Record<Locale, string> = {
  en: 'Europe/London',
  my: 'Asia/Kuala_Lumpur',
  pt: 'Europe/Lisbon',
  ua: 'Europe/Kyiv',
}

/** The zones the select offers first (every IANA zone is accepted from the query). */
export const commonZones = [
  'Europe/Lisbon',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Warsaw',
  'Europe/Kyiv',
  'Europe/Istanbul',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Bangkok',
  'Asia/Kuala_Lumpur',
  'Asia/Singapore',
  'Asia/Jakarta',
  'Asia/Tokyo',
  'Australia/Sydney',
  'America/Sao_Paulo',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Africa/Luanda',
  'Africa/Maputo',
  'UTC',
]

export function visitorZone(locale: Locale, asked: string | undefined): string {
  return asked && isTimeZone(asked) ? asked : localeZones[locale]
}
