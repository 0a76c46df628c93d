import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import config from '@payload-config'

const languages = ['en', 'pt', 'uk'] as const
const localized = (label: unknown) =>
  typeof label === 'object' &&
  label !== null &&
  languages.every(
    (l) =>
      typeof (label as Record<string, unknown>)[l] === 'string' &&
      (label as Record<string, string>)[l]!.trim() !== '',
  )

function selects(fields: Field[], path = ''): { path: string; options: unknown[] }[] {
  return fields.flatMap((field) => {
    const name = 'name' in field && field.name ? `${path}${field.name}` : path
    if (field.type === 'select' || field.type === 'radio')
      return [{ path: name, options: field.options as unknown[] }]
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) =>
        selects(tab.fields, 'name' in tab && tab.name ? `${path}${tab.name}.` : path),
      )
    if (field.type === 'blocks')
      return field.blocks.flatMap((block) => selects(block.fields, `${name}.${block.slug}.`))
    if ('fields' in field && Array.isArray(field.fields))
      return selects(field.fields, 'name' in field && field.name ? `${name}.` : path)
    return []
  })
}

// Options whose names are the same in every language: currencies, power bands, locale codes, the
// interface languages (each named in itself), social networks (brand names).
const languageNeutral = [
  'stations.currency',
  'stations.powerBand',
  'posts.translatedLocales',
  'markets.localeCodes',
  'users.language',
  'site-settings.socialLinks.network',
  'charger-models.current',
  'payback-calculator.markets.locale',
]

describe('back-office names', () => {
  it('every collection and global is named in English, Portuguese and Ukrainian, and so is its group', async () => {
    const { collections, globals } = await config
    const missing: string[] = []
    for (const c of collections) {
      if (c.slug.startsWith('payload-')) continue
      if (!localized(c.labels.singular) || !localized(c.labels.plural))
        missing.push(`${c.slug}: labels`)
      if (c.admin.hidden !== true && c.admin.group && !localized(c.admin.group))
        missing.push(`${c.slug}: group`)
    }
    for (const g of globals) {
      if (!localized(g.label)) missing.push(`${g.slug}: label`)
      if (g.admin.group && !localized(g.admin.group)) missing.push(`${g.slug}: group`)
    }
    expect(missing).toEqual([])
  })

  it('every select option of the back office has a label in the three languages (no raw codes)', async () => {
    const { collections, globals } = await config
    const raw: string[] = []
    for (const entity of [
      ...collections.filter((c) => !c.slug.startsWith('payload-')),
      ...globals,
    ]) {
      for (const { path, options } of selects(entity.fields)) {
        if (path === '_status') continue
        const neutral = languageNeutral.includes(`${entity.slug}.${path}`)
        for (const option of options) {
          const label =
            typeof option === 'string' ? undefined : (option as { label: unknown }).label
          if (neutral ? typeof label !== 'string' || !label.trim() : !localized(label))
            raw.push(
              `${entity.slug}.${path}: ${typeof option === 'string' ? option : (option as { value: string }).value}`,
            )
        }
      }
    }
    expect(raw).toEqual([])
  })
})
