import { describe, expect, it } from 'vitest'

import { sqlTable } from '@/lib/sql'

import { testPayload } from '../../../../tests/support/payload'

import { changesKey } from '../stations/version'
import { encodeToken } from './http'
import { ocpiLocation } from './ocpi.testing'
import {
  call,
  detail,
  later,
  pinsAround,
  secret,
  setUpTestReceiver,
  version,
} from './receiver.testing'

/** Who may push to the OCPI 2.2.1 Locations receiver, and what each push changes. */
setUpTestReceiver()

describe('OCPI receiver: access', () => {
  it('answers 401 without the token or with a wrong one, takes the base64 token and the raw one', async () => {
    expect((await call('locations', 'GET', 'NL/AAA/NOPE', undefined, {})).status).toBe(401)
    expect(
      (
        await call('locations', 'GET', 'NL/AAA/NOPE', undefined, {
          Authorization: `Token ${encodeToken('wrong')}`,
        })
      ).status,
    ).toBe(401)
    expect(
      (
        await call('locations', 'GET', 'NL/AAA/NOPE', undefined, {
          Authorization: 'Bearer receiver-secret',
        })
      ).status,
    ).toBe(401)
    expect(
      (
        await call('locations', 'GET', 'NL/AAA/NOPE', undefined, {
          Authorization: `Token ${secret}`,
        })
      ).body.status_code,
    ).toBe(2003)
    expect((await call('locations', 'GET', 'NL/AAA/NOPE')).body.status_code).toBe(2003)
  })

  it('is off (404) when OCPI_RECEIVER_TOKEN is unset', async () => {
    delete process.env.OCPI_RECEIVER_TOKEN
    try {
      expect((await call('locations', 'GET', 'NL/AAA/NOPE')).status).toBe(404)
    } finally {
      process.env.OCPI_RECEIVER_TOKEN = secret
    }
  })
})

describe('OCPI receiver: Locations, PUT and GET', () => {
  it('PUT stores a location (1000) that GET answers, the public API shows and the version announces', async () => {
    const before = await version()
    const put = await call(
      'locations',
      'PUT',
      'NL/AAA/LOC1',
      ocpiLocation('NL', 'AAA', 'LOC1', { lat: 52.3, lng: 4.9 }),
    )
    expect(put).toMatchObject({ status: 200, body: { status_code: 1000, data: null } })
    expect(put.body.timestamp).toMatch(/^\d{4}-/)
    const got = await call('locations', 'GET', 'NL/AAA/LOC1')
    expect(got.body).toMatchObject({
      status_code: 1000,
      data: {
        id: 'LOC1',
        country_code: 'NL',
        party_id: 'AAA',
        coordinates: { latitude: '52.300000' },
      },
    })
    expect((await call('locations', 'GET', 'NL/AAA/LOC1/LOC1-1/1')).body.data).toMatchObject({
      id: '1',
      standard: 'IEC_62196_T2',
    })
    expect(await pinsAround(52.3, 4.9)).toMatchObject([{ id: 'LOC1', status: 'free' }])
    expect(await version()).not.toBe(before)
  })

  it('a second party with the same location id is a second station', async () => {
    expect(
      (
        await call(
          'locations',
          'PUT',
          'BE/BBB/LOC1',
          ocpiLocation('BE', 'BBB', 'LOC1', { lat: 52.3, lng: 4.901 }),
        )
      ).body.status_code,
    ).toBe(1000)
    expect((await pinsAround(52.3, 4.9)).map((p) => p.id).sort()).toEqual(['BE-BBB-LOC1', 'LOC1'])
  })
})

describe('OCPI receiver: Locations, refusals', () => {
  it('refuses invalid data with 2001 naming the field, malformed JSON with 2001 and HTTP 400', async () => {
    const invalid = await call('locations', 'PUT', 'NL/AAA/LOC9', {
      ...ocpiLocation('NL', 'AAA', 'LOC9'),
      coordinates: { latitude: 'x', longitude: '4' },
    })
    expect(invalid).toMatchObject({
      status: 400,
      body: { status_code: 2001, status_message: expect.stringMatching(/coordinates/) },
    })
    const mismatch = await call(
      'locations',
      'PUT',
      'NL/AAA/LOC9',
      ocpiLocation('NL', 'AAA', 'OTHER'),
    )
    expect(mismatch.body).toMatchObject({
      status_code: 2001,
      status_message: expect.stringMatching(/^id:/),
    })
    const noLastUpdated = await call('locations', 'PUT', 'NL/AAA/LOC9', {
      ...ocpiLocation('NL', 'AAA', 'LOC9'),
      last_updated: undefined,
    })
    expect(noLastUpdated.body).toMatchObject({
      status_code: 2001,
      status_message: expect.stringMatching(/last_updated/),
    })
    const malformed = await call('locations', 'PUT', 'NL/AAA/LOC9', '{"id": "LOC9",')
    expect(malformed).toMatchObject({
      status: 400,
      body: { status_code: 2001, status_message: expect.stringMatching(/JSON/) },
    })
    expect((await call('locations', 'PATCH', 'NL/AAA/LOC1/LOC1-1', '[1,2]')).body.status_code).toBe(
      2001,
    )
    expect(
      (await call('locations', 'PATCH', 'NL/AAA/LOC1/LOC1-1', { status: 'CHARGING' })).body,
    ).toMatchObject({
      status_code: 2001,
      status_message: expect.stringMatching(/last_updated/),
    })
    expect(
      (
        await call('locations', 'PATCH', 'NL/AAA/LOC1/LOC1-1', {
          status: 'SLEEPING',
          last_updated: later(5),
        })
      ).body,
    ).toMatchObject({
      status_code: 2001,
      status_message: expect.stringMatching(/status/),
    })
    expect(
      (await call('locations', 'PUT', 'nl/AAA/LOC9', ocpiLocation('NL', 'AAA', 'LOC9'))).body,
    ).toMatchObject({
      status_code: 2001,
      status_message: expect.stringMatching(/country_code/),
    })
  })

  it('PATCH of an unknown location, EVSE or connector is 2003', async () => {
    const patch = { status: 'CHARGING', last_updated: later(10) }
    for (const path of [
      'NL/AAA/NOPE',
      'NL/AAA/NOPE/E1',
      'NL/AAA/LOC1/NOPE',
      'NL/AAA/LOC1/LOC1-1/9',
    ]) {
      expect(await call('locations', 'PATCH', path, patch)).toMatchObject({
        status: 404,
        body: { status_code: 2003 },
      })
    }
    expect(
      (await call('locations', 'PUT', 'NL/AAA/NOPE/E1', ocpiLocation('NL', 'AAA', 'X').evses[0]))
        .body.status_code,
    ).toBe(2003)
  })
})

