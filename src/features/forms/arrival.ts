import { clickIdParameters } from '@/features/site/campaign-parameters'

/**
 * How a visitor arrived, stored with every submission and order (the `arrival` group): the campaign
 * parameters, an ad network's click id, the referring site (host only), the landing page and the
 * page the form was sent from. The browser collects it (components/arrival-client.ts) and sends it
 * as `arrival`; the server checks it with the same rules (`arrivalProblem`) and adds the market.
 * Isomorphic and small: it travels in the forms' lazily loaded chunk, never in a page's first load.
 */

/** The campaign parameters kept, and the field each is stored in. */
export const campaignParameters = {
  utm_source: 'source',
  utm_medium: 'medium',
  utm_campaign: 'campaign',
  utm_term: 'term',
  utm_content: 'content',
} as const

/** Click ids of the big ad networks, in the order one is taken when a URL carries several. */
export { clickIdParameters }

export type Arrival = Partial<{
  source: string
  medium: string
  campaign: string
  term: string
  content: string
  clickIdName: string
  clickId: string
  referrer: string
  landingPage: string
  formPage: string
}>
export type ArrivalField = keyof Arrival

// Campaign words: letters and marks of any script, digits, spaces and common punctuation; no angle
// brackets, quotes, backslashes or control characters.
const campaignText = /^[\p{L}\p{M}\p{N} _.,:;/|+()&!?#%@~=*'-]+$/u
const clickIdText = /^[A-Za-z0-9._~-]+$/
// A host as URL.hostname gives it (lower case, punycode), or an IPv4 address.
const hostText = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/
// A path as URL.pathname gives it (percent-encoded): no query, no fragment.
const pathText = /^\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/

/** Each field's longest value and allowed characters, shared by the browser and the server. */
export const arrivalRules: Record<ArrivalField, { max: number; pattern: RegExp }> = {
  source: { max: 100, pattern: campaignText },
  medium: { max: 100, pattern: campaignText },
  campaign: { max: 150, pattern: campaignText },
  term: { max: 150, pattern: campaignText },
  content: { max: 150, pattern: campaignText },
  clickIdName: { max: 20, pattern: /^[a-z_]+$/ },
  clickId: { max: 255, pattern: clickIdText },
  referrer: { max: 253, pattern: hostText },
  landingPage: { max: 300, pattern: pathText },
  formPage: { max: 300, pattern: pathText },
}
export const arrivalFields = Object.keys(arrivalRules) as ArrivalField[]

/** A value as it is stored: trimmed, source and medium in lower case (the charts group by them). */
export function normaliseArrivalValue(field: ArrivalField, value: string): string {
  const trimmed = value.trim()
  return field === 'source' || field === 'medium' ? trimmed.toLowerCase() : trimmed
}

/** Whether a value may be stored in a field. */
export function arrivalValueOk(field: ArrivalField, value: string): boolean {
  const rule = arrivalRules[field]
  if (value.length === 0 || value.length > rule.max || !rule.pattern.test(value)) return false
  return field !== 'clickIdName' || (clickIdParameters as readonly string[]).includes(value)
}

/**
 * The server's check of what a browser sent as `arrival`: an object of known fields with allowed
 * values. Returns the stored values, or the first field it refuses (a browser of the site never
 * sends one: it drops what does not fit before sending).
 */
export function readArrival(
  input: unknown,
): { ok: true; value: Arrival } | { ok: false; field: string } {
  if (input === undefined || input === null) return { ok: true, value: {} }
  if (typeof input !== 'object' || Array.isArray(input)) return { ok: false, field: 'arrival' }
  const value: Arrival = {}
  for (const [key, raw] of Object.entries(input as Record<string, unknown>)) {
    if (!(key in arrivalRules) || typeof raw !== 'string') return { ok: false, field: 'arrival' }
    const field = key as ArrivalField
    const normalised = normaliseArrivalValue(field, raw)
    if (normalised === '') continue
    if (!arrivalValueOk(field, normalised)) return { ok: false, field: 'arrival' }
    value[field] = normalised
  }
  if (Boolean(value.clickId) !== Boolean(value.clickIdName)) return { ok: false, field: 'arrival' }
  return { ok: true, value }
}

/**
 * What a URL says about a visit: its campaign parameters and the first click id it carries, each
 * kept only when it fits its field (an odd value is dropped, never sent).
 */
export function arrivalFromUrl(url: URL): Arrival {
  const arrival: Arrival = {}
  for (const [parameter, field] of Object.entries(campaignParameters)) {
    const raw = url.searchParams.get(parameter)
    if (raw === null) continue
    const value = normaliseArrivalValue(field, raw).slice(0, arrivalRules[field].max)
    if (arrivalValueOk(field, value)) arrival[field] = value
  }
  for (const name of clickIdParameters) {
    const value = url.searchParams.get(name)?.trim()
    if (value && arrivalValueOk('clickId', value)) {
      arrival.clickIdName = name
      arrival.clickId = value
      break
    }
  }
  return arrival
}

/** The host of a referrer URL when it is another site's (our own pages are no referrer). */
export function referrerHost(referrer: string, ownHost: string): string | undefined {
  try {
    const host = new URL(referrer).hostname.toLowerCase()
    return host && host !== ownHost && arrivalValueOk('referrer', host) ? host : undefined
  } catch {
    return undefined
  }
}

/** A path that fits its field, else none. */
export function pagePath(url: URL): string | undefined {
  const path = url.pathname
  return arrivalValueOk('formPage', path) ? path : undefined
}

/**
 * The fields a person's erasure empties: what could single out one visit (a click id, a search
 * term, the pages and the referring site). Source, medium, campaign and market stay, like a
 * record's countries, for the reports.
 */
export const personalArrivalFields: readonly ArrivalField[] = [
  'term',
  'content',
  'clickIdName',
  'clickId',
  'referrer',
  'landingPage',
  'formPage',
]
