import type { Payload } from 'payload'

import type { Station } from '@/payload-types'

import { findStationByOcpiKey } from '../stations/identity'
import { locationFromStation, upsertLocation } from './importer'
import type { OcpiConnector, OcpiEvse, OcpiLocation } from '../stations/model'
import {
  parseOcpiDateTime,
  validateConnector,
  validateEvse,
  validateLocation,
} from '../stations/validation'
import { oneAtATime, ocpiInvalid, ocpiOk, ocpiUnknown, parseSegments, readOcpiObject } from './http'

/**
 * OCPI 2.2.1 Locations, receiver interface: a CPO's PUT, PATCH and GET of its locations, EVSEs and
 * connectors (`{country_code}/{party_id}/{location_id}[/{evse_uid}[/{connector_id}]]`). An update
 * older than the stored `last_updated` is acknowledged and ignored, so pushes arriving out of order
 * never go back in time. Status codes and rules: the map README, "OCPI receiver".
 */
const names = ['country_code', 'party_id', 'location_id', 'evse_uid', 'connector_id']

type Target = {
  countryCode: string
  partyId: string
  locationId: string
  evseUid?: string
  connectorId?: string
}

function target(
  path: string[] | undefined,
): { ok: true; t: Target } | { ok: false; response: Response } {
  const parsed = parseSegments(path, names, 3)
  if (!parsed.ok) return parsed
  const [countryCode, partyId, locationId, evseUid, connectorId] = parsed.values as [
    string,
    string,
    string,
    string?,
    string?,
  ]
  return { ok: true, t: { countryCode, partyId, locationId, evseUid, connectorId } }
}

/**
 * The target of a PUT or PATCH and the object sent, or the OCPI error answering a bad path or body.
 */
async function targetAndBody(
  path: string[] | undefined,
  request: Request,
): Promise<
  { ok: true; t: Target; body: Record<string, unknown> } | { ok: false; response: Response }
> {
  const parsed = target(path)
  if (!parsed.ok) return parsed
  const body = await readOcpiObject(request)
  if (!body.ok) return body
  return { ok: true, t: parsed.t, body: body.body }
}

const stationOf = (payload: Payload, t: Target) =>
  findStationByOcpiKey(payload, {
    countryCode: t.countryCode,
    partyId: t.partyId,
    ocpiId: t.locationId,
  })
const evsesOf = (s: Station) => (Array.isArray(s.evses) ? (s.evses as OcpiEvse[]) : [])
const later = (a: string | undefined | null, b: string | undefined | null) =>
  !a ? b : !b ? a : new Date(a) > new Date(b) ? a : b
const older = (incoming: string | undefined, stored: string | undefined | null) =>
  Boolean(incoming && stored && new Date(incoming) < new Date(stored))
const key = (t: Target) => `ocpi-location:${t.countryCode}/${t.partyId}/${t.locationId}`
const stale = () => ocpiOk(null, 'Ignored: last_updated is older than the stored object')

/**
 * The ids of the URL must match those of the body when the body has them; missing ones come from
 * the URL.
 */
function sameIds(
  body: Record<string, unknown>,
  ids: [field: string, value: string][],
): Response | null {
  for (const [field, value] of ids) {
    if (body[field] === undefined) body[field] = value
    else if (body[field] !== value)
      return ocpiInvalid(
        `${field}: ${JSON.stringify(body[field])} does not match the URL (${value})`,
      )
  }
  return null
}

/** Stores the station's EVSEs with the one at `at` replaced. */
const replaceEvse = (
  payload: Payload,
  station: Station,
  evses: OcpiEvse[],
  at: number,
  evse: OcpiEvse,
  lastUpdated: string | undefined,
) =>
  saveEvses(
    payload,
    station,
    evses.map((e, i) => (i === at ? evse : e)),
    lastUpdated,
  )

async function saveEvses(
  payload: Payload,
  station: Station,
  evses: OcpiEvse[],
  lastUpdated: string | undefined,
) {
  await payload.update({
    collection: 'stations',
    id: station.id,
    data: { evses, lastUpdated: later(lastUpdated, station.lastUpdated) ?? null },
    depth: 0,
    overrideAccess: true,
  })
}

export async function getLocationObject(
  payload: Payload,
  path: string[] | undefined,
): Promise<Response> {
  const parsed = target(path)
  if (!parsed.ok) return parsed.response
  const { t } = parsed
  const station = await stationOf(payload, t)
  if (!station) return ocpiUnknown(`Unknown location ${t.locationId}`)
  if (!t.evseUid) return ocpiOk(locationFromStation(station))
  const evse = evsesOf(station).find((e) => e.uid === t.evseUid)
  if (!evse) return ocpiUnknown(`Unknown EVSE ${t.evseUid}`)
  if (!t.connectorId) return ocpiOk(evse)
  const connector = evse.connectors.find((c) => c.id === t.connectorId)
  return connector ? ocpiOk(connector) : ocpiUnknown(`Unknown connector ${t.connectorId}`)
}

