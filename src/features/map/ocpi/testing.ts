/**
 * OCPI objects for tests: a valid 2.2.1 Location of any party, with one EVSE and one connector.
 * (Test support, kept beside the module it exercises; never imported by the site.)
 */
export function ocpiLocation(cc: string, party: string, id: string, options: { lat?: number; lng?: number; status?: string; lastUpdated?: string; tariffIds?: string[] } = {}) {
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
    coordinates: { latitude: (options.lat ?? 52.1).toFixed(6), longitude: (options.lng ?? 5.1).toFixed(6) },
    time_zone: 'Europe/Amsterdam',
    evses: [
      {
        uid: `${id}-1`,
        status: options.status ?? 'AVAILABLE',
        connectors: [
          {
            id: '1',
            standard: 'IEC_62196_T2',
            format: 'SOCKET',
            power_type: 'AC_3_PHASE',
            max_voltage: 400,
            max_amperage: 32,
            max_electric_power: 22000,
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

export function ocpiTariff(cc: string, party: string, id: string, lastUpdated = '2026-11-01T10:00:00Z') {
  return {
    country_code: cc,
    party_id: party,
    id,
    currency: 'EUR',
    type: 'AD_HOC_PAYMENT',
    elements: [
      {
        price_components: [
          { type: 'FLAT', price: 1, vat: 21, step_size: 1 },
          { type: 'ENERGY', price: 0.4, vat: 21, step_size: 1 },
          { type: 'TIME', price: 1.8, vat: 21, step_size: 60 },
        ],
      },
      { price_components: [{ type: 'PARKING_TIME', price: 6, vat: 21, step_size: 60 }], restrictions: { min_duration: 7200 } },
    ],
    last_updated: lastUpdated,
  }
}
