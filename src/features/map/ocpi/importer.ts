import { readFile } from 'node:fs/promises'

import type { Payload } from 'payload'

import { fieldsOf } from '@/lib/fields'
import { stable } from '@/lib/stable-json'
import type { Station } from '@/payload-types'

import { findStationByOcpiKey } from '../stations/identity'
import { stationTypes, type OcpiLocation, type StationType } from '../stations/model'
import { validateLocation } from '../stations/validation'

export type Rejected = { index: number; id?: string; errors: string[] }
export type ImportReport = {
  created: number
  updated: number
  unchanged: number
  rejected: Rejected[]
}

const currencyByCountry: Record<string, Station['currency']> = {
  UKR: 'UAH',
  PRT: 'EUR',
  MYS: 'MYR',
}

/**
 * OCPI 2.2.1 Location → the site's station fields. Site-only fields may come in a `voltra`
 * extension.
 */
export function stationFromLocation(
  loc: OcpiLocation,
  extension?: { type?: StationType; app_users_only?: boolean },
): Omit<Station, 'id' | 'createdAt' | 'updatedAt' | 'publicId'> {
  return {
    ocpiId: loc.id,
    lastUpdated: loc.last_updated ?? null,
    countryCode: loc.country_code,
    partyId: loc.party_id,
    name: loc.name ?? loc.address,
    address: loc.address,
    city: loc.city,
    postalCode: loc.postal_code ?? null,
    country: loc.country,
    latitude: Number(loc.coordinates.latitude),
    longitude: Number(loc.coordinates.longitude),
    timeZone: loc.time_zone,
    openingTimes: loc.opening_times ?? { twentyfourseven: true },
    operatorName: loc.operator?.name ?? null,
    operatorWebsite: loc.operator?.website ?? null,
    facilities: loc.facilities ?? [],
    evses: loc.evses ?? [],
    type:
      extension?.type && stationTypes.includes(extension.type) ? extension.type : 'paidByTariff',
    appUsersOnly: Boolean(extension?.app_users_only),
    currency: currencyByCountry[loc.country] ?? 'EUR',
    publish: loc.publish,
  }
}

/**
 * Reads an OCPI Locations document: a bare array or the OCPI response envelope `{ data: [...] }`.
 */
export function locationsOf(document: unknown): unknown[] | null {
  if (Array.isArray(document)) return document
  if (
    document &&
    typeof document === 'object' &&
    Array.isArray((document as { data?: unknown }).data)
  )
    return (document as { data: unknown[] }).data
  if (document && typeof document === 'object' && 'id' in document) return [document]
  return null
}

/** Loads JSON from a file path or an http(s) URL. */
export async function readOcpiSource(source: string): Promise<unknown> {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(30_000),
    })
    if (!response.ok) throw new Error(`${source}: HTTP ${response.status}`)
    return response.json()
  }
  return JSON.parse(await readFile(source, 'utf8'))
}

type Extension = { type?: StationType; app_users_only?: boolean }
export type LocationWrite = {
  result: 'created' | 'updated' | 'unchanged' | 'stale'
  station: Station
}

/**
 * The site's own fields, which an editor decides and a feed never overwrites once the station
 * exists.
 */
const siteOwned = ['type', 'appUsersOnly', 'currency'] as const

/**
 * Stores one validated OCPI Location, matched on country code + party id + location id. A record
 * older than the stored one (`last_updated`) is ignored; one that changes nothing is not written.
 */
export async function upsertLocation(
  payload: Payload,
  loc: OcpiLocation,
  extension?: Extension,
): Promise<LocationWrite> {
  const data = stationFromLocation(loc, extension)
  const existing = await findStationByOcpiKey(payload, data)
  if (!existing)
    return {
      result: 'created',
      station: await payload.create({
        collection: 'stations',
        data,
        depth: 0,
        overrideAccess: true,
      }),
    }
  if (
    existing.lastUpdated &&
    loc.last_updated &&
    new Date(loc.last_updated) < new Date(existing.lastUpdated)
  )
    return { result: 'stale', station: existing }
  const ocpi: Record<string, unknown> = { ...data }
  for (const key of siteOwned) delete ocpi[key]
  const changed = Object.keys(ocpi).filter(
    (key) => key !== 'lastUpdated' && stable(ocpi[key]) !== stable(fieldsOf(existing)[key]),
  )
  if (!changed.length) return { result: 'unchanged', station: existing }
  const station = await payload.update({
    collection: 'stations',
    id: existing.id,
    data: ocpi,
    depth: 0,
    overrideAccess: true,
  })
  return { result: 'updated', station }
}

/**
 * Imports OCPI Locations: every record is validated; bad ones are reported with their field errors
 * and skipped, good ones are created or updated (matched on the OCPI triple).
 */
export async function importOcpiLocations(
  payload: Payload,
  document: unknown,
  indexOffset = 0,
): Promise<ImportReport> {
  const report: ImportReport = { created: 0, updated: 0, unchanged: 0, rejected: [] }
  const records = locationsOf(document)
  if (!records) {
    report.rejected.push({
      index: -1,
      errors: ['document: expected an array of OCPI Locations or { "data": [...] }'],
    })
    return report
  }
  const seen = new Set<string>()
  for (const [i, raw] of records.entries()) {
    const index = indexOffset + i
    const result = validateLocation(raw)
    const rawId =
      typeof (raw as { id?: unknown })?.id === 'string' ? (raw as { id: string }).id : undefined
    if (!result.ok) {
      report.rejected.push({ index, id: rawId, errors: result.errors })
      continue
    }
    const key = `${result.value.country_code}/${result.value.party_id}/${result.value.id}`
    if (seen.has(key)) {
      report.rejected.push({ index, id: rawId, errors: [`id: duplicate ${key} in this document`] })
      continue
    }
    seen.add(key)
    try {
      const { result: outcome } = await upsertLocation(
        payload,
        result.value,
        (raw as { voltra?: Extension }).voltra,
      )
      if (outcome === 'created') report.created++
      else if (outcome === 'updated') report.updated++
      else report.unchanged++
    } catch (error) {
      report.rejected.push({
        index,
        id: rawId,
        errors: [error instanceof Error ? error.message : String(error)],
      })
    }
  }
  return report
}

/**
 * A station as the OCPI 2.2.1 Location it was fed as (what the receiver's GET answers and PATCH
 * merges into).
 */
export function locationFromStation(s: Station): OcpiLocation {
  return {
    country_code: s.countryCode,
    party_id: s.partyId,
    id: s.ocpiId,
    publish: Boolean(s.publish),
    name: s.name,
    address: s.address,
    city: s.city,
    ...(s.postalCode ? { postal_code: s.postalCode } : {}),
    country: s.country,
    coordinates: { latitude: s.latitude.toFixed(6), longitude: s.longitude.toFixed(6) },
    evses: Array.isArray(s.evses) ? (s.evses as OcpiLocation['evses']) : [],
    ...(s.operatorName
      ? {
          operator: {
            name: s.operatorName,
            ...(s.operatorWebsite ? { website: s.operatorWebsite } : {}),
          },
        }
      : {}),
    facilities: Array.isArray(s.facilities) ? (s.facilities as string[]) : [],
    time_zone: s.timeZone,
    opening_times: (s.openingTimes as OcpiLocation['opening_times']) ?? { twentyfourseven: true },
    last_updated: s.lastUpdated ?? s.updatedAt,
  }
}
