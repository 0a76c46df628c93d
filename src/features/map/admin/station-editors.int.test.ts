import { describe, expect, it } from 'vitest'

import { testPayload } from '../../../../tests/support/payload'

const station = {
  ocpiId: 'UA-VLT-EDIT-1',
  countryCode: 'UA',
  partyId: 'VLT',
  name: 'Editors test',
  address: 'Street 1',
  city: 'Kyiv',
  country: 'UKR',
  latitude: 50.45,
  longitude: 30.52,
  timeZone: 'Europe/Kyiv',
  type: 'public' as const,
  currency: 'UAH' as const,
  evses: [
    {
      uid: 'E1',
      status: 'AVAILABLE',
      connectors: [
        {
          id: '1',
          standard: 'IEC_62196_T2',
          format: 'SOCKET',
          power_type: 'AC_3_PHASE',
          max_voltage: 400,
          max_amperage: 32,
        },
      ],
    },
  ],
}
const connector = station.evses[0]!.connectors[0]!
const period = { weekday: 1, period_begin: '08:00', period_end: '20:00' }
const { max_voltage: _voltage, ...withoutVoltage } = connector

/**
 * What the structured editors can send when a person empties or half-fills them, with the field
 * that must be named and the plain message it must carry.
 */
const cases: { what: string; data: Record<string, unknown>; path: string; message: RegExp }[] = [
  {
    what: 'a cleared closing time',
    data: {
      openingTimes: { twentyfourseven: false, regular_hours: [{ ...period, period_end: '' }] },
    },
    path: 'openingTimes',
    message: /^Period 1: enter a closing time \(HH:MM\)\.$/,
  },
  {
    what: 'a cleared opening time',
    data: {
      openingTimes: {
        twentyfourseven: false,
        regular_hours: [period, { ...period, period_begin: '' }],
      },
    },
    path: 'openingTimes',
    message: /^Period 2: enter an opening time/,
  },
  {
    what: 'no day',
    data: { openingTimes: { twentyfourseven: false, regular_hours: [{ ...period, weekday: 0 }] } },
    path: 'openingTimes',
    message: /^Period 1: choose a day\.$/,
  },
  {
    what: 'not 24/7 and no periods',
    data: { openingTimes: { twentyfourseven: false, regular_hours: [] } },
    path: 'openingTimes',
    message: /Add at least one opening period/,
  },
  {
    what: 'an emptied EVSE UID',
    data: { evses: [{ ...station.evses[0], uid: '' }] },
    path: 'evses',
    message: /^EVSE 1: enter its UID/,
  },
  {
    what: 'an EVSE without a status',
    data: { evses: [{ ...station.evses[0], status: '' }] },
    path: 'evses',
    message: /^EVSE 1: choose a status\.$/,
  },
  {
    what: 'an EVSE without connectors',
    data: { evses: [{ ...station.evses[0], connectors: [] }] },
    path: 'evses',
    message: /^EVSE 1: add at least one connector\.$/,
  },
  {
    what: 'two EVSEs with one UID',
    data: { evses: [station.evses[0], station.evses[0]] },
    path: 'evses',
    message: /^EVSE 2: E1 is used twice\./,
  },
  {
    what: 'a connector with its voltage cleared and no standard',
    data: {
      evses: [{ ...station.evses[0], connectors: [{ ...withoutVoltage, standard: '' }] }],
    },
    path: 'evses',
    message: /^EVSE 1, connector 1: choose a standard\. EVSE 1, connector 1: enter the voltage/,
  },
  {
    what: 'a connector with an emptied id',
    data: { evses: [{ ...station.evses[0], connectors: [{ ...connector, id: '' }] }] },
    path: 'evses',
    message: /^EVSE 1, connector 1: enter its id/,
  },
  {
    what: 'a negative price',
    data: { evses: [{ ...station.evses[0], connectors: [{ ...connector, tariff_per_kwh: -1 }] }] },
    path: 'evses',
    message: /price per kWh is a number from 0 to 1000/,
  },
  {
    what: 'an unknown facility',
    data: { facilities: ['MALL', 'CASINO'] },
    path: 'facilities',
    message: /^Choose facilities from the list\.$/,
  },
]

describe('the station editors answer a slip with a field message, never a server error', () => {
  it.each(cases)('$what', async ({ data, path, message }) => {
    const payload = await testPayload()
    const existing = await payload.find({
      collection: 'stations',
      where: { ocpiId: { equals: station.ocpiId } },
      limit: 1,
    })
    const id =
      existing.docs[0]?.id ?? (await payload.create({ collection: 'stations', data: station })).id
    const error = await payload
      .update({ collection: 'stations', id, data })
      .then(() => undefined)
      .catch((e: unknown) => e as { name?: string; status?: number; data?: { errors?: unknown[] } })
    expect(error?.name).toBe('ValidationError')
    expect(error?.status).toBe(400)
    expect(error?.data?.errors).toEqual([
      expect.objectContaining({ path, message: expect.stringMatching(message) }),
    ])
  })

  it('keeps saving a complete value, normalised', async () => {
    const payload = await testPayload()
    const created = await payload.create({
      collection: 'stations',
      data: { ...station, ocpiId: 'UA-VLT-EDIT-2' },
    })
    const saved = await payload.update({
      collection: 'stations',
      id: created.id,
      data: {
        openingTimes: { twentyfourseven: false, regular_hours: [{ ...period, extra: 1 }] },
        facilities: ['WIFI'],
      },
    })
    expect(saved.openingTimes).toEqual({ twentyfourseven: false, regular_hours: [period] })
    expect(saved.facilities).toEqual(['WIFI'])
  })
})
