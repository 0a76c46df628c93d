/**
 * What a visitor's browser may report of a page's Web Vitals (client/field-vitals.ts sends it),
 * and the one check of it on the server. Every field is bounded: a metric from the list with a
 * value in its range, the path only to find the page type and locale (then dropped), a coarse
 * device class and connection type. Shared by the browser's reporter and the endpoint, so both read
 * the same list; it imports nothing of the server.
 */

/** The metrics reported, by web-vitals' names. */
export const vitalNames = ['LCP', 'INP', 'CLS', 'TTFB'] as const
export type VitalName = (typeof vitalNames)[number]

/**
 * The largest value taken per metric, in web-vitals' unit (milliseconds; CLS a score). Beyond
 * them a value is a broken clock or a forged beacon, not a visit.
 */
export const vitalRanges: Record<VitalName, number> = {
  LCP: 120_000,
  INP: 60_000,
  TTFB: 120_000,
  CLS: 10,
}

/**
 * Google's "good" thresholds (web.dev) in the metrics' base units (seconds; CLS a score): the p75
 * of a page type at or under it is good.
 */
export const goodThresholds: Record<VitalName, number> = {
  LCP: 2.5,
  INP: 0.2,
  CLS: 0.1,
  TTFB: 0.8,
}

/** The coarse device classes: the browser's own device.ts decides (phones and tablets are mobile). */
export const deviceClasses = ['mobile', 'desktop'] as const
export type DeviceClass = (typeof deviceClasses)[number]

/** The Network Information API's effective types, or `unknown` where a browser has none. */
export const connectionTypes = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const
export type ConnectionType = (typeof connectionTypes)[number]

/** Where beacons go (same origin: the CSP's `connect-src 'self'` allows it). */
export const vitalsPath = '/api/v1/vitals'
/** The largest body taken: a beacon is under 200 bytes. */
export const maxBeaconBytes = 1024
const maxPathLength = 512

/** What a browser sends once per page view, values in web-vitals' units. */
export type Beacon = {
  path: string
  device: DeviceClass
  connection: ConnectionType
  metrics: Partial<Record<VitalName, number>>
}

/** A checked beacon: the page type and locale in place of the path; values in base units. */
export type Reading = {
  page: string
  locale: string
  device: DeviceClass
  connection: ConnectionType
  /** Seconds (LCP, INP, TTFB) or a score (CLS). */
  values: Partial<Record<VitalName, number>>
}

export type Checked = { ok: true; reading: Reading } | { ok: false; field: string; reason: string }

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value)

/** The base unit of a metric's value: seconds for times, the score itself for CLS. */
export const inBaseUnit = (name: VitalName, value: number) =>
  name === 'CLS' ? value : value / 1000

/**
 * The beacon's checked reading, or the field that is wrong. `pageOf` turns a path into the site's
 * page type and locale (null for a path that is no page of the site: the back office, an API).
 * Nothing else than the listed fields is taken; anything outside its bounds refuses the whole
 * beacon, so a forged one changes nothing.
 */
export function checkBeacon(
  input: unknown,
  pageOf: (path: string) => { page: string; locale: string } | null,
): Checked {
  const refuse = (field: string, reason: string): Checked => ({ ok: false, field, reason })
  if (!isObject(input)) return refuse('body', 'not an object')
  for (const key of Object.keys(input))
    if (!['path', 'device', 'connection', 'metrics'].includes(key))
      return refuse(key, 'unknown field')
  const { path, device, connection, metrics } = input
  if (
    typeof path !== 'string' ||
    path.length > maxPathLength ||
    !/^\/[^?#\s]*$/.test(path) ||
    path.startsWith('//')
  )
    return refuse('path', 'not a path without a query')
  const page = pageOf(path)
  if (!page) return refuse('path', 'not a page of the site')
  if (!oneOf(deviceClasses, device)) return refuse('device', 'unknown device class')
  if (!oneOf(connectionTypes, connection)) return refuse('connection', 'unknown connection type')
  if (!isObject(metrics)) return refuse('metrics', 'not an object')
  const names = Object.keys(metrics)
  if (names.length === 0) return refuse('metrics', 'empty')
  const values: Reading['values'] = {}
  for (const name of names) {
    if (!oneOf(vitalNames, name)) return refuse(`metrics.${name}`, 'unknown metric')
    const value = metrics[name]
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
      return refuse(`metrics.${name}`, 'not a number at or above 0')
    if (value > vitalRanges[name]) return refuse(`metrics.${name}`, 'out of range')
    values[name] = inBaseUnit(name, value)
  }
  return { ok: true, reading: { ...page, device, connection, values } }
}
