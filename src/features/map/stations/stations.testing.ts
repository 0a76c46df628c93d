import path from 'node:path'

import type { Payload } from 'payload'

import { importOcpiLocations, readOcpiSource } from '../ocpi/importer'

/**
 * Stations for the integration tests of comments and place search: the OCPI fixture's (Lisbon,
 * Porto, …) and three in Setúbal, one of them for app users only.
 */
export async function createTestStations(payload: Payload): Promise<void> {
  await importOcpiLocations(
    payload,
    await readOcpiSource(
      path.resolve(import.meta.dirname, '../ocpi/fixtures/locations-valid.json'),
    ),
  )
  const base = {
    countryCode: 'PT',
    partyId: 'VLT',
    country: 'PRT',
    timeZone: 'Europe/Lisbon',
    type: 'public',
    currency: 'EUR',
    evses: [],
  }
  await payload.create({
    collection: 'stations',
    data: {
      ...base,
      ocpiId: 'PT-VLT-SET-0001',
      name: 'Setúbal Mercado',
      address: 'Avenida Luísa Todi, 12',
      city: 'Setúbal',
      latitude: 38.5244,
      longitude: -8.8882,
    } as never,
  })
  await payload.create({
    collection: 'stations',
    data: {
      ...base,
      ocpiId: 'PT-VLT-SET-0002',
      name: 'Setúbal Doca',
      address: 'Avenida Luísa Todi, 80',
      city: 'Setúbal',
      latitude: 38.52,
      longitude: -8.9,
    } as never,
  })
  await payload.create({
    collection: 'stations',
    data: {
      ...base,
      ocpiId: 'PT-VLT-SET-0003',
      name: 'Setúbal App',
      address: 'Rua Direita, 3',
      city: 'Setúbal',
      latitude: 38.53,
      longitude: -8.88,
      appUsersOnly: true,
    } as never,
  })
}
