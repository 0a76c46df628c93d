/**
 * The charger map's domain, as pure functions: OCPI 2.2.1 Location shapes, how OCPI statuses read on
 * the site, power bands of the legend, opening hours, and validation of imported OCPI records.
 */

export const ocpiStatuses = ['AVAILABLE', 'BLOCKED', 'CHARGING', 'INOPERATIVE', 'OUTOFORDER', 'PLANNED', 'REMOVED', 'RESERVED', 'UNKNOWN'] as const
export type OcpiStatus = (typeof ocpiStatuses)[number]

export const connectorStandards = [
  'CHADEMO',
  'CHAOJI',
  'DOMESTIC_F',
  'GBT_AC',
  'GBT_DC',
  'IEC_60309_2_single_16',
  'IEC_62196_T1',
  'IEC_62196_T1_COMBO',
  'IEC_62196_T2',
  'IEC_62196_T2_COMBO',
  'TESLA_S',
] as const
export type ConnectorStandard = (typeof connectorStandards)[number]
export const connectorFormats = ['SOCKET', 'CABLE'] as const
export const powerTypes = ['AC_1_PHASE', 'AC_2_PHASE', 'AC_3_PHASE', 'DC'] as const
export const facilities = [
  'HOTEL',
  'RESTAURANT',
  'CAFE',
  'MALL',
  'SUPERMARKET',
  'SPORT',
  'RECREATION_AREA',
  'NATURE',
  'MUSEUM',
  'BIKE_SHARING',
  'BUS_STOP',
  'TAXI_STAND',
  'TRAM_STOP',
  'METRO_STATION',
  'TRAIN_STATION',
  'AIRPORT',
  'PARKING_LOT',
  'CARPOOL_PARKING',
  'FUEL_STATION',
  'WIFI',
] as const

/** The site's own classification of a station. */
export const stationTypes = ['free', 'paidByTariff', 'public', 'clientsOnly', 'restricted', 'test'] as const
export type StationType = (typeof stationTypes)[number]

/** What a visitor sees: not occupied, occupied (reserved shows as occupied), under repair. */
export const siteStatuses = ['free', 'occupied', 'repair'] as const
export type SiteStatus = (typeof siteStatuses)[number]

/** Legend power bands: 2-7, 11-22, 50+, 120+ kW. */
export const powerBands = ['2-7', '11-22', '50+', '120+'] as const
export type PowerBand = (typeof powerBands)[number]

export type OcpiConnector = {
  id: string
  standard: ConnectorStandard
  format: (typeof connectorFormats)[number]
  power_type: (typeof powerTypes)[number]
  max_voltage: number
  max_amperage: number
  max_electric_power?: number
  /** OCPI 2.2.1: ids of the Tariffs (same country code and party) that apply at this connector. */
  tariff_ids?: string[]
  /** Site extension: price per kWh in the station's currency, used when no OCPI tariff applies. */
  tariff_per_kwh?: number
  last_updated?: string
}
export type OcpiEvse = {
  uid: string
  evse_id?: string
  status: OcpiStatus
  connectors: OcpiConnector[]
  last_updated?: string
}
export type RegularHours = { weekday: number; period_begin: string; period_end: string }
export type OpeningTimes = { twentyfourseven: boolean; regular_hours?: RegularHours[] }
export type OcpiLocation = {
  country_code: string
  party_id: string
  id: string
  publish: boolean
  name?: string
  address: string
  city: string
  postal_code?: string
  state?: string
  country: string
  coordinates: { latitude: string; longitude: string }
  evses?: OcpiEvse[]
  operator?: { name: string; website?: string }
  facilities?: string[]
  time_zone: string
  opening_times?: OpeningTimes
  last_updated?: string
}

/** OCPI EVSE status → what the map shows. */
export function siteStatus(status: OcpiStatus): SiteStatus {
  switch (status) {
    case 'AVAILABLE':
      return 'free'
    case 'CHARGING':
    case 'BLOCKED':
    case 'RESERVED':
      return 'occupied'
    default:
      // OUTOFORDER, INOPERATIVE, and anything not usable now (UNKNOWN, PLANNED, REMOVED).
      return 'repair'
  }
}

/** A station is free when any EVSE is free, occupied when any is in use, otherwise under repair. */
export function stationStatus(evses: Pick<OcpiEvse, 'status'>[]): SiteStatus {
  const statuses = evses.filter((e) => e.status !== 'REMOVED').map((e) => siteStatus(e.status))
  if (statuses.includes('free')) return 'free'
  if (statuses.includes('occupied')) return 'occupied'
  return 'repair'
}

