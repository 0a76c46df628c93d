import type { Locale } from '@/i18n/locales'

import { connectorNames } from './format'
import type { StationDetail } from '../station-detail/detail'
import type { OpeningTimes, StationType } from '../stations/model'
import { weekdays } from '../tariffs/model'

/**
 * A station page's structured data: schema.org has no type for a charging station, so it is a
 * `Place` (name, postal address, coordinates, opening hours) whose operator, connectors and maximum
 * power are `additionalProperty` values. App-users-only stations give what their page shows: no
 * hours, no connectors.
 */
const openToAll: readonly StationType[] = ['free', 'paidByTariff', 'public']
/** schema.org's day for OCPI's weekday number (1 = Monday): `MONDAY` becomes `…/Monday`. */
const day = (ocpiWeekday: number) => {
  const name = weekdays[ocpiWeekday - 1]!
  return `https://schema.org/${name[0]}${name.slice(1).toLowerCase()}`
}

/** OCPI opening times (weekday 1 = Monday) as schema.org's OpeningHoursSpecification. */
export function openingHoursSpecification(times: OpeningTimes) {
  const spec = (days: string[], opens: string, closes: string) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens,
    closes,
  })
  if (times.twentyfourseven || !times.regular_hours?.length)
    return [
      spec(
        weekdays.map((_, i) => day(i + 1)),
        '00:00',
        '23:59',
      ),
    ]
  return times.regular_hours
    .filter((h) => h.weekday >= 1 && h.weekday <= 7)
    .map((h) =>
      spec([day(h.weekday)], h.period_begin, h.period_end === '24:00' ? '23:59' : h.period_end),
    )
}

const property = (propertyID: string, name: string, value: string | number, unitCode?: string) => ({
  '@type': 'PropertyValue',
  propertyID,
  name,
  value,
  ...(unitCode ? { unitCode } : {}),
})

export function stationJsonLd(station: StationDetail, url: string, locale: Locale) {
  const connectors = station.details?.evses.flatMap((e) => e.connectors) ?? []
  const standards = [...new Set(connectors.map((c) => c.standard))]
  return {
    '@context': 'https://schema.org',
    '@type': 'Place',
    '@id': url,
    name: station.name,
    url,
    inLanguage: locale,
    address: {
      '@type': 'PostalAddress',
      streetAddress: station.address,
      addressLocality: station.city,
      ...(station.postalCode ? { postalCode: station.postalCode } : {}),
      addressCountry: station.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: station.lat, longitude: station.lng },
    ...(station.details
      ? { openingHoursSpecification: openingHoursSpecification(station.details.openingTimes) }
      : {}),
    publicAccess: openToAll.includes(station.type),
    additionalProperty: [
      ...(station.operator ? [property('operator', 'Operator', station.operator)] : []),
      ...(station.maxPowerKw > 0
        ? [property('maxPower', 'Maximum power', station.maxPowerKw, 'KWT')]
        : []),
      ...standards.map((standard) => {
        const kw = Math.max(
          ...connectors.filter((c) => c.standard === standard).map((c) => c.powerKw),
        )
        return property('connector', connectorNames[standard] ?? standard, kw, 'KWT')
      }),
    ],
  }
}
