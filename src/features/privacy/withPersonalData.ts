import type { CollectionConfig } from 'payload'

import { fixedField } from '@/access'

import { personalCollection } from './registry'

/**
 * Gives each collection of personal records its `anonymisedAt` (when the retention job or a
 * person's request emptied its personal fields; shown in the record's sidebar, written only by the
 * site). Other collections pass unchanged.
 */
export function withPersonalData(collection: CollectionConfig): CollectionConfig {
  if (!personalCollection(collection.slug)) return collection
  return {
    ...collection,
    fields: [
      ...collection.fields,
      {
        name: 'anonymisedAt',
        type: 'date',
        index: true,
        access: fixedField,
        label: { en: 'Anonymised', pt: 'Anonimizado', uk: 'Знеособлено' },
        admin: {
          position: 'sidebar',
          readOnly: true,
          condition: (data) => Boolean(data?.anonymisedAt),
          date: { pickerAppearance: 'dayAndTime' },
        },
      },
    ],
  }
}
