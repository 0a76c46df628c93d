/**
 * Charger models and the compatibility search, as pure functions the page (server), the search's
 * browser behaviour and the seed share.
 */
export const currents = ['AC', 'DC'] as const
export const connectorKinds = [
  'type2Socket',
  'type2Cable',
  'type1',
  'ccs2',
  'ccs1',
  'chademo',
  'gbt',
  'nacs',
  'schuko',
] as const
export const ocppStatuses = ['certified', 'supported', 'no'] as const
export type OcppStatus = (typeof ocppStatuses)[number]
export const ocppVersions = ['1.6', '2.0.1'] as const
export type OcppVersion = (typeof ocppVersions)[number]
export const capabilities = [
  'remoteStartStop',
  'smartCharging',
  'firmwareUpdates',
  'reservations',
  'localAuth',
  'plugAndCharge',
  'paymentTerminal',
] as const
export const powerBands = ['upTo22', 'from23', 'from100'] as const
export type PowerBand = (typeof powerBands)[number]

/** A model as the page shows it. */
export type ChargerModel = {
  id: string
  manufacturer: string
  model: string
  current: (typeof currents)[number]
  powerKw: number
  connectors: string[]
  ocpp16: OcppStatus
  ocpp201: OcppStatus
  works: string[]
  notes: string
}

export type HardwareQuery = { q: string; ocpp: OcppVersion | ''; power: PowerBand | '' }

type Params = URLSearchParams | Record<string, string | string[] | undefined>

/** The search from the page's query (lenient: an unknown filter value is no filter). */
export function parseHardwareQuery(params: Params): HardwareQuery {
  const get = (key: string) =>
    ((params instanceof URLSearchParams ? params.get(key) : [params[key]].flat()[0]) ?? '').trim()
  const ocpp = get('ocpp')
  const power = get('power')
  return {
    q: get('q').slice(0, 100),
    ocpp: (ocppVersions as readonly string[]).includes(ocpp) ? (ocpp as OcppVersion) : '',
    power: (powerBands as readonly string[]).includes(power) ? (power as PowerBand) : '',
  }
}

/** Lower case without accents, so "Zaptec" matches "zaptéc" and "Ü" matches "u". */
export const searchText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

export const inBand = (powerKw: number, band: PowerBand | '') =>
  band === '' ||
  (band === 'upTo22'
    ? powerKw <= 22
    : band === 'from23'
      ? powerKw > 22 && powerKw < 100
      : powerKw >= 100)

/** What the search matches a model on: each word typed must appear in its manufacturer or model. */
export type Searchable = { text: string; ocpp: string[]; powerKw: number }

export const searchableOf = (m: ChargerModel): Searchable => ({
  text: searchText(`${m.manufacturer} ${m.model}`),
  ocpp: ocppVersions.filter((v) => (v === '1.6' ? m.ocpp16 : m.ocpp201) !== 'no'),
  powerKw: m.powerKw,
})

export function matchesQuery(item: Searchable, query: HardwareQuery): boolean {
  const words = searchText(query.q).split(/\s+/).filter(Boolean)
  return (
    words.every((word) => item.text.includes(word)) &&
    (query.ocpp === '' || item.ocpp.includes(query.ocpp)) &&
    inBand(item.powerKw, query.power)
  )
}

export function hardwareQueryString(query: HardwareQuery): string {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.ocpp) params.set('ocpp', query.ocpp)
  if (query.power) params.set('power', query.power)
  return params.toString()
}
