import { readFile } from 'node:fs/promises'

import type { Payload } from 'payload'

import type { Station } from '@/payload-types'

import { stationTypes, validateLocation, type OcpiLocation, type StationType } from './model'

export type ImportReport = { created: number; updated: number; rejected: { index: number; id?: string; errors: string[] }[] }

const currencyByCountry: Record<string, Station['currency']> = { UKR: 'UAH', PRT: 'EUR', MYS: 'MYR' }

/** OCPI 2.2.1 Location → the site's station fields. Site-only fields may come in a `voltra` extension. */
export function stationFromLocation(loc: OcpiLocation, extension?: { type?: StationType; app_users_only?: boolean }): Omit<Station, 'id' | 'createdAt' | 'updatedAt'> {
  return {
    ocpiId: loc.id,
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
    type: extension?.type && stationTypes.includes(extension.type) ? extension.type : 'paidByTariff',
    appUsersOnly: Boolean(extension?.app_users_only),
    currency: currencyByCountry[loc.country] ?? 'EUR',
    publish: loc.publish,
  }
}

/** Reads an OCPI Locations document: a bare array or the OCPI response envelope `{ data: [...] }`. */
export function locationsOf(document: unknown): unknown[] | null {
  if (Array.isArray(document)) return document
  if (document && typeof document === 'object' && Array.isArray((document as { data?: unknown }).data)) return (document as { data: unknown[] }).data
  if (document && typeof document === 'object' && 'id' in document) return [document]
  return null
}

/** Loads JSON from a file path or an http(s) URL. */
export async function readOcpiSource(source: string): Promise<unknown> {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(30_000) })
    if (!response.ok) throw new Error(`${source}: HTTP ${response.status}`)
    return response.json()
  }
  return JSON.parse(await readFile(source, 'utf8'))
}

/**
 * Imports OCPI Locations: every record is validated; bad ones are reported with their field errors
 * and skipped, good ones are created or updated (matched on the OCPI location id).
 */
export async function importOcpiLocations(payload: Payload, document: unknown): Promise<ImportReport> {
  const report: ImportReport = { created: 0, updated: 0, rejected: [] }
  const records = locationsOf(document)
  if (!records) {
    report.rejected.push({ index: -1, errors: ['document: expected an array of OCPI Locations or { "data": [...] }'] })
    return report
  }
  const seen = new Set<string>()
  for (const [index, raw] of records.entries()) {
    const result = validateLocation(raw)
    const rawId = typeof (raw as { id?: unknown })?.id === 'string' ? (raw as { id: string }).id : undefined
    if (!result.ok) {
      report.rejected.push({ index, id: rawId, errors: result.errors })
      continue
    }
    if (seen.has(result.value.id)) {
      report.rejected.push({ index, id: rawId, errors: [`id: duplicate ${result.value.id} in this document`] })
      continue
    }
    seen.add(result.value.id)
    const data = stationFromLocation(result.value, (raw as { voltra?: { type?: StationType; app_users_only?: boolean } }).voltra)
    try {
      const existing = await payload.find({ collection: 'stations', where: { ocpiId: { equals: data.ocpiId } }, limit: 1, depth: 0, overrideAccess: true })
      if (existing.docs[0]) {
        // Keep what editors decided on the site's own fields.
        const { type: _type, appUsersOnly: _app, currency: _currency, ...ocpi } = data
        await payload.update({ collection: 'stations', id: existing.docs[0].id, data: ocpi, depth: 0, overrideAccess: true })
        report.updated++
      } else {
        await payload.create({ collection: 'stations', data, depth: 0, overrideAccess: true })
        report.created++
      }
    } catch (error) {
      report.rejected.push({ index, id: rawId, errors: [error instanceof Error ? error.message : String(error)] })
    }
  }
  return report
}
