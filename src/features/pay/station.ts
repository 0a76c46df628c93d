import type { Payload } from 'payload'

import { findConnector, findStationByIdentity, type ConnectorMatch } from '@/features/map/queries'
import type { Station } from '@/payload-types'

/**
 * A charge point as ad-hoc payment sees it: the map's station and connector (wrapped here so the
 * map feature stays untouched), with the reason it cannot be paid for, if any.
 */
export type ChargePoint =
  | { status: 'ok'; station: Station; match: ConnectorMatch; key: string; currency: string }
  | { status: 'noStation' | 'noConnector' | 'appOnly' | 'free' | 'noTariff'; station?: Station; match?: ConnectorMatch }

export async function chargePoint(payload: Payload, stationRef: string, connectorRef: string): Promise<ChargePoint> {
  const station = await findStationByIdentity(payload, stationRef)
  if (!station) return { status: 'noStation' }
  // A QR code on one EVSE may carry its uid as the station identity: its connector ids are then local to it.
  const evseScoped = station.ocpiId !== stationRef.trim() && !connectorRef.includes(':') ? `${stationRef.trim()}:${connectorRef}` : null
  const match = (evseScoped ? findConnector(station, evseScoped) : null) ?? findConnector(station, connectorRef)
  if (!match) return { status: 'noConnector', station }
  if (station.appUsersOnly) return { status: 'appOnly', station, match }
  if (station.type === 'free') return { status: 'free', station, match }
  if (match.tariffPerKwh === null || match.tariffPerKwh <= 0) return { status: 'noTariff', station, match }
  return { status: 'ok', station, match, key: `${match.evse.uid}:${match.connector.id}`, currency: match.currency }
}

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
