import enForms from '@/i18n/messages/en/forms.json'
import enShop from '@/i18n/messages/en/shop.json'
import ptForms from '@/i18n/messages/pt/forms.json'
import ptShop from '@/i18n/messages/pt/shop.json'
import uaForms from '@/i18n/messages/ua/forms.json'
import uaShop from '@/i18n/messages/ua/shop.json'

/**
 * A label in each language of the back office (Payload's `en`, `pt`, `uk`). The option labels a visitor
 * sees on the site (lead interests, shop categories…) come from the site's own messages, so the back
 * office, its CSV exports and the site name a value the same way.
 */
export type AdminLabel = { en: string; pt: string; uk: string }

const humanize = (value: string) =>
  value
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())

type Messages = Record<string, Record<string, string>>
const sources = {
  forms: { en: enForms as unknown as Messages, pt: ptForms as unknown as Messages, uk: uaForms as unknown as Messages },
  shop: { en: enShop as unknown as Messages, pt: ptShop as unknown as Messages, uk: uaShop as unknown as Messages },
}

/** `{ en, pt, uk }` of `<namespace>.<group>.<value>`, falling back to English, then to the value itself. */
export function siteLabel(namespace: keyof typeof sources, group: string, value: string): AdminLabel {
  const pick = (lang: 'en' | 'pt' | 'uk') => sources[namespace][lang][group]?.[value]
  const en = pick('en') ?? humanize(value)
  return { en, pt: pick('pt') ?? en, uk: pick('uk') ?? en }
}

/** Select options labelled from the site's messages. */
export function siteOptions(namespace: keyof typeof sources, group: string, values: readonly string[]) {
  return values.map((value) => ({ value, label: siteLabel(namespace, group, value) }))
}

export { humanize }