export async function putLocationObject(
  payload: Payload,
  request: Request,
  path: string[] | undefined,
): Promise<Response> {
  const sent = await targetAndBody(path, request)
  if (!sent.ok) return sent.response
  const { t, body: raw } = sent
  return oneAtATime(key(t), async () => {
    if (!t.evseUid) {
      const mismatch = sameIds(raw, [
        ['country_code', t.countryCode],
        ['party_id', t.partyId],
        ['id', t.locationId],
      ])
      if (mismatch) return mismatch
      const result = validateLocation(raw, { requireLastUpdated: true })
      if (!result.ok) return ocpiInvalid(result.errors.join('; '))
      const { result: outcome } = await upsertLocation(payload, result.value)
      return outcome === 'stale'
        ? stale()
        : ocpiOk(null, outcome === 'created' ? 'Location created' : 'Location stored')
    }
    const station = await stationOf(payload, t)
    if (!station) return ocpiUnknown(`Unknown location ${t.locationId}: push the location first`)
    const evses = evsesOf(station)
    const at = evses.findIndex((e) => e.uid === t.evseUid)
    if (!t.connectorId) {
      const mismatch = sameIds(raw, [['uid', t.evseUid]])
      if (mismatch) return mismatch
      const errors: string[] = []
      const evse = validateEvse(raw, 'evse', errors, { requireLastUpdated: true })
      if (!evse) return ocpiInvalid(errors.join('; '))
      if (at >= 0 && older(evse.last_updated, evses[at]!.last_updated)) return stale()
      const next = at >= 0 ? evses.map((e, i) => (i === at ? evse : e)) : [...evses, evse]
      await saveEvses(payload, station, next, evse.last_updated)
      return ocpiOk(null, at >= 0 ? 'EVSE stored' : 'EVSE created')
    }
    if (at < 0) return ocpiUnknown(`Unknown EVSE ${t.evseUid}: push the EVSE first`)
    const mismatch = sameIds(raw, [['id', t.connectorId]])
    if (mismatch) return mismatch
    const errors: string[] = []
    const connector = validateConnector(raw, 'connector', errors, { requireLastUpdated: true })
    if (!connector) return ocpiInvalid(errors.join('; '))
    const evse = evses[at]!
    const ci = evse.connectors.findIndex((c) => c.id === t.connectorId)
    if (ci >= 0 && older(connector.last_updated, evse.connectors[ci]!.last_updated)) return stale()
    const connectors =
      ci >= 0
        ? evse.connectors.map((c, i) => (i === ci ? connector : c))
        : [...evse.connectors, connector]
    const changed: OcpiEvse = {
      ...evse,
      connectors,
      last_updated: later(connector.last_updated, evse.last_updated) ?? undefined,
    }
    await replaceEvse(payload, station, evses, at, changed, connector.last_updated)
    return ocpiOk(null, ci >= 0 ? 'Connector stored' : 'Connector created')
  })
}

export async function patchLocationObject(
  payload: Payload,
  request: Request,
  path: string[] | undefined,
): Promise<Response> {
  const sent = await targetAndBody(path, request)
  if (!sent.ok) return sent.response
  const { t, body: patch } = sent
  if (patch.last_updated === undefined) return ocpiInvalid('last_updated: required in every PATCH')
  const lastUpdated = parseOcpiDateTime(patch.last_updated)?.toISOString()
  if (!lastUpdated) return ocpiInvalid('last_updated: DateTime (RFC 3339) expected')
  return oneAtATime(key(t), async () => {
    const station = await stationOf(payload, t)
    if (!station) return ocpiUnknown(`Unknown location ${t.locationId}`)
    if (!t.evseUid) {
      if (older(lastUpdated, station.lastUpdated)) return stale()
      for (const field of ['country_code', 'party_id', 'id'] as const) {
        if (patch[field] !== undefined && patch[field] !== locationFromStation(station)[field])
          return ocpiInvalid(`${field}: cannot be changed`)
      }
      const merged = { ...locationFromStation(station), ...patch, last_updated: lastUpdated }
      const result = validateLocation(merged, { requireLastUpdated: true })
      if (!result.ok) return ocpiInvalid(result.errors.join('; '))
      const { result: outcome } = await upsertLocation(payload, result.value)
      return outcome === 'stale' ? stale() : ocpiOk(null, 'Location updated')
    }
    const evses = evsesOf(station)
    const at = evses.findIndex((e) => e.uid === t.evseUid)
    if (at < 0) return ocpiUnknown(`Unknown EVSE ${t.evseUid}`)
    const evse = evses[at]!
    if (!t.connectorId) {
      if (older(lastUpdated, evse.last_updated)) return stale()
      if (patch.uid !== undefined && patch.uid !== evse.uid)
        return ocpiInvalid('uid: cannot be changed')
      const errors: string[] = []
      const next = validateEvse({ ...evse, ...patch, last_updated: lastUpdated }, 'evse', errors)
      if (!next) return ocpiInvalid(errors.join('; '))
      await replaceEvse(payload, station, evses, at, next, lastUpdated)
      return ocpiOk(null, 'EVSE updated')
    }
    const ci = evse.connectors.findIndex((c) => c.id === t.connectorId)
    if (ci < 0) return ocpiUnknown(`Unknown connector ${t.connectorId}`)
    const current = evse.connectors[ci]!
    if (older(lastUpdated, current.last_updated)) return stale()
    if (patch.id !== undefined && patch.id !== current.id)
      return ocpiInvalid('id: cannot be changed')
    const errors: string[] = []
    const connector = validateConnector(
      { ...current, ...patch, last_updated: lastUpdated },
      'connector',
      errors,
    )
    if (!connector) return ocpiInvalid(errors.join('; '))
    const changed: OcpiEvse = {
      ...evse,
      connectors: evse.connectors.map((c, i) => (i === ci ? (connector as OcpiConnector) : c)),
      last_updated: later(lastUpdated, evse.last_updated) ?? undefined,
    }
    await replaceEvse(payload, station, evses, at, changed, lastUpdated)
    return ocpiOk(null, 'Connector updated')
  })
}

export type { OcpiLocation }
