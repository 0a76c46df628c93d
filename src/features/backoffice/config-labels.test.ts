import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import config from '@payload-config'

import { languageNeutralTexts } from './field-texts'

const languages = ['en', 'pt', 'uk'] as const
const localized = (label: unknown) =>
  (typeof label === 'object' || typeof label === 'function') &&
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

/**
 * Every text of the configuration a person reads beside a field: labels (a field's, a tab's, a
 * block's and an array's row names), descriptions and placeholders, with where it sits. Fields
 * Payload adds itself (timestamps, upload data, `_status`) carry functions of its own translations.
 */
function texts(fields: Field[], path: string): { path: string; text: unknown }[] {
  return fields.flatMap((field) => {
    const name = 'name' in field && field.name ? `${path}${field.name}` : path
    const out: { path: string; text: unknown }[] = []
    const admin = (field.admin ?? {}) as {
      hidden?: boolean
      disabled?: boolean
      description?: unknown
    }
    if (admin.hidden === true || admin.disabled === true || field.type === 'ui') return out
    if ('label' in field && field.label !== false && (field.type as string) !== 'row')
      out.push({ path: `${name} (label)`, text: field.label })
    if (admin.description !== undefined && typeof admin.description !== 'function')
      out.push({ path: `${name} (description)`, text: admin.description })
    const placeholder = (field.admin as { placeholder?: unknown } | undefined)?.placeholder
    if (placeholder !== undefined) out.push({ path: `${name} (placeholder)`, text: placeholder })
    if ((field.type === 'array' || field.type === 'blocks') && field.labels) {
      out.push({ path: `${name} (one)`, text: field.labels.singular })
      out.push({ path: `${name} (many)`, text: field.labels.plural })
    }
    if (field.type === 'tabs')
      for (const tab of field.tabs) {
        const tabPath = 'name' in tab && tab.name ? `${path}${tab.name}` : `${path}[tab]`
        out.push({ path: `${tabPath} (tab)`, text: tab.label })
        if (tab.description && typeof tab.description !== 'function')
          out.push({ path: `${tabPath} (description)`, text: tab.description })
        out.push(...texts(tab.fields, 'name' in tab && tab.name ? `${tabPath}.` : path))
      }
    else if (field.type === 'blocks')
      for (const block of field.blocks) {
        out.push({ path: `${name}.${block.slug} (block)`, text: block.labels?.singular })
        out.push({ path: `${name}.${block.slug} (blocks)`, text: block.labels?.plural })
        out.push(...texts(block.fields, `${name}.${block.slug}.`))
      }
    else if ('fields' in field && Array.isArray(field.fields))
      out.push(...texts(field.fields, 'name' in field && field.name ? `${name}.` : path))
    return out
  })
}

const englishLeft = (text: unknown) =>
  typeof text === 'function'
    ? false
    : typeof text === 'string'
      ? !languageNeutralTexts.has(text)
      : !localized(text) ||
        ((['pt', 'uk'] as const).some(
          (l) => (text as Record<string, string>)[l] === (text as Record<string, string>).en,
        ) &&
          !languageNeutralTexts.has((text as Record<string, string>).en ?? ''))

const entities = async () => {
  const { collections, globals } = await config
  return [...collections.filter((c) => !c.slug.startsWith('payload-')), ...globals]
}

describe('back-office names', () => {
  it('every collection and global is named in English, Portuguese and Ukrainian, and so is its group', async () => {
    const { collections, globals } = await config
    const missing: string[] = []
    for (const c of collections) {
      if (c.slug.startsWith('payload-')) continue
      if (!localized(c.labels.singular) || !localized(c.labels.plural))
        missing.push(`${c.slug}: labels`)
      // Resolved per language for the browser (a per-language object reads "[object Object]"
      // there).
      if (typeof c.labels.singular !== 'function') missing.push(`${c.slug}: names as functions`)
      if (c.admin.hidden !== true && c.admin.group && !localized(c.admin.group))
        missing.push(`${c.slug}: group`)
      if (typeof c.admin.description === 'string') missing.push(`${c.slug}: description`)
    }
    for (const g of globals) {
      if (!localized(g.label)) missing.push(`${g.slug}: label`)
      if (g.admin.group && !localized(g.admin.group)) missing.push(`${g.slug}: group`)
      if (typeof g.admin.description === 'string') missing.push(`${g.slug}: description`)
    }
    expect(missing).toEqual([])
  })

  it('every select option has a label in the three languages, none left in English (no raw codes)', async () => {
    const raw: string[] = []
    for (const entity of await entities()) {
      for (const { path, options } of selects(entity.fields)) {
        if (path === '_status') continue
        for (const option of options) {
          const label =
            typeof option === 'string' ? undefined : (option as { label: unknown }).label
          if (label === undefined || englishLeft(label))
            raw.push(
              `${entity.slug}.${path}: ${typeof option === 'string' ? option : (option as { value: string }).value}`,
            )
        }
      }
    }
    expect(raw).toEqual([])
  })

  it('every field label, description, tab, block and row name is in Portuguese and Ukrainian too', async () => {
    const english: string[] = []
    for (const entity of await entities())
      for (const { path, text } of texts(entity.fields, ''))
        // Placeholders show the site's built-in texts, whose translations messages.test.ts checks.
        if (path.endsWith('(placeholder)') ? !localized(text) : englishLeft(text))
          english.push(
            `${entity.slug}.${path}: ${typeof text === 'object' ? JSON.stringify(text) : String(text)}`,
          )
    expect(english).toEqual([])
  })
})