describe('OCPI receiver: Locations, status updates', () => {
  it('PATCH of an EVSE status reaches the public pins within a second', async () => {
    const started = Date.now()
    const patched = await call('locations', 'PATCH', 'NL/AAA/LOC1/LOC1-1', {
      status: 'CHARGING',
      last_updated: later(60),
    })
    expect(patched.body.status_code).toBe(1000)
    let status = ''
    while (Date.now() - started < 1000) {
      status = (await pinsAround(52.3, 4.9)).find((p) => p.id === 'LOC1')?.status ?? ''
      if (status === 'occupied') break
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(status).toBe('occupied')
    expect(Date.now() - started).toBeLessThan(1000)
    expect((await detail('LOC1'))?.details?.evses[0]?.status).toBe('occupied')
  })

  it('ignores an update older than what is stored (1000, nothing changes)', async () => {
    const stale = await call('locations', 'PATCH', 'NL/AAA/LOC1/LOC1-1', {
      status: 'AVAILABLE',
      last_updated: later(30),
    })
    expect(stale.body).toMatchObject({
      status_code: 1000,
      status_message: expect.stringMatching(/older/),
    })
    expect((await call('locations', 'GET', 'NL/AAA/LOC1/LOC1-1')).body.data).toMatchObject({
      status: 'CHARGING',
    })
    const stalePut = await call('locations', 'PUT', 'NL/AAA/LOC1', {
      ...ocpiLocation('NL', 'AAA', 'LOC1', { lat: 10, lng: 10 }),
      last_updated: later(-60),
    })
    expect(stalePut.body.status_code).toBe(1000)
    expect((await call('locations', 'GET', 'NL/AAA/LOC1')).body.data).toMatchObject({
      coordinates: { latitude: '52.300000' },
    })
  })
})

describe('OCPI receiver: Locations, new EVSEs and changes made elsewhere', () => {
  it('PUT adds an EVSE and a connector; PATCH of a location changes its fields', async () => {
    const evse = {
      ...ocpiLocation('NL', 'AAA', 'LOC1').evses[0]!,
      uid: 'LOC1-2',
      status: 'OUTOFORDER',
      last_updated: later(70),
    }
    expect((await call('locations', 'PUT', 'NL/AAA/LOC1/LOC1-2', evse)).body.status_code).toBe(1000)
    const connector = {
      ...evse.connectors[0]!,
      id: '2',
      standard: 'CHADEMO',
      power_type: 'DC',
      format: 'CABLE',
      max_voltage: 500,
      max_amperage: 125,
      max_electric_power: 50000,
      last_updated: later(71),
    }
    expect(
      (await call('locations', 'PUT', 'NL/AAA/LOC1/LOC1-2/2', connector)).body.status_code,
    ).toBe(1000)
    expect((await call('locations', 'GET', 'NL/AAA/LOC1/LOC1-2')).body.data).toMatchObject({
      status: 'OUTOFORDER',
      connectors: [{ id: '1' }, { id: '2', standard: 'CHADEMO' }],
    })
    expect(
      (
        await call('locations', 'PATCH', 'NL/AAA/LOC1', {
          name: 'Gent Zuid',
          last_updated: later(80),
        })
      ).body.status_code,
    ).toBe(1000)
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'stations',
      where: { publicId: { equals: 'LOC1' } },
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({
      name: 'Gent Zuid',
      maxPowerKw: 50,
      connectorStandards: '|CHADEMO|IEC_62196_T2|',
    })
    expect(new Date(docs[0]!.lastUpdated!).toISOString()).toBe(later(80))
  })

  it('sees a change another process made (the shared counter, no hook in this process) within a second', async () => {
    const payload = await testPayload()
    const stations = sqlTable(payload, 'stations', ['publicId', 'statusSummary', 'updatedAt'])
    const state = sqlTable(payload, 'map-state', ['key', 'counter'])
    const { eq, sql } = await import('drizzle-orm')
    await stations.db
      .update(stations.table)
      .set({ statusSummary: 'repair', updatedAt: new Date().toISOString() })
      .where(eq(stations.table.publicId, 'BE-BBB-LOC1'))
    await state.db
      .update(state.table)
      .set({ counter: sql`${state.table.counter} + 1` })
      .where(eq(state.table.key, changesKey))
    const started = Date.now()
    let status = ''
    while (Date.now() - started < 1000 && status !== 'repair') {
      status = (await pinsAround(52.3, 4.9)).find((p) => p.id === 'BE-BBB-LOC1')?.status ?? ''
      if (status !== 'repair') await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(status).toBe('repair')
  })
})
