/**
 * The charger map's domain, as pure functions: OCPI 2.2.1 Location shapes, how OCPI statuses read
 * on the site, power bands of the legend, opening hours. Their validation is in validation.ts.
 */

export const ocpiStatuses = [
  'AVAILABLE',
  'BLOCKED',
  'CHARGING',
  'INOPERATIVE',
  'OUTOFORDER',
  'PLANNED',
  'REMOVED',
  'RESERVED',
  'UNKNOWN',
] as const
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
export const stationTypes = [
  'free',
  'paidByTariff',
  'public',
  'clientsOnly',
  'restricted',
  'test',
] as const
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
/** What a connector is, without its id: standard, format, power type, volts, amps and watts. */
export type ConnectorKind = Pick<
  OcpiConnector,
  'standard' | 'format' | 'power_type' | 'max_voltage' | 'max_amperage' | 'max_electric_power'
>

/**
 * The most common public connector: a Type 2 socket, three phases at 32 A (22 kW). New connectors
 * start as one.
 */
export const type2Socket22kW = {
  standard: 'IEC_62196_T2',
  format: 'SOCKET',
  power_type: 'AC_3_PHASE',
  max_voltage: 400,
  max_amperage: 32,
  max_electric_power: 22000,
} as const satisfies ConnectorKind

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

/**
 * kW of a connector: max_electric_power (W) when given, else voltage × amperage (× √3 for 3-phase).
 */
export function connectorPowerKw(
  c: Pick<OcpiConnector, 'max_electric_power' | 'max_voltage' | 'max_amperage' | 'power_type'>,
): number {
  const watts =
    c.max_electric_power ??
    (c.power_type === 'AC_3_PHASE'
      ? c.max_voltage * c.max_amperage * 3
      : c.max_voltage * c.max_amperage)
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

// ── Opening hours
// ─────────────────────────────────────────────────────────────────────────────────

/** Local weekday (OCPI: 1 = Monday … 7 = Sunday) and minutes since midnight in a time zone. */
export function localClock(now: Date, timeZone: string): { weekday: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1
  return { weekday, minutes: Number(get('hour')) * 60 + Number(get('minute')) }
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

export type OpenState =
  | { allDay: true }
  | { allDay: false; open: true; closesAt: string }
  | { allDay: false; open: false; opensAt?: string }

/**
 * Open/closed now, with the closing time (or the next opening time) in the station's own time zone.
 */
export function openState(
  times: OpeningTimes | undefined | null,
  timeZone: string,
  now = new Date(),
): OpenState {
  if (!times || times.twentyfourseven || !times.regular_hours?.length) return { allDay: true }
  const { weekday, minutes } = localClock(now, timeZone)
  const hours = times.regular_hours
  for (const h of hours.filter((h) => h.weekday === weekday)) {
    const begin = toMinutes(h.period_begin)
    const end = toMinutes(h.period_end)
    if (end > begin ? minutes >= begin && minutes < end : minutes >= begin || minutes < end)
      return { allDay: false, open: true, closesAt: h.period_end }
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
    const next = hours
      .filter((h) => h.weekday === day && (d > 0 || toMinutes(h.period_begin) > minutes))
      .sort((a, b) => toMinutes(a.period_begin) - toMinutes(b.period_begin))[0]
    if (next) return { allDay: false, open: false, opensAt: next.period_begin }
  }
  return { allDay: false, open: false }
}
