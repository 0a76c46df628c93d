import { type2Socket22kW } from '../stations/model'
import { priceComponent } from '../tariffs/model'

/**
 * OCPI objects for tests: a valid 2.2.1 Location of any party, with one EVSE and one connector.
 * (Test support, kept beside the module it exercises; never imported by the site.)
 */
export function ocpiLocation(
  cc: string,
  party: string,
  id: string,
  options: {
    lat?: number
    lng?: number
    status?: string
    lastUpdated?: string
    tariffIds?: string[]
  } = {},
) {
  const lastUpdated = options.lastUpdated ?? '2026-11-01T10:00:00Z'
  return {
    country_code: cc,
    party_id: party,
    id,
    publish: true,
    name: `${party} ${id}`,
    address: 'Main street 1',
    city: 'Testville',
    postal_code: '1000',
    country: cc === 'NL' ? 'NLD' : cc === 'BE' ? 'BEL' : 'PRT',
    coordinates: {
      latitude: (options.lat ?? 52.1).toFixed(6),
      longitude: (options.lng ?? 5.1).toFixed(6),
    },
    time_zone: 'Europe/Amsterdam',
    evses: [
      {
        uid: `${id}-1`,
        status: options.status ?? 'AVAILABLE',
        connectors: [
          {
            id: '1',
            ...type2Socket22kW,
            ...(options.tariffIds ? { tariff_ids: options.tariffIds } : {}),
            last_updated: lastUpdated,
          },
        ],
        last_updated: lastUpdated,
      },
    ],
    last_updated: lastUpdated,
  }
}

export function ocpiTariff(
  cc: string,
  party: string,
  id: string,
  lastUpdated = '2026-11-01T10:00:00Z',
) {
  return {
    country_code: cc,
    party_id: party,
    id,
    currency: 'EUR',
    type: 'AD_HOC_PAYMENT',
    elements: [
      {
        price_components: [
          priceComponent('FLAT', 1, 21, 1),
          priceComponent('ENERGY', 0.4, 21, 1),
          priceComponent('TIME', 1.8, 21, 60),
        ],
      },
      {
        price_components: [priceComponent('PARKING_TIME', 6, 21, 60)],
        restrictions: { min_duration: 7200 },
      },
    ],
    last_updated: lastUpdated,
  }
}
