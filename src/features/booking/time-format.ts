/**
 * Times as a reader sees them: in their zone and language, the zone always named beside them
 * (`Europe/Lisbon, GMT+1`). `Intl` only, so the booking page needs no library in the browser.
 */
export function formatWhen(at: Date, zone: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: zone,
  }).format(at)
}

export function formatTime(at: Date, zone: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { timeStyle: 'short', timeZone: zone }).format(at)
}

export function formatDay(at: Date, zone: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: zone,
  }).format(at)
}

/** The zone's name and its offset at that instant: `Europe/Kyiv, GMT+3`. */
export function zoneLabel(zone: string, at: Date, tag: string): string {
  const offset = new Intl.DateTimeFormat(tag, { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value
  return `${zone.replace(/_/g, ' ')}${offset ? `, ${offset}` : ''}`
}