/** kW of a connector: max_electric_power (W) when given, else voltage × amperage (× √3 for 3-phase). */
export function connectorPowerKw(c: Pick<OcpiConnector, 'max_electric_power' | 'max_voltage' | 'max_amperage' | 'power_type'>): number {
  const watts = c.max_electric_power ?? (c.power_type === 'AC_3_PHASE' ? c.max_voltage * c.max_amperage * 3 : c.max_voltage * c.max_amperage)
  return Math.round(watts / 100) / 10
}

export function powerBand(kw: number): PowerBand {
  if (kw >= 120) return '120+'
  if (kw >= 50) return '50+'
  if (kw > 7.5) return '11-22'
  return '2-7'
}

export function maxPowerKw(evses: OcpiEvse[]): number {
  let max = 0
  for (const e of evses) for (const c of e.connectors) max = Math.max(max, connectorPowerKw(c))
  return max
}

/** Derived, indexed columns kept in step with the OCPI data (by hooks and by the bulk seed). */
export function derivedColumns(evses: OcpiEvse[]) {
  const kw = maxPowerKw(evses)
  const standards = [...new Set(evses.flatMap((e) => e.connectors.map((c) => c.standard)))].sort()
  return {
    maxPowerKw: kw,
    powerBand: powerBand(kw),
    statusSummary: stationStatus(evses),
    // Delimited so that `LIKE '%|IEC_62196_T2|%'` matches one standard exactly.
    connectorStandards: standards.length ? `|${standards.join('|')}|` : '',
  }
}

// ── Opening hours ─────────────────────────────────────────────────────────────────────────────────

/** Local weekday (OCPI: 1 = Monday … 7 = Sunday) and minutes since midnight in a time zone. */
export function localClock(now: Date, timeZone: string): { weekday: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1
  return { weekday, minutes: Number(get('hour')) * 60 + Number(get('minute')) }
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

export type OpenState = { allDay: true } | { allDay: false; open: true; closesAt: string } | { allDay: false; open: false; opensAt?: string }

/** Open/closed now, with the closing time (or the next opening time) in the station's own time zone. */
export function openState(times: OpeningTimes | undefined | null, timeZone: string, now = new Date()): OpenState {
  if (!times || times.twentyfourseven || !times.regular_hours?.length) return { allDay: true }
  const { weekday, minutes } = localClock(now, timeZone)
  const hours = times.regular_hours
  for (const h of hours.filter((h) => h.weekday === weekday)) {
    const begin = toMinutes(h.period_begin)
    const end = toMinutes(h.period_end)
    if (end > begin ? minutes >= begin && minutes < end : minutes >= begin || minutes < end) return { allDay: false, open: true, closesAt: h.period_end }
  }
  // Periods that started yesterday and run past midnight.
  const yesterday = weekday === 1 ? 7 : weekday - 1
  for (const h of hours.filter((h) => h.weekday === yesterday)) {
    const begin = toMinutes(h.period_begin)
    const end = toMinutes(h.period_end)
    if (end < begin && minutes < end) return { allDay: false, open: true, closesAt: h.period_end }
  }
  for (let d = 0; d < 7; d++) {
    const day = ((weekday - 1 + d) % 7) + 1
    const next = hours.filter((h) => h.weekday === day && (d > 0 || toMinutes(h.period_begin) > minutes)).sort((a, b) => toMinutes(a.period_begin) - toMinutes(b.period_begin))[0]
    if (next) return { allDay: false, open: false, opensAt: next.period_begin }
  }
  return { allDay: false, open: false }
}

// ── Validation of OCPI records (importer and editor input) ────────────────────────────────────────

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: string[] }

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
export const isString = (v: unknown, max = 255): v is string => typeof v === 'string' && v.length > 0 && v.length <= max
const timeRe = /^([01]\d|2[0-3]):[0-5]\d$/
const dateTimeRe = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})?$/

