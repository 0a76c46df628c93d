import type { CollectionConfig } from 'payload'

import { publicContent, isEditor } from '@/access'

import { slugField } from './fields'

/** News categories: a localised name and one URL slug shared by every locale (used in `?category=`). */
export const PostCategories: CollectionConfig = {
  slug: 'post-categories',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'order'], group: 'News' },
  access: { read: publicContent, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: 'order',
  fields: [{ name: 'name', type: 'text', required: true, localized: true }, slugField('name'), { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } }],
}
