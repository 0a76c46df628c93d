import type { Payload } from 'payload'

import {
  findConnector,
  findStationByIdentity,
  stationTariffs,
  type ConnectorMatch,
} from '@/features/map/queries'
import type { PriceSummary } from '@/features/map/tariffs/price'
import { connectorPrice, isFree } from '@/features/map/tariffs/summary'
import type { Station } from '@/payload-types'

/**
 * A charge point as ad-hoc payment sees it: the map's station and connector, the price a driver
 * pays there (from the connector's OCPI tariff, or the site's own price per kWh), with the reason
 * it cannot be paid for, if any.
 */
export type ChargePoint =
  | {
      status: 'ok'
      station: Station
      match: ConnectorMatch
      price: PriceSummary
      key: string
      currency: string
    }
  | {
      status: 'noStation' | 'noConnector' | 'appOnly' | 'free' | 'noTariff'
      station?: Station
      match?: ConnectorMatch
      price?: PriceSummary | null
    }

export async function chargePoint(
  payload: Payload,
  stationRef: string,
  connectorRef: string,
  now = new Date(),
): Promise<ChargePoint> {
  const station = await findStationByIdentity(payload, stationRef)
  if (!station) return { status: 'noStation' }
  // A QR code on one EVSE may carry its uid as the station identity: its connector ids are then
  // local to it.
  const publicId = station.publicId ?? station.ocpiId
  const evseScoped =
    publicId !== stationRef.trim() && !connectorRef.includes(':')
      ? `${stationRef.trim()}:${connectorRef}`
      : null
  const match =
    (evseScoped ? findConnector(station, evseScoped) : null) ?? findConnector(station, connectorRef)
  if (!match) return { status: 'noConnector', station }
  if (station.appUsersOnly) return { status: 'appOnly', station, match }
  const price = connectorPrice(
    match.connector,
    await stationTariffs(payload, station),
    { currency: match.currency, timeZone: station.timeZone },
    { now, powerKw: match.powerKw },
  )
  if (station.type === 'free' || (price && isFree(price)))
    return { status: 'free', station, match, price }
  if (!price) return { status: 'noTariff', station, match, price }
  return {
    status: 'ok',
    station,
    match,
    price,
    key: `${match.evse.uid}:${match.connector.id}`,
    currency: price.currency,
  }
}

/** The station's id in links and forms. */
export const publicStationId = (station: Pick<Station, 'publicId' | 'ocpiId'>) =>
  station.publicId ?? station.ocpiId

/** The connector's state as the session page reads it, from the OCPI EVSE status. */
export type ConnectorState = 'available' | 'charging' | 'occupied' | 'unavailable'

export function connectorState(match: ConnectorMatch): ConnectorState {
  switch (match.evse.status) {
    case 'AVAILABLE':
      return 'available'
    case 'CHARGING':
      return 'charging'
    case 'BLOCKED':
    case 'RESERVED':
      return 'occupied'
    default:
      return 'unavailable'
  }
}