/** An OCPI DateTime (RFC 3339, UTC when no offset is given), or undefined. */
export function parseOcpiDateTime(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !dateTimeRe.test(value)) return undefined
  const date = new Date(/[Zz]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value}Z`)
  return Number.isNaN(date.getTime()) ? undefined : date
}

export function checkLastUpdated(raw: Record<string, unknown>, path: string, errors: string[], required: boolean): string | undefined {
  if (raw.last_updated === undefined && !required) return undefined
  const date = parseOcpiDateTime(raw.last_updated)
  if (!date) return void errors.push(`${path}last_updated: ${required ? 'required ' : ''}DateTime (RFC 3339) expected`)
  return date.toISOString()
}

/** Options of the validators: the receiver requires `last_updated` on every object, as OCPI 2.2.1 does. */
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

export function validateConnector(raw: unknown, path: string, errors: string[], options: ValidateOptions = {}): OcpiConnector | undefined {
  if (!isObject(raw)) return void errors.push(`${path}: must be an object`)
  const before = errors.length
  if (!isString(raw.id, 36)) errors.push(`${path}.id: required string`)
  if (!connectorStandards.includes(raw.standard as ConnectorStandard)) errors.push(`${path}.standard: unknown standard ${JSON.stringify(raw.standard)}`)
  if (!connectorFormats.includes(raw.format as never)) errors.push(`${path}.format: must be SOCKET or CABLE`)
  if (!powerTypes.includes(raw.power_type as never)) errors.push(`${path}.power_type: unknown power type ${JSON.stringify(raw.power_type)}`)
  for (const key of ['max_voltage', 'max_amperage'] as const) {
    if (typeof raw[key] !== 'number' || !Number.isFinite(raw[key]) || (raw[key] as number) <= 0) errors.push(`${path}.${key}: positive number required`)
  }
  if (raw.max_electric_power !== undefined && (typeof raw.max_electric_power !== 'number' || raw.max_electric_power <= 0 || raw.max_electric_power > 1_000_000))
    errors.push(`${path}.max_electric_power: positive number of watts required`)
  if (raw.tariff_per_kwh !== undefined && (typeof raw.tariff_per_kwh !== 'number' || raw.tariff_per_kwh < 0 || raw.tariff_per_kwh > 1000))
    errors.push(`${path}.tariff_per_kwh: non-negative number required`)
  if (raw.tariff_ids !== undefined && (!Array.isArray(raw.tariff_ids) || raw.tariff_ids.length > 20 || raw.tariff_ids.some((t) => !isString(t, 36))))
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
    ...(raw.max_electric_power !== undefined ? { max_electric_power: raw.max_electric_power as number } : {}),
    ...(raw.tariff_ids !== undefined ? { tariff_ids: raw.tariff_ids as string[] } : {}),
    ...(raw.tariff_per_kwh !== undefined ? { tariff_per_kwh: raw.tariff_per_kwh as number } : {}),
    ...(lastUpdated ? { last_updated: lastUpdated } : {}),
  }
}

/** One OCPI EVSE (with its connectors); errors name the field path. */
export function validateEvse(e: unknown, p: string, errors: string[], options: ValidateOptions = {}): OcpiEvse | undefined {
  if (!isObject(e)) return void errors.push(`${p}: must be an object`)
  const before = errors.length
  if (!isString(e.uid, 36)) errors.push(`${p}.uid: required string`)
  if (!ocpiStatuses.includes(e.status as OcpiStatus)) errors.push(`${p}.status: unknown status ${JSON.stringify(e.status)}`)
  if (e.evse_id !== undefined && e.evse_id !== null && !isString(e.evse_id, 48)) errors.push(`${p}.evse_id: string (max 48)`)
  const lastUpdated = checkLastUpdated(e, `${p}.`, errors, Boolean(options.requireLastUpdated))
  if (!Array.isArray(e.connectors) || e.connectors.length === 0) return void errors.push(`${p}.connectors: at least one connector required`)
  const ids = new Set<string>()
  e.connectors.forEach((c, j) => {
    const id = isObject(c) ? c.id : undefined
    if (typeof id === 'string' && ids.has(id)) errors.push(`${p}.connectors[${j}].id: duplicate ${id}`)
    if (typeof id === 'string') ids.add(id)
  })
  const connectors = e.connectors.map((c, j) => validateConnector(c, `${p}.connectors[${j}]`, errors, options)).filter((c): c is OcpiConnector => !!c)
  if (errors.length > before) return undefined
  return {
    uid: e.uid as string,
    ...(isString(e.evse_id, 48) ? { evse_id: e.evse_id } : {}),
    status: e.status as OcpiStatus,
    connectors,
    ...(lastUpdated ? { last_updated: lastUpdated } : {}),
  }
}

export function validateEvses(raw: unknown, path = 'evses', errors: string[] = [], options: ValidateOptions = {}): OcpiEvse[] | undefined {
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

export function validateOpeningTimes(raw: unknown, errors: string[], path = 'opening_times'): OpeningTimes | undefined {
  if (raw === undefined || raw === null) return { twentyfourseven: true }
  if (!isObject(raw) || typeof raw.twentyfourseven !== 'boolean') return void errors.push(`${path}.twentyfourseven: boolean required`)
  const before = errors.length
  const regular: RegularHours[] = []
  if (raw.regular_hours !== undefined) {
    if (!Array.isArray(raw.regular_hours)) return void errors.push(`${path}.regular_hours: must be an array`)
    raw.regular_hours.forEach((h, i) => {
      const p = `${path}.regular_hours[${i}]`
      if (!isObject(h) || !Number.isInteger(h.weekday) || (h.weekday as number) < 1 || (h.weekday as number) > 7) return void errors.push(`${p}.weekday: 1-7 required`)
      if (typeof h.period_begin !== 'string' || !timeRe.test(h.period_begin)) return void errors.push(`${p}.period_begin: HH:MM required`)
      if (typeof h.period_end !== 'string' || !timeRe.test(h.period_end)) return void errors.push(`${p}.period_end: HH:MM required`)
      regular.push({ weekday: h.weekday as number, period_begin: h.period_begin, period_end: h.period_end })
    })
  }
  if (!raw.twentyfourseven && regular.length === 0 && errors.length === before) errors.push(`${path}.regular_hours: required when not twentyfourseven`)
  if (errors.length > before) return undefined
  return { twentyfourseven: raw.twentyfourseven, ...(regular.length ? { regular_hours: regular } : {}) }
}

/** Validates one OCPI 2.2.1 Location; errors name the field path. */
export function validateLocation(raw: unknown, options: ValidateOptions = {}): ValidationResult<OcpiLocation> {
  const errors: string[] = []
  if (!isObject(raw)) return { ok: false, errors: ['location: must be an object'] }
  if (!isString(raw.id, 36)) errors.push('id: required string (max 36)')
  if (typeof raw.country_code !== 'string' || !/^[A-Z]{2}$/.test(raw.country_code)) errors.push('country_code: ISO 3166 alpha-2 required')
  if (typeof raw.party_id !== 'string' || !/^[A-Z0-9]{3}$/.test(raw.party_id)) errors.push('party_id: 3 characters required')
  if (typeof raw.publish !== 'boolean') errors.push('publish: boolean required')
  if (raw.name !== undefined && !isString(raw.name)) errors.push('name: string (max 255)')
  if (!isString(raw.address, 45)) errors.push('address: required string (max 45)')
  if (!isString(raw.city, 45)) errors.push('city: required string (max 45)')
  if (raw.postal_code !== undefined && !isString(raw.postal_code, 10)) errors.push('postal_code: string (max 10)')
  if (typeof raw.country !== 'string' || !/^[A-Z]{3}$/.test(raw.country)) errors.push('country: ISO 3166 alpha-3 required')
  const coords = raw.coordinates
  if (!isObject(coords) || typeof coords.latitude !== 'string' || typeof coords.longitude !== 'string' || !decimalRe.test(coords.latitude) || !decimalRe.test(coords.longitude)) {
    errors.push('coordinates: latitude and longitude required as decimal strings')
  } else if (Math.abs(Number(coords.latitude)) > 90 || Math.abs(Number(coords.longitude)) > 180) {
    errors.push('coordinates: out of range')
  }
  if (typeof raw.time_zone !== 'string' || !validTimeZone(raw.time_zone)) errors.push('time_zone: IANA time zone required')
  const evses = validateEvses(raw.evses, 'evses', errors, options)
  const lastUpdated = checkLastUpdated(raw, '', errors, Boolean(options.requireLastUpdated))
  const opening = validateOpeningTimes(raw.opening_times, errors)
  if (raw.operator !== undefined && (!isObject(raw.operator) || !isString(raw.operator.name))) errors.push('operator.name: required string')
  if (raw.facilities !== undefined && (!Array.isArray(raw.facilities) || raw.facilities.some((f) => !facilities.includes(f as never)))) errors.push('facilities: unknown facility')
  if (errors.length || !evses || !opening) return { ok: false, errors }
  return {
    ok: true,
    value: {
      ...(raw as unknown as OcpiLocation),
      evses,
      opening_times: opening,
      ...(lastUpdated ? { last_updated: lastUpdated } : {}),
    },
  }
}
