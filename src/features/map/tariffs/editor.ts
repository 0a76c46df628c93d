/**
 * The back office's tariff editor as pure functions: a tariff's OCPI elements as the few prices an
 * editor sets (per kWh, per minute, per session, idle per minute, one VAT rate) and back, and what
 * is wrong with a tariff said plainly in the editor's language. Prices are OCPI's: excluding VAT,
 * TIME and PARKING_TIME per hour underneath (per minute on screen).
 */
import type { EditorLanguage } from '@/lib/admin-fields/language'
import { fill } from '@/lib/fill'

import {
  priceComponent,
  validateTariff,
  type PriceComponent,
  type TariffDimension,
  type TariffElement,
} from './model'

export type SimplePrices = {
  /** Per kWh, per minute (charging), per session, per minute (idle), excluding VAT; null: none. */
  ENERGY: number | null
  TIME: number | null
  FLAT: number | null
  PARKING_TIME: number | null
  /** VAT in percent, the same for every component; null when the tariff states none. */
  vat: number | null
}
export const simpleDimensions = ['ENERGY', 'TIME', 'FLAT', 'PARKING_TIME'] as const
type SimpleDimension = (typeof simpleDimensions)[number]

/** OCPI keeps TIME and PARKING_TIME per hour; the editor shows them per minute. */
const perHour = (d: TariffDimension) => d === 'TIME' || d === 'PARKING_TIME'
const round4 = (n: number) => Math.round(n * 10_000) / 10_000

/**
 * The prices of a tariff the simple editor can show: one element without restrictions, each
 * dimension once, one VAT rate for all; else null (time bands, power bands, several VAT rates are
 * shown as OCPI JSON).
 */
export function simplePrices(elements: unknown): SimplePrices | null {
  const empty: SimplePrices = {
    ENERGY: null,
    TIME: null,
    FLAT: null,
    PARKING_TIME: null,
    vat: null,
  }
  if (elements === null || elements === undefined) return empty
  if (!Array.isArray(elements) || elements.length > 1) return null
  if (elements.length === 0) return empty
  const element = elements[0] as TariffElement
  if (!element || !Array.isArray(element.price_components)) return null
  if (element.restrictions && Object.keys(element.restrictions).length) return null
  const prices = { ...empty }
  const vats = new Set<number | undefined>()
  for (const c of element.price_components) {
    if (!simpleDimensions.includes(c.type) || prices[c.type] !== null) return null
    // A price typed that is not a number (kept as typed) reads as NaN: a problem, said as such.
    if (typeof c.price !== 'number' && typeof c.price !== 'string') return null
    const raw: unknown = c.price
    const price = Number(raw === '' ? NaN : raw)
    prices[c.type] = perHour(c.type) ? round4(price / 60) : price
    vats.add(c.vat)
  }
  if (vats.size > 1) return null
  const [vat] = [...vats]
  return { ...prices, vat: vat ?? null }
}

/**
 * The OCPI elements of the editor's prices: one element, a component per price set, each with the
 * VAT and the step size it had (1 for a new one: billed per unit). No price at all is no element.
 */
export function elementsOf(
  prices: Omit<SimplePrices, TariffDimension> & Record<SimpleDimension, number | string | null>,
  previous: unknown,
): TariffElement[] {
  const before = Array.isArray(previous)
    ? ((previous[0] as TariffElement | undefined)?.price_components ?? [])
    : []
  const components: PriceComponent[] = []
  for (const d of simpleDimensions) {
    const price = prices[d]
    if (price === null) continue
    const step = before.find((c) => c.type === d)?.step_size ?? 1
    // A price that is not a number stays as typed, for the validation to name it.
    const ocpi = typeof price === 'string' ? price : perHour(d) ? round4(price * 60) : price
    components.push(priceComponent(d, ocpi as number, prices.vat ?? undefined, step))
  }
  return components.length ? [{ price_components: components }] : []
}

