import enForms from '@/i18n/messages/en/forms.json'
import enMap from '@/i18n/messages/en/map.json'
import enMarketing from '@/i18n/messages/en/marketing.json'
import enShop from '@/i18n/messages/en/shop.json'
import ptForms from '@/i18n/messages/pt/forms.json'
import ptMap from '@/i18n/messages/pt/map.json'
import ptMarketing from '@/i18n/messages/pt/marketing.json'
import ptShop from '@/i18n/messages/pt/shop.json'
import uaForms from '@/i18n/messages/ua/forms.json'
import uaMap from '@/i18n/messages/ua/map.json'
import uaMarketing from '@/i18n/messages/ua/marketing.json'
import uaShop from '@/i18n/messages/ua/shop.json'

/**
 * A label in each language of the back office (Payload's `en`, `pt`, `uk`). The option labels a visitor
 * sees on the site (lead interests, shop categories, station types…) come from the site's own messages, so the back
 * office, its CSV exports and the site name a value the same way.
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
const source = (en: unknown, pt: unknown, uk: unknown) => ({ en: en as Messages, pt: pt as Messages, uk: uk as Messages })
const sources = {
  forms: source(enForms, ptForms, uaForms),
  map: source(enMap, ptMap, uaMap),
  marketing: source(enMarketing, ptMarketing, uaMarketing),
  shop: source(enShop, ptShop, uaShop),
}

/**
 * `{ en, pt, uk }` of `<namespace>.<group>.<value>` (a group may be a dotted path, `about.employment`),
 * falling back to English, then to the value itself.
 */
export function siteLabel(namespace: keyof typeof sources, group: string, value: string): AdminLabel {
  const pick = (lang: 'en' | 'pt' | 'uk') => {
    const found = [...group.split('.'), value].reduce<string | Messages | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), sources[namespace][lang])
    return typeof found === 'string' ? found : undefined
  }
  const en = pick('en') ?? humanize(value)
  return { en, pt: pick('pt') ?? en, uk: pick('uk') ?? en }
}

/** Select options labelled from the site's messages. */
export function siteOptions(namespace: keyof typeof sources, group: string, values: readonly string[]) {
  return values.map((value) => ({ value, label: siteLabel(namespace, group, value) }))
}

/**
 * Select options of the back office only (no site message names them), in the order given; the
 * record type makes every value carry its label in the three languages.
 */
export function adminOptions<V extends string>(labels: Record<V, AdminLabel>): { value: V; label: AdminLabel }[] {
  return (Object.entries(labels) as [V, AdminLabel][]).map(([value, label]) => ({ value, label }))
}

/**
 * A collection's `labels` (one, many) in the three languages, given per language as [one, many]:
 * `adminNames(['Post', 'Posts'], ['Artigo', 'Artigos'], ['Стаття', 'Статті'])`.
 */
export function adminNames(en: [string, string], pt: [string, string], uk: [string, string]): AdminNames {
  return { singular: { en: en[0], pt: pt[0], uk: uk[0] }, plural: { en: en[1], pt: pt[1], uk: uk[1] } }
}

export { humanize }
