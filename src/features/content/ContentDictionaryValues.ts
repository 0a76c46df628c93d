import type { CollectionConfig } from 'payload'

import { editorsWrite, publicContent } from '@/access'
import { adminNames } from '@/i18n/backoffice/labels'

/** Codes of the content dictionary: which list a value belongs to. */
export const dictionaryCodes = { languages: 1 } as const

/**
 * The content dictionary: values grouped by code. Code 1 lists the languages the language switcher
 * offers (value = locale code; label = value uppercased, `my` shown as EN (MY)).
 */
export const ContentDictionaryValues: CollectionConfig = {
  slug: 'content-dictionary-values',
  labels: adminNames(
    ['Dictionary value', 'Dictionary values'],
    ['Valor do dicionário', 'Valores do dicionário'],
    ['Значення словника', 'Значення словника'],
  ),
  access: editorsWrite(publicContent),
  defaultSort: 'order',
  admin: {
    group: 'Content',
    description: 'Code 1 = languages offered by the language switcher.',
    useAsTitle: 'value',
    defaultColumns: ['value', 'contentDictionaryCodeId', 'order'],
  },
  fields: [
    { name: 'value', type: 'text', required: true },
    {
      name: 'contentDictionaryCodeId',
      type: 'number',
      required: true,
      index: true,
      defaultValue: 1,
    },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
