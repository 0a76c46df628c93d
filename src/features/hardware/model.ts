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

/** A search that asks for something: the page then lists its matches instead of the index. */
export const isSearch = (query: HardwareQuery) =>
  query.q !== '' || query.ocpp !== '' || query.power !== ''

/** Matches per page: a search for "1.6" alone matches most models, so results come in pages. */
export const pageSize = 12

/** The page asked for (lenient, as in the GET form's address: anything else is the first). */
export function parsePage(params: Params): number {
  const raw = params instanceof URLSearchParams ? params.get('page') : [params.page].flat()[0]
  const page = Number(raw)
  return Number.isSafeInteger(page) && page > 0 ? page : 1
}

/** The matches on one page, with the page clamped to the last one there is. */
export function pageOf<T>(matches: T[], page: number) {
  const pages = Math.max(1, Math.ceil(matches.length / pageSize))
  const current = Math.min(page, pages)
  return {
    total: matches.length,
    page: current,
    pages,
    items: matches.slice((current - 1) * pageSize, current * pageSize),
  }
}

export function hardwareQueryString(query: HardwareQuery, page = 1): string {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.ocpp) params.set('ocpp', query.ocpp)
  if (query.power) params.set('power', query.power)
  if (page > 1) params.set('page', String(page))
  return params.toString()
}

type Checked<T> = { ok: true; value: T } | { ok: false; message: string; field: string }

/**
 * The JSON search's parameters, strictly (a client of the API learns what it got wrong, where the
 * page's form is lenient): `q` up to 100 characters, and `ocpp`, `power` and `page` as the page
 * takes them.
 */
export function checkHardwareApiQuery(
  params: URLSearchParams,
): Checked<{ query: HardwareQuery; page: number }> {
  const q = params.get('q') ?? ''
  if (q.length > 100) return { ok: false, message: 'q is longer than 100 characters.', field: 'q' }
  const ocpp = params.get('ocpp') ?? ''
  if (ocpp && !(ocppVersions as readonly string[]).includes(ocpp))
    return { ok: false, message: `ocpp must be one of ${ocppVersions.join(', ')}.`, field: 'ocpp' }
  const power = params.get('power') ?? ''
  if (power && !(powerBands as readonly string[]).includes(power))
    return { ok: false, message: `power must be one of ${powerBands.join(', ')}.`, field: 'power' }
  const rawPage = params.get('page')
  if (rawPage !== null && !/^[1-9][0-9]{0,5}$/.test(rawPage))
    return { ok: false, message: 'page must be a whole number from 1.', field: 'page' }
  return { ok: true, value: { query: parseHardwareQuery(params), page: Number(rawPage ?? 1) } }
}

/** The lead form's interest on this page ("Not listed? Ask us"), and the lead source of a meeting. */
export const hardwareInterest = 'migrate_charging_network'
export const hardwareSource = 'hardware'

/**
 * "Book a meeting" on a result: the booking page with the model as the plan, the interest the
 * page's lead form opens with, and the hardware search as the source. The page's cards and the
 * search's (components/hardwareSearch.ts, from the list's `data-locale` and `data-book-label`) link
 * the same, with a plain anchor: the booking page renders on request, a site link would prefetch it.
 */
export function meetingHref(locale: string, model: string): string {
  const query = new URLSearchParams({
    source: hardwareSource,
    plan: model,
    interest: hardwareInterest,
  })
  return `/${locale}/book-a-meeting?${query}`
}

/** The id of a result's heading (the card's "Book a meeting" is described by it). */
export const modelHeadingId = (id: string) => `hardware-model-${id}`
