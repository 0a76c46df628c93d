/**
 * Validation of OCPI records (importer, receiver, pull and back office input): each validator
 * pushes errors that name the OCPI field path and returns the clean value, or undefined.
 */
import {
  connectorFormats,
  connectorStandards,
  facilities,
  ocpiStatuses,
  powerTypes,
  type ConnectorStandard,
  type OcpiConnector,
  type OcpiEvse,
  type OcpiLocation,
  type OcpiStatus,
  type OpeningTimes,
  type RegularHours,
} from './model'

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: string[] }

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
export const isString = (v: unknown, max = 255): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= max
const timeRe = /^([01]\d|2[0-3]):[0-5]\d$/
const dateTimeRe = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})?$/

/** An OCPI DateTime (RFC 3339, UTC when no offset is given), or undefined. */
export function parseOcpiDateTime(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !dateTimeRe.test(value)) return undefined
  const date = new Date(/[Zz]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value}Z`)
  return Number.isNaN(date.getTime()) ? undefined : date
}

export function checkLastUpdated(
  raw: Record<string, unknown>,
  path: string,
  errors: string[],
  required: boolean,
): string | undefined {
  if (raw.last_updated === undefined && !required) return undefined
  const date = parseOcpiDateTime(raw.last_updated)
  if (!date)
    return void errors.push(
      `${path}last_updated: ${required ? 'required ' : ''}DateTime (RFC 3339) expected`,
    )
  return date.toISOString()
}

/** The id of an OCPI object and the party that owns it (country code and party id). */
export function checkOcpiIdentity(raw: Record<string, unknown>, errors: string[]): void {
  if (!isString(raw.id, 36)) errors.push('id: required string (max 36)')
  if (typeof raw.country_code !== 'string' || !/^[A-Z]{2}$/.test(raw.country_code))
    errors.push('country_code: ISO 3166 alpha-2 required')
  if (typeof raw.party_id !== 'string' || !/^[A-Z0-9]{3}$/.test(raw.party_id))
    errors.push('party_id: 3 characters required')
}

/**
 * Options of the validators: the receiver requires `last_updated` on every object, as OCPI 2.2.1
 * does.
 */
export type ValidateOptions = { requireLastUpdated?: boolean }
const decimalRe = /^-?\d{1,3}\.\d{1,10}$/

function validTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz })
    return true
  } catch {
    return false
  }
}

export function validateConnector(
  raw: unknown,
  path: string,
  errors: string[],
  options: ValidateOptions = {},
): OcpiConnector | undefined {
  if (!isObject(raw)) return void errors.push(`${path}: must be an object`)
  const before = errors.length
  if (!isString(raw.id, 36)) errors.push(`${path}.id: required string`)
  if (!connectorStandards.includes(raw.standard as ConnectorStandard))
    errors.push(`${path}.standard: unknown standard ${JSON.stringify(raw.standard)}`)
  if (!connectorFormats.includes(raw.format as never))
    errors.push(`${path}.format: must be SOCKET or CABLE`)
  if (!powerTypes.includes(raw.power_type as never))
    errors.push(`${path}.power_type: unknown power type ${JSON.stringify(raw.power_type)}`)
  for (const key of ['max_voltage', 'max_amperage'] as const) {
    if (typeof raw[key] !== 'number' || !Number.isFinite(raw[key]) || (raw[key] as number) <= 0)
      errors.push(`${path}.${key}: positive number required`)
  }
  if (
    raw.max_electric_power !== undefined &&
    (typeof raw.max_electric_power !== 'number' ||
      raw.max_electric_power <= 0 ||
      raw.max_electric_power > 1_000_000)
  )
    errors.push(`${path}.max_electric_power: positive number of watts required`)
  if (
    raw.tariff_per_kwh !== undefined &&
    (typeof raw.tariff_per_kwh !== 'number' || raw.tariff_per_kwh < 0 || raw.tariff_per_kwh > 1000)
  )
    errors.push(`${path}.tariff_per_kwh: non-negative number required`)
  if (
    raw.tariff_ids !== undefined &&
    (!Array.isArray(raw.tariff_ids) ||
      raw.tariff_ids.length > 20 ||
      raw.tariff_ids.some((t) => !isString(t, 36)))
  )
    errors.push(`${path}.tariff_ids: array of tariff ids (strings of at most 36) required`)
  const lastUpdated = checkLastUpdated(raw, `${path}.`, errors, Boolean(options.requireLastUpdated))
  if (errors.length > before) return undefined
  return {
    id: raw.id as string,
    standard: raw.standard as ConnectorStandard,
    format: raw.format as OcpiConnector['format'],
    power_type: raw.power_type as OcpiConnector['power_type'],
    max_voltage: raw.max_voltage as number,
    max_amperage: raw.max_amperage as number,
    ...(raw.max_electric_power !== undefined
      ? { max_electric_power: raw.max_electric_power as number }
      : {}),
    ...(raw.tariff_ids !== undefined ? { tariff_ids: raw.tariff_ids as string[] } : {}),
    ...(raw.tariff_per_kwh !== undefined ? { tariff_per_kwh: raw.tariff_per_kwh as number } : {}),
    ...(lastUpdated ? { last_updated: lastUpdated } : {}),
  }
}

/** One OCPI EVSE (with its connectors); errors name the field path. */
export function validateEvse(
  e: unknown,
  p: string,
  errors: string[],
  options: ValidateOptions = {},
): OcpiEvse | undefined {
  if (!isObject(e)) return void errors.push(`${p}: must be an object`)
  const before = errors.length
  if (!isString(e.uid, 36)) errors.push(`${p}.uid: required string`)
  if (!ocpiStatuses.includes(e.status as OcpiStatus))
    errors.push(`${p}.status: unknown status ${JSON.stringify(e.status)}`)
  if (e.evse_id !== undefined && e.evse_id !== null && !isString(e.evse_id, 48))
    errors.push(`${p}.evse_id: string (max 48)`)
  const lastUpdated = checkLastUpdated(e, `${p}.`, errors, Boolean(options.requireLastUpdated))
  if (!Array.isArray(e.connectors) || e.connectors.length === 0)
    return void errors.push(`${p}.connectors: at least one connector required`)
  const ids = new Set<string>()
  e.connectors.forEach((c, j) => {
    const id = isObject(c) ? c.id : undefined
    if (typeof id === 'string' && ids.has(id))
      errors.push(`${p}.connectors[${j}].id: duplicate ${id}`)
    if (typeof id === 'string') ids.add(id)
  })
  const connectors = e.connectors
    .map((c, j) => validateConnector(c, `${p}.connectors[${j}]`, errors, options))
    .filter((c): c is OcpiConnector => !!c)
  if (errors.length > before) return undefined
  return {
    uid: e.uid as string,
    ...(isString(e.evse_id, 48) ? { evse_id: e.evse_id } : {}),
    status: e.status as OcpiStatus,
    connectors,
    ...(lastUpdated ? { last_updated: lastUpdated } : {}),
  }
}

export function validateEvses(
  raw: unknown,
  path = 'evses',
  errors: string[] = [],
  options: ValidateOptions = {},
): OcpiEvse[] | undefined {
  if (raw === undefined || raw === null) return []
  if (!Array.isArray(raw)) return void errors.push(`${path}: must be an array`)
  const before = errors.length
  const uids = new Set<string>()
  const evses: OcpiEvse[] = []
  raw.forEach((e, i) => {
    const p = `${path}[${i}]`
    const uid = isObject(e) ? e.uid : undefined
    if (typeof uid === 'string' && uids.has(uid)) errors.push(`${p}.uid: duplicate ${uid}`)
    if (typeof uid === 'string') uids.add(uid)
    const evse = validateEvse(e, p, errors, options)
    if (evse) evses.push(evse)
  })
  return errors.length > before ? undefined : evses
}

export function validateOpeningTimes(
  raw: unknown,
  errors: string[],
  path = 'opening_times',
): OpeningTimes | undefined {
  if (raw === undefined || raw === null) return { twentyfourseven: true }
  if (!isObject(raw) || typeof raw.twentyfourseven !== 'boolean')
    return void errors.push(`${path}.twentyfourseven: boolean required`)
  const before = errors.length
  const regular: RegularHours[] = []
  if (raw.regular_hours !== undefined) {
    if (!Array.isArray(raw.regular_hours))
      return void errors.push(`${path}.regular_hours: must be an array`)
    raw.regular_hours.forEach((h, i) => {
      const p = `${path}.regular_hours[${i}]`
      if (
        !isObject(h) ||
        !Number.isInteger(h.weekday) ||
        (h.weekday as number) < 1 ||
        (h.weekday as number) > 7
      )
        return void errors.push(`${p}.weekday: 1-7 required`)
      if (typeof h.period_begin !== 'string' || !timeRe.test(h.period_begin))
        return void errors.push(`${p}.period_begin: HH:MM required`)
      if (typeof h.period_end !== 'string' || !timeRe.test(h.period_end))
        return void errors.push(`${p}.period_end: HH:MM required`)
      regular.push({
        weekday: h.weekday as number,
        period_begin: h.period_begin,
        period_end: h.period_end,
      })
    })
  }
  if (!raw.twentyfourseven && regular.length === 0 && errors.length === before)
    errors.push(`${path}.regular_hours: required when not twentyfourseven`)
  if (errors.length > before) return undefined
  return {
    twentyfourseven: raw.twentyfourseven,
    ...(regular.length ? { regular_hours: regular } : {}),
  }
}

/** Validates one OCPI 2.2.1 Location; errors name the field path. */
export function validateLocation(
  raw: unknown,
  options: ValidateOptions = {},
): ValidationResult<OcpiLocation> {
  const errors: string[] = []
  if (!isObject(raw)) return { ok: false, errors: ['location: must be an object'] }
  checkOcpiIdentity(raw, errors)
  if (typeof raw.publish !== 'boolean') errors.push('publish: boolean required')
  if (raw.name !== undefined && !isString(raw.name)) errors.push('name: string (max 255)')
  if (!isString(raw.address, 45)) errors.push('address: required string (max 45)')
  if (!isString(raw.city, 45)) errors.push('city: required string (max 45)')
  if (raw.postal_code !== undefined && !isString(raw.postal_code, 10))
    errors.push('postal_code: string (max 10)')
  if (typeof raw.country !== 'string' || !/^[A-Z]{3}$/.test(raw.country))
    errors.push('country: ISO 3166 alpha-3 required')
  const coords = raw.coordinates
  if (
    !isObject(coords) ||
    typeof coords.latitude !== 'string' ||
    typeof coords.longitude !== 'string' ||
    !decimalRe.test(coords.latitude) ||
    !decimalRe.test(coords.longitude)
  ) {
    errors.push('coordinates: latitude and longitude required as decimal strings')
  } else if (Math.abs(Number(coords.latitude)) > 90 || Math.abs(Number(coords.longitude)) > 180) {
    errors.push('coordinates: out of range')
  }
  if (typeof raw.time_zone !== 'string' || !validTimeZone(raw.time_zone))
    errors.push('time_zone: IANA time zone required')
  const evses = validateEvses(raw.evses, 'evses', errors, options)
  const lastUpdated = checkLastUpdated(raw, '', errors, Boolean(options.requireLastUpdated))
  const opening = validateOpeningTimes(raw.opening_times, errors)
  if (raw.operator !== undefined && (!isObject(raw.operator) || !isString(raw.operator.name)))
    errors.push('operator.name: required string')
  if (
    raw.facilities !== undefined &&
    (!Array.isArray(raw.facilities) || raw.facilities.some((f) => !facilities.includes(f as never)))
  )
    errors.push('facilities: unknown facility')
  if (errors.length || !evses || !opening) return { ok: false, errors }
  return {
    ok: true,
    value: {
      ...(raw as OcpiLocation),
      evses,
      opening_times: opening,
      ...(lastUpdated ? { last_updated: lastUpdated } : {}),
    },
  }
}
