import type { Payload } from 'payload'

import { validateTariff } from '../tariffs/model'
import { findTariff, tariffToOcpi, upsertTariff } from '../tariffs/store'
import { oneAtATime, ocpiInvalid, ocpiOk, ocpiUnknown, parseSegments, readOcpiObject } from './http'

/**
 * OCPI 2.2.1 Tariffs, receiver interface: `{country_code}/{party_id}/{tariff_id}`. PUT stores a
 * whole tariff (an older `last_updated` than stored is acknowledged and ignored), DELETE removes it
 * (its connectors fall back to their own price per kWh, or none), GET answers it as stored;
 * unknown: 2003.
 */
const names = ['country_code', 'party_id', 'tariff_id']

function target(path: string[] | undefined) {
  const parsed = parseSegments(path, names, 3)
  if (!parsed.ok) return parsed
  const [countryCode, partyId, tariffId] = parsed.values as [string, string, string]
  return { ok: true as const, key: { countryCode, partyId, tariffId } }
}

export async function getTariff(payload: Payload, path: string[] | undefined): Promise<Response> {
  const t = target(path)
  if (!t.ok) return t.response
  const tariff = await findTariff(payload, t.key)
  return tariff ? ocpiOk(tariffToOcpi(tariff)) : ocpiUnknown(`Unknown tariff ${t.key.tariffId}`)
}

export async function putTariff(
  payload: Payload,
  request: Request,
  path: string[] | undefined,
): Promise<Response> {
  const t = target(path)
  if (!t.ok) return t.response
  const body = await readOcpiObject(request)
  if (!body.ok) return body.response
  const raw = body.body
  for (const [field, value] of [
    ['country_code', t.key.countryCode],
    ['party_id', t.key.partyId],
    ['id', t.key.tariffId],
  ] as const) {
    if (raw[field] === undefined) raw[field] = value
    else if (raw[field] !== value)
      return ocpiInvalid(
        `${field}: ${JSON.stringify(raw[field])} does not match the URL (${value})`,
      )
  }
  const result = validateTariff(raw, { requireLastUpdated: true })
  if (!result.ok) return ocpiInvalid(result.errors.join('; '))
  return oneAtATime(
    `ocpi-tariff:${t.key.countryCode}/${t.key.partyId}/${t.key.tariffId}`,
    async () => {
      const { result: outcome } = await upsertTariff(payload, result.value)
      return ocpiOk(
        null,
        outcome === 'stale'
          ? 'Ignored: last_updated is older than the stored tariff'
          : outcome === 'created'
            ? 'Tariff created'
            : 'Tariff stored',
      )
    },
  )
}

export async function deleteTariff(
  payload: Payload,
  path: string[] | undefined,
): Promise<Response> {
  const t = target(path)
  if (!t.ok) return t.response
  const tariff = await findTariff(payload, t.key)
  if (!tariff) return ocpiUnknown(`Unknown tariff ${t.key.tariffId}`)
  await payload.delete({ collection: 'tariffs', id: tariff.id, overrideAccess: true })
  return ocpiOk(null, 'Tariff deleted')
}
