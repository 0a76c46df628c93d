/**
 * The payback calculator's arithmetic, pure and isomorphic: the same in the page, in the browser
 * (live updates) and on the server when a lead carries a plan (recomputed there, never taken from
 * the browser).
 */
export const chargerKinds = ['ac7', 'ac11', 'ac22', 'dc50', 'dc120'] as const
export type ChargerKind = (typeof chargerKinds)[number]
export const kindPowerKw: Record<ChargerKind, number> = {
  ac7: 7,
  ac11: 11,
  ac22: 22,
  dc50: 50,
  dc120: 120,
}

/**
 * What editors keep per market (the `payback-calculator` global); the built-in values are below.
 */
export type MarketDefaults = {
  name: string
  currency: string
  driverPrice: number
  energyCost: number
  hoursPerDay: number
  /** Hardware and installation of one charger of each kind. */
  unitCost: Record<ChargerKind, number>
  monthlyFeePerCharger: number
  /**
   * kg of CO₂ a kWh delivered avoids: a petrol car's emissions for the same distance, less the
   * grid's.
   */
  co2KgPerKwh: number
}

export type PlanInputs = {
  counts: Record<ChargerKind, number>
  hoursPerDay: number
  driverPrice: number
  energyCost: number
  /** Empty: estimated from the market's cost per charger. */
  capex: number | null
  /** Empty: estimated from the market's fee per charger. */
  monthlyFees: number | null
}

export type PlanResult = {
  chargers: number
  powerKw: number
  energyKwhPerMonth: number
  revenuePerMonth: number
  energyCostPerMonth: number
  feesPerMonth: number
  marginPerMonth: number
  capex: number
  capexEstimated: boolean
  feesEstimated: boolean
  /** Null when the plan never pays back (no positive margin). */
  paybackYears: number | null
  co2TonnesPerYear: number
}

export const daysPerMonth = 365 / 12

/** The plan a page opens with: two 22 kW AC chargers and one 50 kW DC, the market's prices. */
export const defaultCounts: Record<ChargerKind, number> = {
  ac7: 0,
  ac11: 0,
  ac22: 2,
  dc50: 1,
  dc120: 0,
}

export function defaultInputs(market: MarketDefaults): PlanInputs {
  return {
    counts: { ...defaultCounts },
    hoursPerDay: market.hoursPerDay,
    driverPrice: market.driverPrice,
    energyCost: market.energyCost,
    capex: null,
    monthlyFees: null,
  }
}

const cents = (n: number) => Math.round(n * 100) / 100

/**
 * - energy per month (kWh) = Σ chargers × rated power (kW) × hours of use per day × 365 / 12;
 * - revenue per month = energy × price per kWh to drivers;
 * - margin per month = revenue − energy × energy cost per kWh − monthly fees;
 * - payback (years) = hardware and installation ÷ (margin per month × 12), none unless positive;
 * - CO₂ avoided per year (t) = energy per month × 12 × the market's kg avoided per kWh ÷ 1000.
 */
export function calculate(inputs: PlanInputs, market: MarketDefaults): PlanResult {
  const chargers = chargerKinds.reduce((sum, kind) => sum + inputs.counts[kind], 0)
  const powerKw = chargerKinds.reduce((sum, k) => sum + inputs.counts[k] * kindPowerKw[k], 0)
  const energy = powerKw * inputs.hoursPerDay * daysPerMonth
  const revenue = energy * inputs.driverPrice
  const energyCost = energy * inputs.energyCost
  const capexEstimated = inputs.capex === null
  const capex =
    inputs.capex ?? chargerKinds.reduce((sum, k) => sum + inputs.counts[k] * market.unitCost[k], 0)
  const feesEstimated = inputs.monthlyFees === null
  const fees = inputs.monthlyFees ?? chargers * market.monthlyFeePerCharger
  const margin = revenue - energyCost - fees
  return {
    chargers,
    powerKw,
    energyKwhPerMonth: Math.round(energy),
    revenuePerMonth: cents(revenue),
    energyCostPerMonth: cents(energyCost),
    feesPerMonth: cents(fees),
    marginPerMonth: cents(margin),
    capex: cents(capex),
    capexEstimated,
    feesEstimated,
    paybackYears:
      margin > 0 && chargers > 0 ? Math.round((capex / (margin * 12)) * 100) / 100 : null,
    co2TonnesPerYear: Math.round(energy * 12 * market.co2KgPerKwh) / 1000,
  }
}

