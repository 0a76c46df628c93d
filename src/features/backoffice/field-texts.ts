import type { Block, CollectionConfig, Field, GlobalConfig, Tab } from 'payload'

import {
  fieldTextCatalogue,
  fieldTextsAt,
  languageNeutral,
  type Translation,
} from '@/i18n/backoffice/fields'

/**
 * Field texts are written in English where a field is declared; this turns each into `{ en, pt, uk
 * }` from the catalogue in ./texts (keyed by the English), gives a field without a label the words
 * of its name ("publishedAt": "Published at"), and each date picker its language's format. A text
 * the catalogue lacks stays English, which config-labels.test.ts reports.
 */
export type AdminText = { en: string; pt: string; uk: string }

export const languageNeutralTexts: ReadonlySet<string> = languageNeutral

/** "publishedAt" → "Published at", "co2Tons" → "Co2 tons", "evse_id" → "Evse id". */
export function fieldWords(name: string): string {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * The text in three languages: the one for this field's place (`slug.path`) if any, else by its
 * English.
 */
function translate(text: string, at?: string): AdminText | string {
  const found: Translation | undefined = (at && fieldTextsAt[at]) || fieldTextCatalogue[text]
  return found ? { en: found.en ?? text, pt: found.pt, uk: found.uk } : text
}

const translated = <T>(text: T, at?: string): T | AdminText | string =>
  typeof text === 'string' ? translate(text, at) : text

/** A plural's one: "Social links" → "Social link". */
const singular = (plural: string) => plural.replace(/ies$/, 'y').replace(/(?<!s)s$/, '')

/**
 * Date pickers in each language's own order and words (date-fns' localised patterns): Payload's
 * default "MMM d, yyy h:mm a" reads "лист. 26, 2026 10:54 ДП" in Ukrainian; "PPp" gives "26 листоп.
 * 2026 р., 10:54".
 */
const dateFormats = {
  default: 'PP',
  dayAndTime: 'PPp',
  dayOnly: 'PP',
  timeOnly: 'p',
  monthOnly: 'LLLL yyyy',
} as const

type Admin = { description?: unknown; placeholder?: unknown; hidden?: boolean }

function withTexts(field: Field, prefix: string): Field {
  const out = { ...field } as Field & Record<string, unknown>
  const named = 'name' in field && typeof field.name === 'string' ? field.name : undefined
  const at = named ? `${prefix}${named}` : undefined
  const inside = named ? `${at}.` : prefix
  if (field.type !== 'row' && field.type !== 'ui' && field.type !== 'tabs') {
    const label = out.label
    if (label === undefined && named) out.label = translate(fieldWords(named), at)
    else if (typeof label === 'string') out.label = translate(label, at)
  }
  const admin = field.admin as Admin | undefined
  if (admin && (typeof admin.description === 'string' || typeof admin.placeholder === 'string'))
    out.admin = {
      ...admin,
      description: translated(admin.description),
      ...(admin.placeholder !== undefined ? { placeholder: translated(admin.placeholder) } : {}),
    } as never
  if (field.type === 'date') {
    const date = (field.admin?.date ?? {}) as Record<string, unknown>
    const appearance = (date.pickerAppearance as keyof typeof dateFormats) ?? 'default'
    out.admin = {
      ...field.admin,
      date: { displayFormat: dateFormats[appearance], timeFormat: 'p', ...date },
    } as never
  }
  if ((field.type === 'select' || field.type === 'radio') && Array.isArray(field.options))
    (out as { options: unknown[] }).options = field.options.map((option) =>
      typeof option === 'string'
        ? { value: option, label: translate(option) }
        : { ...option, label: translated(option.label) },
    )
  if (field.type === 'array' || field.type === 'blocks') {
    const plural = field.labels?.plural ?? (named ? fieldWords(named) : undefined)
    const one =
      field.labels?.singular ?? (typeof plural === 'string' ? singular(plural) : undefined)
    if (plural && one)
      (out as { labels: unknown }).labels = {
        singular: translated(one),
        plural: translated(plural),
      }
  }
  if (field.type === 'tabs')
    (out as { tabs: Tab[] }).tabs = field.tabs.map((tab) => ({
      ...tab,
      label: translated(tab.label ?? ('name' in tab && tab.name ? fieldWords(tab.name) : '')),
      description: translated(tab.description),
      fields: tab.fields.map((f) =>
        withTexts(f, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix),
      ),
    })) as Tab[]
  else if (field.type === 'blocks')
    (out as { blocks: Block[] }).blocks = field.blocks.map((block) => {
      const plural = block.labels?.plural ?? fieldWords(block.slug)
      const one = block.labels?.singular ?? fieldWords(block.slug)
      return {
        ...block,
        labels: { singular: translated(one), plural: translated(plural) },
        fields: block.fields.map((f) => withTexts(f, `${inside}${block.slug}.`)),
      } as Block
    })
  else if ('fields' in field && Array.isArray(field.fields))
    (out as { fields: Field[] }).fields = field.fields.map((f) => withTexts(f, inside))
  return out as Field
}

type Names = { singular?: unknown; plural?: unknown }

/**
 * A collection's name as a function of the admin's language that still carries its `{ en, pt, uk }`
 * (server code reads those). Payload resolves name functions into the client configuration per
 * language; a per-language object reaches the browser as it is, and one of Payload's own buttons
 * (the "+" of a relationship, "Add new …") puts it in its accessible name unresolved: "Add new
 * [object Object]".
 */
function nameFunction(name: unknown): unknown {
  if (!name || typeof name !== 'object') return name
  const texts = name as Record<string, string>
  return Object.assign(
    ({ i18n }: { i18n: { language: string } }) => texts[i18n.language] ?? texts.en ?? '',
    texts,
  )
}

/**
 * A collection or global with its field texts (and its own description) in the three languages; a
 * collection's names also as functions (see nameFunction).
 */
export function withFieldTexts<T extends CollectionConfig | GlobalConfig>(config: T): T {
  const description = config.admin?.description
  const names = 'labels' in config ? (config.labels as Names | undefined) : undefined
  return {
    ...config,
    ...(names
      ? { labels: { singular: nameFunction(names.singular), plural: nameFunction(names.plural) } }
      : {}),
    admin: {
      ...config.admin,
      ...(typeof description === 'string' ? { description: translate(description) } : {}),
    },
    fields: config.fields.map((field) => withTexts(field, `${config.slug}.`)),
  }
}
