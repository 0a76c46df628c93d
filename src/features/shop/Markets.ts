import type { CollectionConfig } from 'payload'

import { editorsWrite, publicContent } from '@/access'
import { locales } from '@/i18n/locales'
import { adminNames } from '@/i18n/backoffice/labels'

/**
 * A market is what a cart belongs to: its currency, which locales use it and the
 * browser storage key of its cart. Exactly one market is the default for locales no market lists.
 */
export const Markets: CollectionConfig = {
  slug: 'markets',
  labels: adminNames(['Market', 'Markets'], ['Mercado', 'Mercados'], ['Ринок', 'Ринки']),
  admin: {
    group: 'Shop',
    useAsTitle: 'name',
    defaultColumns: ['name', 'code', 'currency', 'localeCodes', 'cartStorageKey'],
  },
  access: editorsWrite(publicContent),
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, index: true },
    { name: 'name', type: 'text', required: true },
    {
      name: 'currency',
      type: 'text',
      required: true,
      minLength: 3,
      maxLength: 3,
      admin: { description: 'ISO 4217 code, e.g. EUR' },
    },
    {
      name: 'localeCodes',
      label: 'Locales',
      type: 'select',
      hasMany: true,
      options: locales.map((l) => ({ label: l === 'my' ? 'EN (MY)' : l.toUpperCase(), value: l })),
    },
    {
      name: 'cartStorageKey',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'localStorage key of this market’s cart' },
    },
    {
      name: 'isDefault',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Used by locales no market lists' },
    },
  ],
}
