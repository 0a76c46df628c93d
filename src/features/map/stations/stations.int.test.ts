import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { testPayload } from '../../../../tests/support/payload'

import { importOcpiLocations, readOcpiSource } from '../ocpi/importer'
import {
  findConnector,
  findStationByIdentity,
  findStationDetail,
  findStations,
  resetStationPins,
} from '../queries'
import { seedStations } from '../seed'

const fixture = (name: string) => path.resolve(import.meta.dirname, '../ocpi/fixtures', name)
const all = { power: [], connector: [], status: [], type: [] }

describe('OCPI importer', () => {
  it('imports a valid OCPI Locations response and derives the filter columns', async () => {
    resetStationPins()
    const payload = await testPayload()
    const report = await importOcpiLocations(
      payload,
      await readOcpiSource(fixture('locations-valid.json')),
    )
    expect(report).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: [] })
    const lisboa = await findStationByIdentity(payload, 'PT-ABC-LIS-0001')
    expect(lisboa).toMatchObject({
      city: 'Lisboa',
      latitude: 38.7234,
      longitude: -9.1617,
      maxPowerKw: 150,
      powerBand: '120+',
      statusSummary: 'free',
      currency: 'EUR',
    })
    expect(lisboa?.connectorStandards).toBe('|IEC_62196_T2|IEC_62196_T2_COMBO|')
    // Re-import matches on the OCPI triple: nothing changed, nothing written.
    expect(
      await importOcpiLocations(
        payload,
        JSON.parse(await readFile(fixture('locations-valid.json'), 'utf8')),
      ),
    ).toEqual({ created: 0, updated: 0, unchanged: 2, rejected: [] })
  })

  it('keeps good records of a broken file and reports the bad ones', async () => {
    const payload = await testPayload()
    const report = await importOcpiLocations(
      payload,
      await readOcpiSource(fixture('locations-broken.json')),
    )
    expect(report.created).toBe(1)
    expect(report.rejected.map((r) => r.index)).toEqual([1, 2, 3, 4])
    expect(report.rejected[0]!.errors.join()).toMatch(/coordinates/)
    expect(report.rejected[1]!.errors.join()).toMatch(/time_zone/)
    expect(report.rejected[1]!.errors.join()).toMatch(/standard/)
    expect(report.rejected[3]!.errors.join()).toMatch(/duplicate/)
    expect(await importOcpiLocations(payload, { nothing: true })).toMatchObject({
      created: 0,
      rejected: [{ index: -1 }],
    })
  })

  it('rejects invalid EVSE JSON typed into the back office', async () => {
    const payload = await testPayload()
    await expect(
      payload.create({
        collection: 'stations',
        data: {
          ocpiId: 'UA-VLT-BAD-1',
          countryCode: 'UA',
          partyId: 'VLT',
          name: 'x',
          address: 'x',
          city: 'x',
          country: 'UKR',
          latitude: 50,
          longitude: 30,
          timeZone: 'Europe/Kyiv',
          type: 'public',
          currency: 'UAH',
          evses: [{ uid: '1', status: 'NOPE', connectors: [] }],
        },
      }),
    ).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'evses', message: expect.stringMatching(/choose a status/) }] },
    })
  })
})

