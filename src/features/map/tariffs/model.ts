/**
 * OCPI 2.2.1 Tariffs as pure functions: the shapes and their validation (errors name the field
 * path, like the Locations validation in ../model.ts).
 */
import {
  checkLastUpdated,
  checkOcpiIdentity,
  isObject,
  isString,
  parseOcpiDateTime,
  type ValidateOptions,
  type ValidationResult,
} from '../stations/validation'

export const tariffTypes = [
  'AD_HOC_PAYMENT',
  'PROFILE_CHEAPEST',
  'PROFILE_FASTEST',
  'PROFILE_GREEN',
  'REGULAR',
] as const
export type TariffType = (typeof tariffTypes)[number]
export const tariffDimensions = ['ENERGY', 'FLAT', 'PARKING_TIME', 'TIME'] as const
export type TariffDimension = (typeof tariffDimensions)[number]
export const weekdays = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const
export type DayOfWeek = (typeof weekdays)[number]

/**
 * Price per unit, excluding VAT: ENERGY per kWh, FLAT per session, TIME and PARKING_TIME per hour.
 */
export type PriceComponent = {
  type: TariffDimension
  price: number
  vat?: number
  step_size: number
}
/** A price component from its values (VAT in percent; left out when undefined). */
export const priceComponent = (
  type: TariffDimension,
  price: number,
  vat: number | undefined,
  step_size: number,
): PriceComponent =>
  vat === undefined ? { type, price, step_size } : { type, price, vat, step_size }
export type TariffRestrictions = {
  start_time?: string
  end_time?: string
  start_date?: string
  end_date?: string
  min_kwh?: number
  max_kwh?: number
  min_current?: number
  max_current?: number
  min_power?: number
  max_power?: number
  min_duration?: number
  max_duration?: number
  day_of_week?: DayOfWeek[]
  reservation?: 'RESERVATION' | 'RESERVATION_EXPIRES'
}
export type TariffElement = {
  price_components: PriceComponent[]
  restrictions?: TariffRestrictions
}
export type DisplayText = { language: string; text: string }
export type Price = { excl_vat: number; incl_vat?: number }
export type OcpiTariff = {
  country_code: string
  party_id: string
  id: string
  currency: string
  type?: TariffType
  tariff_alt_text?: DisplayText[]
  tariff_alt_url?: string
  min_price?: Price
  max_price?: Price
  elements: TariffElement[]
  start_date_time?: string
  end_date_time?: string
  last_updated?: string
}

const timeRe = /^([01]\d|2[0-3]):[0-5]\d$/
const dateRe = /^\d{4}-\d{2}-\d{2}$/
const number = (v: unknown, min = 0) => typeof v === 'number' && Number.isFinite(v) && v >= min
const restrictionNumbers = [
  'min_kwh',
  'max_kwh',
  'min_current',
  'max_current',
  'min_power',
  'max_power',
  'min_duration',
  'max_duration',
] as const

function validatePrice(raw: unknown, path: string, errors: string[]): Price | undefined {
  if (
    !isObject(raw) ||
    !number(raw.excl_vat) ||
    (raw.incl_vat !== undefined && !number(raw.incl_vat))
  )
    return void errors.push(`${path}: { excl_vat, incl_vat? } non-negative numbers required`)
  return {
    excl_vat: raw.excl_vat as number,
    ...(raw.incl_vat !== undefined ? { incl_vat: raw.incl_vat as number } : {}),
  }
}

function validateRestrictions(
  raw: unknown,
  path: string,
  errors: string[],
): TariffRestrictions | undefined {
  if (!isObject(raw)) return void errors.push(`${path}: must be an object`)
  const before = errors.length
  const out: TariffRestrictions = {}
  for (const key of ['start_time', 'end_time'] as const) {
    if (raw[key] === undefined) continue
    if (typeof raw[key] !== 'string' || !timeRe.test(raw[key] as string))
      errors.push(`${path}.${key}: HH:MM required`)
    else out[key] = raw[key] as string
  }
  for (const key of ['start_date', 'end_date'] as const) {
    if (raw[key] === undefined) continue
    if (typeof raw[key] !== 'string' || !dateRe.test(raw[key] as string))
      errors.push(`${path}.${key}: YYYY-MM-DD required`)
    else out[key] = raw[key] as string
  }
  for (const key of restrictionNumbers) {
    if (raw[key] === undefined) continue
    if (!number(raw[key])) errors.push(`${path}.${key}: non-negative number required`)
    else out[key] = raw[key] as number
  }
  if (raw.day_of_week !== undefined) {
    if (
      !Array.isArray(raw.day_of_week) ||
      raw.day_of_week.some((d) => !weekdays.includes(d as DayOfWeek))
    )
      errors.push(`${path}.day_of_week: use ${weekdays.join(', ')}`)
    else out.day_of_week = raw.day_of_week as DayOfWeek[]
  }
  if (raw.reservation !== undefined) {
    if (raw.reservation !== 'RESERVATION' && raw.reservation !== 'RESERVATION_EXPIRES')
      errors.push(`${path}.reservation: RESERVATION or RESERVATION_EXPIRES`)
    else out.reservation = raw.reservation
  }
  return errors.length > before ? undefined : out
}

