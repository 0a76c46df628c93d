import type { Payload } from 'payload'

import type { Station } from '@/payload-types'

import { evsesOf, findStationByIdentity } from '../stations/identity'
import {
  connectorPowerKw,
  openState,
  siteStatus,
  type OpeningTimes,
  type OpenState,
  type PowerBand,
  type SiteStatus,
  type StationType,
} from '../stations/model'
import type { PriceSummary } from '../tariffs/price'
import { tariffsFor } from '../tariffs/store'
import { connectorPrice } from '../tariffs/summary'
import type { OcpiTariff } from '../tariffs/model'

export type DetailConnector = {
  id: string
  standard: string
  format: string
  powerType: string
  powerKw: number
  tariffPerKwh: number | null
  price: PriceSummary | null
}

/**
 * What the public site shows of a station. App-users-only stations omit what the app keeps for its
 * users.
 */
export type StationDetail = {
  id: string
  name: string
  address: string
  city: string
  postalCode: string | null
  country: string
  lat: number
  lng: number
  type: StationType
  powerBand: PowerBand
  maxPowerKw: number
  appUsersOnly: boolean
  operator: string | null
  facilities: string[]
  timeZone: string
  /** Absent for app-users-only stations. */
  details?: {
    status: SiteStatus
    openingTimes: OpeningTimes
    open: OpenState
    commentsCount: number
    currency: string
    evses: { uid: string; status: SiteStatus; connectors: DetailConnector[] }[]
  }
}

export function stationDetail(
  station: Station,
  now = new Date(),
  tariffs: Map<string, OcpiTariff> = new Map(),
): StationDetail {
  const base: StationDetail = {
    id: station.publicId ?? station.ocpiId,
    name: station.name,
    address: station.address,
    city: station.city,
    postalCode: station.postalCode ?? null,
    country: station.country,
    lat: station.latitude,
    lng: station.longitude,
    type: station.type as StationType,
    powerBand: (station.powerBand ?? '2-7') as PowerBand,
    maxPowerKw: station.maxPowerKw ?? 0,
    appUsersOnly: Boolean(station.appUsersOnly),
    operator: station.operatorName ?? null,
    facilities: Array.isArray(station.facilities) ? (station.facilities as string[]) : [],
    timeZone: station.timeZone,
  }
  if (base.appUsersOnly) return base
  const openingTimes = (station.openingTimes as OpeningTimes | null) ?? { twentyfourseven: true }
  const currency = station.currency ?? 'UAH'
  return {
    ...base,
    details: {
      status: (station.statusSummary ?? 'repair') as SiteStatus,
      openingTimes,
      open: openState(openingTimes, station.timeZone, now),
      commentsCount: station.commentsCount ?? 0,
      currency,
      evses: evsesOf(station)
        .filter((e) => e.status !== 'REMOVED')
        .map((e) => ({
          uid: e.uid,
          status: siteStatus(e.status),
          connectors: e.connectors.map((c) => {
            const powerKw = connectorPowerKw(c)
            return {
              id: c.id,
              standard: c.standard,
              format: c.format,
              powerType: c.power_type,
              powerKw,
              tariffPerKwh: c.tariff_per_kwh ?? null,
              price: connectorPrice(
                c,
                tariffs,
                { currency, timeZone: station.timeZone },
                { now, powerKw },
              ),
            }
          }),
        })),
    },
  }
}

/** The OCPI tariffs a station's connectors point at (same party), by id. */
export async function stationTariffs(
  payload: Payload,
  station: Station,
): Promise<Map<string, OcpiTariff>> {
  const ids = evsesOf(station).flatMap((e) => e.connectors.flatMap((c) => c.tariff_ids ?? []))
  return tariffsFor(payload, station.countryCode, station.partyId, ids)
}

export async function findStationDetail(
  payload: Payload,
  id: string,
): Promise<StationDetail | null> {
  const station = await findStationByIdentity(payload, id)
  if (!station) return null
  return stationDetail(
    station,
    new Date(),
    station.appUsersOnly ? new Map() : await stationTariffs(payload, station),
  )
}
