import { describe, expect, it } from 'vitest'

import { asUser, testPayload } from '../../../../tests/support/payload'
import { evsesOf } from '../stations/identity'

/** A station as the back office's EVSE editor saves it: connectors with the tariff ids typed in. */
const station = (evses: unknown[]) => ({
  ocpiId: 'UA-VLT-TARIFFS-1',
  countryCode: 'UA',
  partyId: 'VLT',
  name: 'Tariff depot',
  address: 'Khreshchatyk 1',
  city: 'Kyiv',
  country: 'UKR',
  latitude: 50.45,
  longitude: 30.52,
  timeZone: 'Europe/Kyiv',
  type: 'paidByTariff' as const,
  currency: 'UAH' as const,
  evses: evses as never,
})

const connector = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  standard: 'IEC_62196_T2',
  format: 'SOCKET',
  power_type: 'AC_3_PHASE',
  max_voltage: 400,
  max_amperage: 32,
  ...extra,
})

describe('connector tariffs saved from the back office', () => {
  it('keep their tariff ids through validation, later edits of other fields, and an edit of the ids', async () => {
    const payload = await testPayload()
    const editor = asUser(['editor'])
    const created = await payload.create({
      collection: 'stations',
      data: station([
        {
          uid: 'E1',
          status: 'AVAILABLE',
          connectors: [connector('1', { tariff_ids: ['T-DAY', 'T-NIGHT'] }), connector('2')],
        },
      ]),
      ...editor,
    })
    const tariffIds = async () =>
      evsesOf(await payload.findByID({ collection: 'stations', id: created.id, depth: 0 })).flatMap(
        (e) => e.connectors.map((c) => c.tariff_ids),
      )
    expect(await tariffIds()).toEqual([['T-DAY', 'T-NIGHT'], undefined])

    await payload.update({
      collection: 'stations',
      id: created.id,
      data: { name: 'Tariff depot (renamed)' },
      ...editor,
    })
    expect(await tariffIds()).toEqual([['T-DAY', 'T-NIGHT'], undefined])

    await payload.update({
      collection: 'stations',
      id: created.id,
      data: {
        evses: [
          {
            uid: 'E1',
            status: 'AVAILABLE',
            connectors: [
              connector('1', { tariff_ids: ['T-DAY'] }),
              connector('2', { tariff_ids: ['T-FLAT'] }),
            ],
          },
        ] as never,
      },
      ...editor,
    })
    expect(await tariffIds()).toEqual([['T-DAY'], ['T-FLAT']])

    // What the validation refuses is refused, not silently dropped.
    await expect(
      payload.update({
        collection: 'stations',
        id: created.id,
        data: {
          evses: [
            {
              uid: 'E1',
              status: 'AVAILABLE',
              connectors: [connector('1', { tariff_ids: 'T-DAY' })],
            },
          ] as never,
        },
        ...editor,
      }),
    ).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'evses', message: expect.stringMatching(/tariff ids/) }] },
    })
    expect(await tariffIds()).toEqual([['T-DAY'], ['T-FLAT']])
  })
})