function validateElement(raw: unknown, path: string, errors: string[]): TariffElement | undefined {
  if (!isObject(raw)) return void errors.push(`${path}: must be an object`)
  const before = errors.length
  if (!Array.isArray(raw.price_components) || raw.price_components.length === 0)
    return void errors.push(`${path}.price_components: at least one price component required`)
  const components: PriceComponent[] = []
  raw.price_components.forEach((c, i) => {
    const p = `${path}.price_components[${i}]`
    if (!isObject(c)) return void errors.push(`${p}: must be an object`)
    if (!tariffDimensions.includes(c.type as TariffDimension))
      errors.push(`${p}.type: use ${tariffDimensions.join(', ')}`)
    if (!number(c.price) || (c.price as number) > 100_000)
      errors.push(`${p}.price: non-negative number required`)
    if (c.vat !== undefined && (!number(c.vat) || (c.vat as number) > 100))
      errors.push(`${p}.vat: percentage from 0 to 100`)
    if (!Number.isInteger(c.step_size) || (c.step_size as number) < 0)
      errors.push(`${p}.step_size: non-negative integer required`)
    components.push({
      type: c.type as TariffDimension,
      price: c.price as number,
      ...(c.vat !== undefined ? { vat: c.vat as number } : {}),
      step_size: c.step_size as number,
    })
  })
  const restrictions =
    raw.restrictions === undefined || raw.restrictions === null
      ? undefined
      : validateRestrictions(raw.restrictions, `${path}.restrictions`, errors)
  if (errors.length > before) return undefined
  return { price_components: components, ...(restrictions ? { restrictions } : {}) }
}

/** Validates one OCPI 2.2.1 Tariff. */
export function validateTariff(
  raw: unknown,
  options: ValidateOptions = {},
): ValidationResult<OcpiTariff> {
  const errors: string[] = []
  if (!isObject(raw)) return { ok: false, errors: ['tariff: must be an object'] }
  checkOcpiIdentity(raw, errors)
  if (typeof raw.currency !== 'string' || !/^[A-Z]{3}$/.test(raw.currency))
    errors.push('currency: ISO 4217 code required')
  if (raw.type !== undefined && !tariffTypes.includes(raw.type as TariffType))
    errors.push(`type: use ${tariffTypes.join(', ')}`)
  let altText: DisplayText[] | undefined
  if (raw.tariff_alt_text !== undefined) {
    if (
      !Array.isArray(raw.tariff_alt_text) ||
      raw.tariff_alt_text.some(
        (t) => !isObject(t) || !isString(t.language, 2) || !isString(t.text, 512),
      )
    )
      errors.push('tariff_alt_text: array of { language, text } required')
    else
      altText = (raw.tariff_alt_text as DisplayText[]).map((t) => ({
        language: t.language,
        text: t.text,
      }))
  }
  if (
    raw.tariff_alt_url !== undefined &&
    (!isString(raw.tariff_alt_url, 255) || !/^https?:\/\//.test(raw.tariff_alt_url))
  )
    errors.push('tariff_alt_url: http(s) URL required')
  const minPrice =
    raw.min_price === undefined ? undefined : validatePrice(raw.min_price, 'min_price', errors)
  const maxPrice =
    raw.max_price === undefined ? undefined : validatePrice(raw.max_price, 'max_price', errors)
  const elements: TariffElement[] = []
  if (!Array.isArray(raw.elements) || raw.elements.length === 0)
    errors.push('elements: at least one tariff element required')
  else
    raw.elements.forEach((e, i) => {
      const element = validateElement(e, `elements[${i}]`, errors)
      if (element) elements.push(element)
    })
  const dates: Partial<Record<'start_date_time' | 'end_date_time', string>> = {}
  for (const key of ['start_date_time', 'end_date_time'] as const) {
    if (raw[key] === undefined || raw[key] === null) continue
    const date = parseOcpiDateTime(raw[key])
    if (!date) errors.push(`${key}: DateTime (RFC 3339) expected`)
    else dates[key] = date.toISOString()
  }
  const lastUpdated = checkLastUpdated(raw, '', errors, Boolean(options.requireLastUpdated))
  if (errors.length) return { ok: false, errors }
  return {
    ok: true,
    value: {
      country_code: raw.country_code as string,
      party_id: raw.party_id as string,
      id: raw.id as string,
      currency: raw.currency as string,
      ...(raw.type !== undefined ? { type: raw.type as TariffType } : {}),
      ...(altText ? { tariff_alt_text: altText } : {}),
      ...(raw.tariff_alt_url !== undefined ? { tariff_alt_url: raw.tariff_alt_url as string } : {}),
      ...(minPrice ? { min_price: minPrice } : {}),
      ...(maxPrice ? { max_price: maxPrice } : {}),
      elements,
      ...dates,
      ...(lastUpdated ? { last_updated: lastUpdated } : {}),
    },
  }
}
