import type { Payload } from 'payload'

import { stable } from '@/lib/stable-json'
import type { Tariff } from '@/payload-types'

import type { OcpiTariff, TariffElement } from './model'

/** A stored tariff in OCPI 2.2.1 form (what the receiver's GET answers and the summary reads). */
export function tariffToOcpi(t: Tariff): OcpiTariff {
  return {
    country_code: t.countryCode,
    party_id: t.partyId,
    id: t.tariffId,
    currency: t.currency,
    ...(t.type ? { type: t.type } : {}),
    ...(Array.isArray(t.tariffAltText)
      ? { tariff_alt_text: t.tariffAltText as OcpiTariff['tariff_alt_text'] }
      : {}),
    ...(t.tariffAltUrl ? { tariff_alt_url: t.tariffAltUrl } : {}),
    ...(t.minPrice ? { min_price: t.minPrice as OcpiTariff['min_price'] } : {}),
    ...(t.maxPrice ? { max_price: t.maxPrice as OcpiTariff['max_price'] } : {}),
    elements: (Array.isArray(t.elements) ? t.elements : []) as TariffElement[],
    ...(t.startDateTime ? { start_date_time: t.startDateTime } : {}),
    ...(t.endDateTime ? { end_date_time: t.endDateTime } : {}),
    last_updated: t.lastUpdated ?? t.updatedAt,
  }
}

/** OCPI Tariff → the collection's fields. */
export function tariffFields(t: OcpiTariff) {
  return {
    tariffId: t.id,
    countryCode: t.country_code,
    partyId: t.party_id,
    currency: t.currency,
    type: t.type ?? null,
    elements: t.elements,
    tariffAltText: t.tariff_alt_text ?? null,
    tariffAltUrl: t.tariff_alt_url ?? null,
    minPrice: t.min_price ?? null,
    maxPrice: t.max_price ?? null,
    startDateTime: t.start_date_time ?? null,
    endDateTime: t.end_date_time ?? null,
    lastUpdated: t.last_updated ?? new Date().toISOString(),
  }
}

export async function findTariff(
  payload: Payload,
  key: { countryCode: string; partyId: string; tariffId: string },
): Promise<Tariff | null> {
  const { docs } = await payload.find({
    collection: 'tariffs',
    where: {
      and: [
        { countryCode: { equals: key.countryCode } },
        { partyId: { equals: key.partyId } },
        { tariffId: { equals: key.tariffId } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export type TariffWrite = { result: 'created' | 'updated' | 'unchanged' | 'stale'; doc?: Tariff }

/**
 * Stores a validated OCPI tariff, matched on its triple. One older than what is stored
 * (`last_updated`) is ignored; one equal in content is left alone (no write, no version bump).
 */
export async function upsertTariff(payload: Payload, tariff: OcpiTariff): Promise<TariffWrite> {
  const existing = await findTariff(payload, {
    countryCode: tariff.country_code,
    partyId: tariff.party_id,
    tariffId: tariff.id,
  })
  const data = tariffFields(tariff)
  if (!existing)
    return {
      result: 'created',
      doc: await payload.create({ collection: 'tariffs', data, depth: 0, overrideAccess: true }),
    }
  if (
    existing.lastUpdated &&
    tariff.last_updated &&
    new Date(tariff.last_updated) < new Date(existing.lastUpdated)
  )
    return { result: 'stale', doc: existing }
  const current = tariffToOcpi(existing)
  if (
    stable({ ...current, last_updated: undefined }) ===
    stable({ ...tariffToOcpi({ ...existing, ...data } as Tariff), last_updated: undefined })
  )
    return { result: 'unchanged', doc: existing }
  return {
    result: 'updated',
    doc: await payload.update({
      collection: 'tariffs',
      id: existing.id,
      data,
      depth: 0,
      overrideAccess: true,
    }),
  }
}

/** The tariffs of one party with these ids, by id (what a station's connectors point at). */
export async function tariffsFor(
  payload: Payload,
  countryCode: string,
  partyId: string,
  ids: string[],
): Promise<Map<string, OcpiTariff>> {
  const unique = [...new Set(ids)]
  if (!unique.length) return new Map()
  const { docs } = await payload.find({
    collection: 'tariffs',
    where: {
      and: [
        { countryCode: { equals: countryCode } },
        { partyId: { equals: partyId } },
        { tariffId: { in: unique } },
      ],
    },
    limit: unique.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Map(docs.map((d) => [d.tariffId, tariffToOcpi(d)]))
}
