import type { CollectionConfig } from 'payload'

import { editorsWrite, publicContent } from '@/access'
import { adminNames } from '@/i18n/backoffice/labels'

import { slugField } from './fields'

/**
 * News categories: a localised name and one URL slug shared by every locale (used in `?category=`).
 */
export const PostCategories: CollectionConfig = {
  slug: 'post-categories',
  labels: adminNames(
    ['Post category', 'Post categories'],
    ['Categoria de artigos', 'Categorias de artigos'],
    ['Категорія статей', 'Категорії статей'],
  ),
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'order'], group: 'News' },
  access: editorsWrite(publicContent),
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    slugField('name'),
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