/** The query keys of a plan, as the GET form names its fields. */
export const planKeys = {
  counts: chargerKinds,
  hoursPerDay: 'hours',
  driverPrice: 'price',
  energyCost: 'energy',
  capex: 'capex',
  monthlyFees: 'fees',
} as const

type Limits = { max: number; integer?: boolean }
const limits: Record<string, Limits> = {
  ...Object.fromEntries(chargerKinds.map((k) => [k, { max: 1000, integer: true }])),
  hours: { max: 24 },
  price: { max: 1_000_000 },
  energy: { max: 1_000_000 },
  capex: { max: 1e12 },
  fees: { max: 1e10 },
}

export type PlanError = 'format' | 'range'
/** `raw`: what was sent for each key, to show back in a field the visitor must correct. */
export type ParsedPlan = {
  inputs: PlanInputs
  errors: Partial<Record<string, PlanError>>
  raw: Record<string, string>
}
type Params = URLSearchParams | Record<string, string | string[] | undefined>

/**
 * A plan from a query (the GET form, a shared link, a lead's `plan`): a missing or empty value
 * takes the market's default (capex and fees: the estimate); a bad one is an error naming its key.
 * Decimal commas are accepted (`0,45`).
 */
export function parsePlan(params: Params, market: MarketDefaults): ParsedPlan {
  const get = (key: string) => {
    const raw = params instanceof URLSearchParams ? params.get(key) : [params[key]].flat()[0]
    return (raw ?? '').trim()
  }
  const errors: ParsedPlan['errors'] = {}
  const raws: Record<string, string> = {}
  const number = (key: string): number | null => {
    const raw = get(key)
    if (raw === '') return null
    raws[key] = raw.slice(0, 40)
    const value = /^\d{1,13}([.,]\d{1,4})?$/.test(raw) ? Number(raw.replace(',', '.')) : NaN
    const limit = limits[key]!
    if (!Number.isFinite(value) || (limit.integer && !Number.isInteger(value)))
      errors[key] = 'format'
    else if (value > limit.max) errors[key] = 'range'
    else return value
    return null
  }
  const defaults = defaultInputs(market)
  const hasCounts = chargerKinds.some((k) => get(k) !== '')
  const counts = Object.fromEntries(
    chargerKinds.map((k) => [k, number(k) ?? (hasCounts ? 0 : defaults.counts[k])]),
  ) as Record<ChargerKind, number>
  return {
    inputs: {
      counts,
      hoursPerDay: number('hours') ?? defaults.hoursPerDay,
      driverPrice: number('price') ?? defaults.driverPrice,
      energyCost: number('energy') ?? defaults.energyCost,
      capex: number('capex'),
      monthlyFees: number('fees'),
    },
    errors,
    raw: raws,
  }
}

/** The canonical query of a plan (what the form would send), for links and the lead. */
export function planQuery(inputs: PlanInputs): string {
  const params = new URLSearchParams()
  for (const kind of chargerKinds) params.set(kind, String(inputs.counts[kind]))
  params.set('hours', String(inputs.hoursPerDay))
  params.set('price', String(inputs.driverPrice))
  params.set('energy', String(inputs.energyCost))
  if (inputs.capex !== null) params.set('capex', String(inputs.capex))
  if (inputs.monthlyFees !== null) params.set('fees', String(inputs.monthlyFees))
  return params.toString()
}

/**
 * What the calculator's leads and meetings carry besides the plan: the lead form's interest for a
 * plan, and the lead source a meeting booked from the calculator names.
 */
export const planInterest = 'start_business'
export const calculatorSource = 'calculator'

/**
 * "Book a meeting" from the result: the booking page with the plan (its canonical query, as the
 * lead form's hidden `plan`), the lead form's interest for a plan, and the calculator as the source.
 */
export function meetingHref(locale: string, inputs: PlanInputs): string {
  const query = new URLSearchParams({
    source: calculatorSource,
    plan: planQuery(inputs),
    interest: planInterest,
  })
  return `/${locale}/book-a-meeting?${query}`
}