const texts = {
  en: {
    ENERGY: 'Price per kWh',
    TIME: 'Price per minute of charging',
    FLAT: 'Price per session',
    PARKING_TIME: 'Price per minute idle',
    vat: 'VAT',
    price: '{what}: enter 0 or more, at most 100,000, with at most 4 decimals.',
    vatRange: 'VAT: enter a percentage from 0 to 100.',
    none: 'Enter at least one price (0 makes the connector free).',
    currency: 'Currency: a three-letter ISO 4217 code such as EUR.',
    validity: 'Valid until must be later than valid from.',
    ocpi: 'OCPI refuses this tariff: {detail}',
    intro:
      'Prices excluding VAT, as OCPI carries them; each shows what a driver pays with the VAT below. Leave a price empty when the tariff has none.',
    withVat: 'with VAT: {price}',
    vatLabel: 'VAT (%)',
    driverPays: 'A driver pays now: {price}',
    complex:
      'This tariff has time, day or power bands or several VAT rates, which the simple form cannot show: edit its OCPI elements below.',
    json: 'OCPI elements (JSON)',
    asJson: 'Edit as OCPI JSON',
    asForm: 'Back to the simple form',
    badJson: 'This is not valid JSON.',
  },
  pt: {
    ENERGY: 'Preço por kWh',
    TIME: 'Preço por minuto de carregamento',
    FLAT: 'Preço por sessão',
    PARKING_TIME: 'Preço por minuto parado',
    vat: 'IVA',
    price: '{what}: indique 0 ou mais, até 100 000, com no máximo 4 casas decimais.',
    vatRange: 'IVA: indique uma percentagem de 0 a 100.',
    none: 'Indique pelo menos um preço (0 torna o conector gratuito).',
    currency: 'Moeda: um código ISO 4217 de três letras, como EUR.',
    validity: 'A data de fim tem de ser posterior à data de início.',
    ocpi: 'O OCPI recusa esta tarifa: {detail}',
    intro:
      'Preços sem IVA, como o OCPI os transmite; cada um mostra o que um condutor paga com o IVA abaixo. Deixe vazio um preço que a tarifa não tem.',
    withVat: 'com IVA: {price}',
    vatLabel: 'IVA (%)',
    driverPays: 'Um condutor paga agora: {price}',
    complex:
      'Esta tarifa tem faixas horárias, de dias ou de potência, ou várias taxas de IVA, que o formulário simples não mostra: edite os seus elementos OCPI abaixo.',
    json: 'Elementos OCPI (JSON)',
    asJson: 'Editar como JSON OCPI',
    asForm: 'Voltar ao formulário simples',
    badJson: 'Isto não é JSON válido.',
  },
  uk: {
    ENERGY: 'Ціна за кВт·год',
    TIME: 'Ціна за хвилину заряджання',
    FLAT: 'Ціна за сесію',
    PARKING_TIME: 'Ціна за хвилину простою',
    vat: 'ПДВ',
    price: '{what}: введіть 0 або більше, до 100 000, не більше 4 знаків після коми.',
    vatRange: 'ПДВ: введіть відсоток від 0 до 100.',
    none: 'Введіть хоча б одну ціну (0 робить конектор безкоштовним).',
    currency: 'Валюта: трилітерний код ISO 4217, наприклад EUR.',
    validity: 'Кінець дії має бути пізніше за початок.',
    ocpi: 'OCPI не приймає цей тариф: {detail}',
    intro:
      'Ціни без ПДВ, як їх передає OCPI; біля кожної видно, скільки платить водій з ПДВ нижче. Залиште ціну порожньою, якщо тариф її не має.',
    withVat: 'з ПДВ: {price}',
    vatLabel: 'ПДВ (%)',
    driverPays: 'Водій платить зараз: {price}',
    complex:
      'Цей тариф має часові, денні чи потужнісні межі або кілька ставок ПДВ, яких проста форма не показує: редагуйте його елементи OCPI нижче.',
    json: 'Елементи OCPI (JSON)',
    asJson: 'Редагувати як JSON OCPI',
    asForm: 'Назад до простої форми',
    badJson: 'Це не коректний JSON.',
  },
} satisfies Record<EditorLanguage, Record<string, string>>
export type TariffEditorTexts = (typeof texts)['en']
export const tariffEditorTexts = (language: EditorLanguage): TariffEditorTexts => texts[language]

const fourDecimals = (n: number) => Math.abs(round4(n) - n) < 1e-9

/** What is wrong with the editor's prices, in the language; empty when OCPI would take them. */
export function pricesProblems(prices: SimplePrices, language: EditorLanguage): string[] {
  const t = texts[language]
  const problems: string[] = []
  for (const d of simpleDimensions) {
    const p = prices[d]
    if (p === null) continue
    const ocpi = perHour(d) ? p * 60 : p
    if (!Number.isFinite(p) || p < 0 || ocpi > 100_000 || !fourDecimals(p))
      problems.push(fill(t.price, { what: t[d] }))
  }
  const vat = prices.vat
  if (vat !== null && (!Number.isFinite(vat) || vat < 0 || vat > 100)) problems.push(t.vatRange)
  if (simpleDimensions.every((d) => prices[d] === null)) problems.push(t.none)
  return problems
}

/**
 * The problems of a whole tariff as the back office saves it: the simple editor's (when its
 * elements fit it), the validity, then whatever OCPI's own validation refuses (its path kept: a
 * CPO's developer reads it).
 */
export function tariffProblems(
  tariff: Record<string, unknown>,
  language: EditorLanguage,
  { editor = true }: { editor?: boolean } = {},
): string[] {
  const t = texts[language]
  // The editor's own rules (4 decimals, a validity that ends after it starts) only where an
  // editor types: what a CPO sends is held to OCPI's rules alone, as the receiver holds it.
  const simple = editor ? simplePrices(tariff.elements) : null
  const problems = simple ? pricesProblems(simple, language) : []
  if (typeof tariff.currency !== 'string' || !/^[A-Z]{3}$/.test(tariff.currency))
    problems.push(t.currency)
  const from = tariff.startDateTime ? Date.parse(String(tariff.startDateTime)) : NaN
  const until = tariff.endDateTime ? Date.parse(String(tariff.endDateTime)) : NaN
  if (editor && from >= until) problems.push(t.validity)
  if (problems.length) return problems
  const result = validateTariff({
    country_code: tariff.countryCode,
    party_id: tariff.partyId,
    id: tariff.tariffId,
    currency: tariff.currency,
    ...(tariff.type ? { type: tariff.type } : {}),
    elements: tariff.elements,
    ...(tariff.tariffAltText ? { tariff_alt_text: tariff.tariffAltText } : {}),
  })
  return result.ok ? [] : result.errors.map((detail) => fill(t.ocpi, { detail }))
}
