import type { CollectionConfig } from 'payload'

import { editorsWrite, publicContent } from '@/access'
import { adminNames } from '@/i18n/backoffice/labels'

import { slugField } from './fields'

/** News tags: a localised name and one URL slug shared by every locale (used in `?tag=`). */
export const Tags: CollectionConfig = {
  slug: 'tags',
  labels: adminNames(['Tag', 'Tags'], ['Etiqueta', 'Etiquetas'], ['Тег', 'Теги']),
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'], group: 'News' },
  access: editorsWrite(publicContent),
  defaultSort: 'slug',
  fields: [{ name: 'name', type: 'text', required: true, localized: true }, slugField('name')],
}
