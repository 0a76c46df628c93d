import {
  connectorStandards,
  powerBands,
  siteStatuses,
  stationTypes,
  type PowerBand,
  type SiteStatus,
  type StationType,
} from '../stations/model'

/**
 * The map's filters, as kept in the page URL
 * (`?power=50%2B&status=free&type=public&connector=CHADEMO`). `operator` (OCPI parties, `PT-VLT`)
 * has no control of its own: a partner's embed sets it in the URL.
 */
export type Filters = {
  power: PowerBand[]
  connector: string[]
  status: SiteStatus[]
  type: StationType[]
  operator?: string[]
}
export const filterKeys = ['power', 'connector', 'status', 'type'] as const

/** An OCPI party as the map's `operator` parameter names it: country code and party id. */
export const operatorPattern = /^[A-Z]{2}-[A-Z0-9]{3}$/

const allowed: Record<(typeof filterKeys)[number], readonly string[]> = {
  power: powerBands,
  connector: connectorStandards,
  status: siteStatuses,
  type: stationTypes,
}

/** Lenient: unknown values in a shared link are dropped (the API itself answers 400 for them). */
export function parseFilters(
  params: Record<string, string | string[] | undefined> | URLSearchParams,
): Filters {
  const get = (k: string) =>
    (params instanceof URLSearchParams ? params.get(k) : [params[k]].flat()[0]) ?? ''
  const out = {} as Record<(typeof filterKeys)[number], string[]>
  for (const key of filterKeys)
    out[key] = [
      ...new Set(
        get(key)
          .split(',')
          .map((v) => v.trim())
          .filter((v) => allowed[key].includes(v)),
      ),
    ]
  const operator = [
    ...new Set(
      get('operator')
        .split(',')
        .map((v) => v.trim().toUpperCase())
        .filter((v) => operatorPattern.test(v)),
    ),
  ].slice(0, 20)
  return (operator.length ? { ...out, operator } : out) as Filters
}

export function filtersToQuery(filters: Filters): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of filterKeys) if (filters[key].length) params.set(key, filters[key].join(','))
  if (filters.operator?.length) params.set('operator', filters.operator.join(','))
  return params
}
