import enForms from '../messages/en/forms.json'
import enHardware from '../messages/en/hardware.json'
import enMap from '../messages/en/map.json'
import enMarketing from '../messages/en/marketing.json'
import enShop from '../messages/en/shop.json'
import ptForms from '../messages/pt/forms.json'
import ptHardware from '../messages/pt/hardware.json'
import ptMap from '../messages/pt/map.json'
import ptMarketing from '../messages/pt/marketing.json'
import ptShop from '../messages/pt/shop.json'
import uaForms from '../messages/ua/forms.json'
import uaHardware from '../messages/ua/hardware.json'
import uaMap from '../messages/ua/map.json'
import uaMarketing from '../messages/ua/marketing.json'
import uaShop from '../messages/ua/shop.json'

/**
 * Labels in the back office's languages (Payload's `en`, `pt` and `uk`; the site's `en`, `pt` and
 * `ua`), for every feature's collections: names (`adminNames`), select options of the back office
 * only (`adminLabels` / `adminOptions`), and options a visitor also sees on the site
 * (`siteOptions`), read from the site's own messages so the back office, its CSV exports and the
 * site name a value the same way.
 */
export type AdminLabel = { en: string; pt: string; uk: string }
/** A collection's name, one and many. */
export type AdminNames = { singular: AdminLabel; plural: AdminLabel }

const humanize = (value: string) =>
  value
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())

type Messages = { [key: string]: string | Messages }
const source = (en: unknown, pt: unknown, uk: unknown) => ({
  en: en as Messages,
  pt: pt as Messages,
  uk: uk as Messages,
})
const sources = {
  forms: source(enForms, ptForms, uaForms),
  hardware: source(enHardware, ptHardware, uaHardware),
  map: source(enMap, ptMap, uaMap),
  marketing: source(enMarketing, ptMarketing, uaMarketing),
  shop: source(enShop, ptShop, uaShop),
}

/**
 * `{ en, pt, uk }` of `<namespace>.<group>.<value>` (a group may be a dotted path,
 * `about.employment`), falling back to English, then to the value itself.
 */
export function siteLabel(
  namespace: keyof typeof sources,
  group: string,
  value: string,
): AdminLabel {
  const pick = (lang: 'en' | 'pt' | 'uk') => {
    const found = [...group.split('.'), value].reduce<string | Messages | undefined>(
      (node, key) => (typeof node === 'object' ? node[key] : undefined),
      sources[namespace][lang],
    )
    return typeof found === 'string' ? found : undefined
  }
  const en = pick('en') ?? humanize(value)
  return { en, pt: pick('pt') ?? en, uk: pick('uk') ?? en }
}

/** Select options labelled from the site's messages. */
export function siteOptions(
  namespace: keyof typeof sources,
  group: string,
  values: readonly string[],
) {
  return values.map((value) => ({ value, label: siteLabel(namespace, group, value) }))
}

type AdminLanguage = keyof AdminLabel

/**
 * The label of each value from one list of texts per language, in the order of `values` (the type
 * checks that each list has one text per value): `adminLabels(['new', 'done'], { en: ['New',
 * 'Done'], … })`.
 */
export function adminLabels<const V extends readonly string[]>(
  values: V,
  texts: Record<AdminLanguage, { [I in keyof V]: string }>,
): Record<V[number], AdminLabel> {
  return Object.fromEntries(
    values.map((value, i) => [value, { en: texts.en[i], pt: texts.pt[i], uk: texts.uk[i] }]),
  ) as Record<V[number], AdminLabel>
}

/**
 * Select options of the back office only (no site message names them): every value of `labels` in
 * its order, or the `values` given (a subset, in their order). The record type makes every value
 * carry its label in the three languages.
 */
export function adminOptions<V extends string>(
  labels: Record<V, AdminLabel>,
  values: readonly V[] = Object.keys(labels) as V[],
): { value: V; label: AdminLabel }[] {
  return values.map((value) => ({ value, label: labels[value] }))
}

/**
 * A collection's `labels` (one, many) in the three languages, given per language as [one, many]:
 * `adminNames(['Post', 'Posts'], ['Artigo', 'Artigos'], ['Стаття', 'Статті'])`.
 */
export function adminNames(
  en: [string, string],
  pt: [string, string],
  uk: [string, string],
): AdminNames {
  return {
    singular: { en: en[0], pt: pt[0], uk: uk[0] },
    plural: { en: en[1], pt: pt[1], uk: uk[1] },
  }
}

export { humanize }
