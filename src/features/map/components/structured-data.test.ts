import { describe, expect, it } from 'vitest'

import type { StationDetail } from '../station-detail/detail'
import { openingHoursSpecification, stationJsonLd } from './structured-data'

const station: StationDetail = {
  id: 'PT-LIS-1',
  name: 'Lisboa Parque',
  address: 'Rua Augusta 1',
  city: 'Lisboa',
  postalCode: '1100-048',
  country: 'PRT',
  lat: 38.7101,
  lng: -9.1365,
  type: 'public',
  powerBand: '50+',
  maxPowerKw: 50,
  appUsersOnly: false,
  operator: 'Voltra Charging',
  facilities: [],
  timeZone: 'Europe/Lisbon',
  details: {
    status: 'free',
    openingTimes: {
      twentyfourseven: false,
      regular_hours: [
        { weekday: 1, period_begin: '08:00', period_end: '20:00' },
        { weekday: 7, period_begin: '10:00', period_end: '24:00' },
      ],
    },
    open: { allDay: true },
    commentsCount: 0,
    currency: 'EUR',
    evses: [
      {
        uid: 'E1',
        status: 'free',
        connectors: [
          {
            id: '1',
            standard: 'IEC_62196_T2_COMBO',
            format: 'CABLE',
            powerType: 'DC',
            powerKw: 50,
            tariffPerKwh: null,
            price: null,
          },
          {
            id: '2',
            standard: 'IEC_62196_T2',
            format: 'SOCKET',
            powerType: 'AC_3_PHASE',
            powerKw: 22,
            tariffPerKwh: null,
            price: null,
          },
        ],
      },
    ],
  },
}

describe('station structured data', () => {
  it('is a Place with address, coordinates, hours by weekday, operator, connectors and power', () => {
    const url = 'https://voltra.example/pt/location/PT-LIS-1'
    const ld = stationJsonLd(station, url, 'pt')
    expect(ld).toMatchObject({
      '@type': 'Place',
      '@id': url,
      name: 'Lisboa Parque',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Rua Augusta 1',
        postalCode: '1100-048',
        addressCountry: 'PRT',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 38.7101, longitude: -9.1365 },
      publicAccess: true,
      openingHoursSpecification: [
        { dayOfWeek: ['https://schema.org/Monday'], opens: '08:00', closes: '20:00' },
        { dayOfWeek: ['https://schema.org/Sunday'], opens: '10:00', closes: '23:59' },
      ],
    })
    expect(ld.additionalProperty).toEqual([
      {
        '@type': 'PropertyValue',
        propertyID: 'operator',
        name: 'Operator',
        value: 'Voltra Charging',
      },
      {
        '@type': 'PropertyValue',
        propertyID: 'maxPower',
        name: 'Maximum power',
        value: 50,
        unitCode: 'KWT',
      },
      {
        '@type': 'PropertyValue',
        propertyID: 'connector',
        name: 'CCS2',
        value: 50,
        unitCode: 'KWT',
      },
      {
        '@type': 'PropertyValue',
        propertyID: 'connector',
        name: 'Type 2',
        value: 22,
        unitCode: 'KWT',
      },
    ])
  })

  it('says every day, the whole day, for a station open around the clock', () => {
    const [spec] = openingHoursSpecification({ twentyfourseven: true })
    expect(spec!.dayOfWeek).toHaveLength(7)
    expect(spec).toMatchObject({ opens: '00:00', closes: '23:59' })
  })

  it('gives an app-users-only station no hours and no connectors, as its page shows none', () => {
    const ld = stationJsonLd(
      { ...station, appUsersOnly: true, details: undefined },
      'https://x.example/en/location/1',
      'en',
    )
    expect(ld).not.toHaveProperty('openingHoursSpecification')
    expect(ld.additionalProperty.map((p) => p.propertyID)).toEqual(['operator', 'maxPower'])
  })
})
