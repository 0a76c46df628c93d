import { beforeAll, describe, expect, it } from 'vitest'

import { ocpiLocation, ocpiTariff } from './ocpi.testing'
import { call, detail, later, setUpTestReceiver, version } from './receiver.testing'

/** The OCPI 2.2.1 Tariffs receiver, and the connector price it gives a location that names it. */
setUpTestReceiver()

beforeAll(async () => {
  const put = await call(
    'locations',
    'PUT',
    'NL/AAA/LOC1',
    ocpiLocation('NL', 'AAA', 'LOC1', { lat: 52.3, lng: 4.9 }),
  )
  if (put.body.status_code !== 1000) throw new Error(`location refused: ${put.body.status_message}`)
})

describe('OCPI receiver: Tariffs', () => {
  it('PUT, GET, stale PUT ignored, DELETE; the connector price follows; unknown is 2003', async () => {
    await call('locations', 'PATCH', 'NL/AAA/LOC1/LOC1-1/1', {
      tariff_ids: ['T1'],
      last_updated: later(90),
    })
    expect((await detail('LOC1'))?.details?.evses[0]?.connectors[0]?.price).toBeNull()
    const before = await version()
    expect(
      (await call('tariffs', 'PUT', 'NL/AAA/T1', ocpiTariff('NL', 'AAA', 'T1', later(100)))).body
        .status_code,
    ).toBe(1000)
    expect(await version()).not.toBe(before)
    expect((await call('tariffs', 'GET', 'NL/AAA/T1')).body).toMatchObject({
      status_code: 1000,
      data: {
        id: 'T1',
        currency: 'EUR',
        elements: [
          { price_components: [{ type: 'FLAT' }, { type: 'ENERGY' }, { type: 'TIME' }] },
          {},
        ],
      },
    })
    expect((await detail('LOC1'))?.details?.evses[0]?.connectors[0]?.price).toMatchObject({
      currency: 'EUR',
      perKwh: 0.484,
      startFee: 1.21,
      perMinute: 0.0363,
      idlePerMinute: 0.121,
      vatPercent: 21,
      includesVat: true,
    })
    const older = { ...ocpiTariff('NL', 'AAA', 'T1', later(50)), currency: 'USD' }
    expect((await call('tariffs', 'PUT', 'NL/AAA/T1', older)).body).toMatchObject({
      status_code: 1000,
      status_message: expect.stringMatching(/older/),
    })
    expect((await call('tariffs', 'GET', 'NL/AAA/T1')).body.data).toMatchObject({ currency: 'EUR' })
    expect(
      (
        await call('tariffs', 'PUT', 'NL/AAA/T2', {
          ...ocpiTariff('NL', 'AAA', 'T2'),
          elements: [{ price_components: [{ type: 'ENERGY', price: -1, step_size: 1 }] }],
        })
      ).body,
    ).toMatchObject({
      status_code: 2001,
      status_message: expect.stringMatching(/elements\[0\]\.price_components\[0\]\.price/),
    })
    expect((await call('tariffs', 'DELETE', 'NL/AAA/T1')).body.status_code).toBe(1000)
    expect((await call('tariffs', 'GET', 'NL/AAA/T1')).body.status_code).toBe(2003)
    expect((await call('tariffs', 'DELETE', 'NL/AAA/T1')).body.status_code).toBe(2003)
    expect((await detail('LOC1'))?.details?.evses[0]?.connectors[0]?.price).toBeNull()
  })
})
