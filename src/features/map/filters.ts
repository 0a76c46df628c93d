import {
  connectorStandards,
  powerBands,
  siteStatuses,
  stationTypes,
  type PowerBand,
  type SiteStatus,
  type StationType,
} from './model'

/** The map's filters, as kept in the page URL (`?power=50%2B&status=free&type=public&connector=CHADEMO`). */
export type Filters = {
  power: PowerBand[]
  connector: string[]
  status: SiteStatus[]
  type: StationType[]
}
export const filterKeys = ['power', 'connector', 'status', 'type'] as const

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
  return out as Filters
}

export function filtersToQuery(filters: Filters): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of filterKeys) if (filters[key].length) params.set(key, filters[key].join(','))
  return params
}
