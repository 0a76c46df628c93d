import type { Payload, PayloadRequest, Where } from 'payload'

import type { Station } from '@/payload-types'

import { connectorPowerKw, type OcpiConnector, type OcpiEvse } from './model'

/**
 * Who a station is. OCPI identifies a location by country code + party id + location id (two CPOs
 * may both have `LOC1`); the site gives each station one public id for links, QR codes and the
 * public API: the OCPI location id itself, or `{country}-{party}-{id}` when another party already
 * uses that id. It is assigned when the station is created and never changes, so existing links
 * keep working.
 */
export async function assignPublicId(
  payload: Payload,
  s: { ocpiId: string; countryCode: string; partyId: string },
  req?: Partial<PayloadRequest>,
): Promise<string> {
  const taken = async (id: string) =>
    (
      await payload.count({
        collection: 'stations',
        where: { publicId: { equals: id } },
        overrideAccess: true,
        req: req as PayloadRequest,
      })
    ).totalDocs > 0
  const candidates = [s.ocpiId, `${s.countryCode}-${s.partyId}-${s.ocpiId}`]
  for (const id of candidates) if (id.length <= 64 && !(await taken(id))) return id
  for (let n = 2; ; n++) {
    const id = `${s.countryCode}-${s.partyId}-${s.ocpiId}`.slice(0, 58) + `-${n}`
    if (!(await taken(id))) return id
  }
}

/**
 * The station of an OCPI triple (published or not), for the importer, the pull and the receiver.
 */
export async function findStationByOcpiKey(
  payload: Payload,
  key: { countryCode: string; partyId: string; ocpiId: string },
): Promise<Station | null> {
  const where: Where = {
    and: [
      { countryCode: { equals: key.countryCode } },
      { partyId: { equals: key.partyId } },
      { ocpiId: { equals: key.ocpiId } },
    ],
  }
  const { docs } = await payload.find({
    collection: 'stations',
    where,
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

const published = (where: Where): Where => ({ and: [{ publish: { equals: true } }, where] })

async function findOne(payload: Payload, where: Where): Promise<Station | null> {
  const { docs } = await payload.find({
    collection: 'stations',
    where: published(where),
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * A published station by its identity: the public id (what `location/{id}` uses), an EVSE uid or
 * EVSE id of it (what a QR code on the charger carries), or the numeric database id.
 */
export async function findStationByIdentity(
  payload: Payload,
  identity: string,
): Promise<Station | null> {
  const id = identity.trim()
  if (!id || id.length > 64) return null
  const byPublic = await findOne(payload, { publicId: { equals: id } })
  if (byPublic) return byPublic
  // EVSE uids are `<location id>-<n>` in our network and in most CPO feeds: try the prefixes.
  const parts = id.split(/[-*]/)
  for (let n = parts.length - 1; n >= 1; n--) {
    const prefix = id.slice(0, parts.slice(0, n).join('-').length)
    const { docs } = await payload.find({
      collection: 'stations',
      where: published({ or: [{ publicId: { equals: prefix } }, { ocpiId: { equals: prefix } }] }),
      limit: 5,
      depth: 0,
      overrideAccess: true,
    })
    const station = docs.find((s) => evsesOf(s).some((e) => e.uid === id || e.evse_id === id))
    if (station) return station
  }
  if (/^\d{1,12}$/.test(id)) return findOne(payload, { id: { equals: Number(id) } })
  return null
}

export const evsesOf = (station: Pick<Station, 'evses'>): OcpiEvse[] =>
  Array.isArray(station.evses) ? (station.evses as OcpiEvse[]) : []

export type ConnectorMatch = {
  evse: OcpiEvse
  connector: OcpiConnector
  powerKw: number
  tariffPerKwh: number | null
  currency: string
}

/**
 * A connector of a station, from what a QR code or a link carries: `<evse uid>:<connector id>`, an
 * EVSE uid (its first connector), or a connector id alone when it is unique in the station.
 */
export function findConnector(
  station: Pick<Station, 'evses' | 'currency'>,
  reference: string,
): ConnectorMatch | null {
  const ref = reference.trim()
  if (!ref) return null
  const evses = evsesOf(station)
  const match = (evse: OcpiEvse, connector: OcpiConnector | undefined): ConnectorMatch | null =>
    connector
      ? {
          evse,
          connector,
          powerKw: connectorPowerKw(connector),
          tariffPerKwh: connector.tariff_per_kwh ?? null,
          currency: station.currency ?? 'UAH',
        }
      : null
  const sep = ref.lastIndexOf(':')
  if (sep > 0) {
    const evse = evses.find((e) => e.uid === ref.slice(0, sep) || e.evse_id === ref.slice(0, sep))
    return evse
      ? match(
          evse,
          evse.connectors.find((c) => c.id === ref.slice(sep + 1)),
        )
      : null
  }
  const evse = evses.find((e) => e.uid === ref || e.evse_id === ref)
  if (evse) return match(evse, evse.connectors[0])
  const all = evses.flatMap((e) => e.connectors.filter((c) => c.id === ref).map((c) => ({ e, c })))
  return all.length === 1 ? match(all[0]!.e, all[0]!.c) : null
}
