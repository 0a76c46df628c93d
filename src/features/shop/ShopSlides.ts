import type { CollectionConfig } from 'payload'

import { editorsWrite, publicContent } from '@/access'
import { adminNames } from '@/i18n/backoffice/labels'

/** The slides at the top of the shop page. */
export const ShopSlides: CollectionConfig = {
  slug: 'shop-slides',
  labels: adminNames(
    ['Shop slide', 'Shop slides'],
    ['Diapositivo da loja', 'Diapositivos da loja'],
    ['Слайд магазину', 'Слайди магазину'],
  ),
  admin: { group: 'Shop', useAsTitle: 'title', defaultColumns: ['title', 'order'] },
  access: editorsWrite(publicContent),
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'text', type: 'textarea', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'linkLabel', type: 'text', localized: true },
    {
      name: 'link',
      type: 'text',
      admin: { description: 'Locale-relative path (e.g. /shop/chargers) or a full URL' },
    },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