describe('stations in a bounding box', () => {
  it('filters by box, power, connector, status and type on this database', async () => {
    const payload = await testPayload()
    const lisbonBox = {
      ...all,
      bbox: [-9.3, 38.6, -9.0, 38.8] as [number, number, number, number],
      zoom: 14,
    }
    const inLisbon = await findStations(payload, lisbonBox)
    expect(inLisbon.items.map((i) => i.id)).toEqual(['PT-ABC-LIS-0001'])
    expect((await findStations(payload, { ...lisbonBox, power: ['11-22'] })).total).toBe(0)
    expect(
      (
        await findStations(payload, {
          ...lisbonBox,
          power: ['120+'],
          connector: ['IEC_62196_T2_COMBO'],
          status: ['free'],
          type: ['paidByTariff'],
        })
      ).total,
    ).toBe(1)
    expect((await findStations(payload, { ...lisbonBox, connector: ['CHADEMO'] })).total).toBe(0)
    expect((await findStations(payload, { ...lisbonBox, status: ['repair'] })).total).toBe(0)
    const kyiv = await findStations(payload, {
      ...all,
      bbox: [30, 50, 31, 51],
      zoom: 14,
      status: ['repair'],
      type: ['public'],
    })
    expect(kyiv.items).toMatchObject([
      { kind: 'station', id: 'UA-ABC-KYI-0001', appOnly: true, band: '50+' },
    ])
  })

  it('sees edits at once (hooks) and hides unpublished stations', async () => {
    const payload = await testPayload()
    const station = (await findStationByIdentity(payload, 'MY-ABC-KUL-0001'))!
    const box = { ...all, bbox: [101, 3, 102, 4] as [number, number, number, number], zoom: 14 }
    expect((await findStations(payload, { ...box, status: ['occupied'] })).total).toBe(1)
    await payload.update({ collection: 'stations', id: station.id, data: { publish: false } })
    expect((await findStations(payload, box)).total).toBe(0)
    expect(await findStationByIdentity(payload, 'MY-ABC-KUL-0001')).toBeNull()
  })

  it('clusters thousands of seeded stations into a small response', async () => {
    const payload = await testPayload()
    await seedStations(payload, 5000)
    const ukraine = await findStations(payload, { ...all, bbox: [22, 44, 41, 53], zoom: 5 })
    expect(ukraine.clustered).toBe(true)
    expect(ukraine.total).toBeGreaterThan(1500)
    expect(ukraine.items.length).toBeLessThan(200)
    const free = await findStations(payload, {
      ...all,
      bbox: [22, 44, 41, 53],
      zoom: 5,
      status: ['free'],
    })
    expect(free.total).toBeLessThan(ukraine.total)
  })
})

describe('station detail and payment lookups', () => {
  it('finds a station by location id or EVSE uid, and its connector with tariff', async () => {
    const payload = await testPayload()
    const byEvse = await findStationByIdentity(payload, 'PT-ABC-LIS-0001-2')
    expect(byEvse?.ocpiId).toBe('PT-ABC-LIS-0001')
    expect(findConnector(byEvse!, 'PT-ABC-LIS-0001-1:1')).toMatchObject({
      powerKw: 150,
      tariffPerKwh: 0.55,
      currency: 'EUR',
    })
    expect(findConnector(byEvse!, 'PT-ABC-LIS-0001-2')).toMatchObject({
      powerKw: 22,
      tariffPerKwh: 0.32,
    })
    expect(findConnector(byEvse!, '9')).toBeNull()
    expect(await findStationByIdentity(payload, 'nope')).toBeNull()
  })

  it('hides what the app keeps for its users', async () => {
    const payload = await testPayload()
    const open = await findStationDetail(payload, 'PT-ABC-LIS-0001')
    expect(open?.details?.evses).toHaveLength(2)
    expect(open?.postalCode).toBe('1070-103')
    const appOnly = await findStationDetail(payload, 'UA-ABC-KYI-0001')
    expect(appOnly).toMatchObject({ appUsersOnly: true, postalCode: '03150' })
    expect(appOnly?.details).toBeUndefined()
  })

  it('keeps the comments count of a station', async () => {
    const payload = await testPayload()
    const station = (await findStationByIdentity(payload, 'PT-ABC-LIS-0001'))!
    const comment = await payload.create({
      collection: 'station-comments',
      data: { station: station.id, authorName: 'Inês R.', body: 'Quick and easy.', approved: true },
    })
    await payload.create({
      collection: 'station-comments',
      data: { station: station.id, authorName: 'Rui C.', body: 'Worked fine.', approved: true },
    })
    expect((await findStationDetail(payload, 'PT-ABC-LIS-0001'))?.details?.commentsCount).toBe(2)
    await payload.delete({ collection: 'station-comments', id: comment.id })
    expect((await findStationDetail(payload, 'PT-ABC-LIS-0001'))?.details?.commentsCount).toBe(1)
  })
})
