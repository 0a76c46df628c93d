import path from 'node:path'

import { beforeAll } from 'vitest'

import { testPayload } from '../../../tests/support/payload'

import { importOcpiLocations, readOcpiSource } from '@/features/map/ocpi/importer'
import { resetStationPins } from '@/features/map/queries'

import type { PaymentProvider } from './provider'
import { testProvider } from './testProvider'

/**
 * For the payments' integration tests: the map's fixture stations imported before the file's tests
 * (a payable connector in Lisbon, an app-only one in Kyiv), and a driver's form with its own
 * idempotency key per number. (Test support; never imported by the site.)
 */
export const origin = 'http://localhost:3000'
export const key = (n: number) => `idem-${n}-${'x'.repeat(20)}`
export const form = (n: number, extra: Record<string, unknown> = {}) => ({
  station: 'PT-ABC-LIS-0001',
  connector: 'PT-ABC-LIS-0001-2:1',
  amount: '20',
  email: 'driver@example.com',
  idempotencyKey: key(n),
  locale: 'pt',
  ...extra,
})
export const provider: PaymentProvider = testProvider()

export function withFixtureStations() {
  beforeAll(async () => {
    resetStationPins()
    const payload = await testPayload()
    await importOcpiLocations(
      payload,
      await readOcpiSource(
        path.resolve(import.meta.dirname, '../map/ocpi/fixtures/locations-valid.json'),
      ),
    )
  })
}
