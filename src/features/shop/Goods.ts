import type { CollectionConfig, Condition } from 'payload'

import { editorsWrite, publicContent } from '@/access'
import { contentPreview } from '@/features/content/preview/links'
import {
  adminLabels,
  adminNames,
  adminOptions,
  siteLabel,
  siteOptions,
} from '@/i18n/backoffice/labels'

import { shopCategoryNames, type ShopCategory } from '@/features/site/shop-categories'

const inCategory =
  (...wanted: ShopCategory[]): Condition =>
  (data) =>
    wanted.includes(data?.category as ShopCategory)

/** Commercial goods sell for money, bonus goods for the app's bonuses. */
const kindLabels = adminLabels(['commercial', 'bonus'], {
  en: ['Commercial (money)', 'Bonus (bought in the app)'],
  pt: ['Comercial (dinheiro)', 'Bónus (comprado na app)'],
  uk: ['Комерційний (гроші)', 'Бонусний (купується в застосунку)'],
})

/**
 * Shop goods. A good is commercial (a money price per market; none means "Price on request") or
 * bonus (a price in bonuses, bought in the app). Options (cable length, colour…) make distinct cart
 * lines; attributes depend on the category.
 */
export const Goods: CollectionConfig = {
  slug: 'goods',
  labels: adminNames(['Product', 'Products'], ['Produto', 'Produtos'], ['Товар', 'Товари']),
  admin: {
    group: 'Shop',
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'kind', 'prices', 'availability', 'featured'],
    ...contentPreview('goods'),
  },
  access: editorsWrite(publicContent),
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'category',
      type: 'select',
      required: true,
      index: true,
      options: siteOptions('shop', 'categories', shopCategoryNames),
    },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'commercial',
          options: adminOptions(kindLabels),
        },
        {
          name: 'bonusPrice',
          type: 'number',
          min: 0,
          admin: { condition: (data) => data?.kind === 'bonus', description: 'Price in bonuses' },
        },
      ],
    },
    {
      name: 'prices',
      type: 'array',
      admin: {
        // Each price in its market's currency ("749,00 €"), not a bare "749".
        components: { Cell: '/features/shop/admin/Cells#PricesCell' },
        condition: (data) => data?.kind !== 'bonus',
        description: 'One price per market; a market without a price shows “Price on request”.',
      },
      fields: [
        { name: 'market', type: 'relationship', relationTo: 'markets', required: true },
        { name: 'amount', type: 'number', required: true, min: 0 },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'availability',
          type: 'select',
          required: true,
          defaultValue: 'inStock',
          options: siteOptions('shop', 'availability', ['inStock', 'onOrder', 'outOfStock']),
        },
        { name: 'stock', type: 'number', min: 0 },
        { name: 'featured', type: 'checkbox', defaultValue: false },
        { name: 'order', type: 'number', defaultValue: 0 },
      ],
    },
    {
      name: 'options',
      type: 'array',
      admin: { description: 'Choices that make a distinct cart line (cable length, colour…)' },
      fields: [
        {
          name: 'key',
          type: 'text',
          required: true,
          admin: { description: 'e.g. length, colour' },
        },
        { name: 'label', type: 'text', required: true, localized: true },
        {
          name: 'values',
          type: 'array',
          required: true,
          minRows: 1,
          fields: [
            { name: 'value', type: 'text', required: true },
            { name: 'label', type: 'text', required: true, localized: true },
          ],
        },
      ],
    },
    {
      name: 'attributes',
      type: 'group',
      admin: { condition: inCategory('accessories', 'chargers', 'ev') },
      fields: [
        {
          name: 'compatibility',
          type: 'text',
          localized: true,
          admin: { condition: inCategory('accessories', 'chargers') },
        },
        {
          name: 'lengthM',
          type: 'number',
          label: 'Length (m)',
          admin: { condition: inCategory('accessories') },
        },
        {
          name: 'phase',
          type: 'select',
          options: [
            { value: '1', label: siteLabel('shop', 'phases', 'one') },
            { value: '3', label: siteLabel('shop', 'phases', 'three') },
          ],
          admin: { condition: inCategory('accessories') },
        },
        {
          name: 'powerKw',
          type: 'number',
          label: 'Power (kW)',
          admin: { condition: inCategory('chargers') },
        },
        {
          name: 'cableSize',
          type: 'text',
          label: 'Cable size',
          admin: { condition: inCategory('chargers') },
        },
        {
          name: 'batteryKw',
          type: 'number',
          label: 'Battery (kW)',
          admin: { condition: inCategory('ev') },
        },
        {
          name: 'powerHp',
          type: 'number',
          label: 'Power (hp)',
          admin: { condition: inCategory('ev') },
        },
        {
          name: 'rangeKm',
          type: 'number',
          label: 'Range (km)',
          admin: { condition: inCategory('ev') },
        },
        {
          name: 'maxSpeedKmh',
          type: 'number',
          label: 'Max speed (km/h)',
          admin: { condition: inCategory('ev') },
        },
      ],
    },
    {
      name: 'partner',
      type: 'group',
      admin: { condition: inCategory('propositions') },
      fields: [
        { name: 'name', type: 'text' },
        { name: 'link', type: 'text' },
        { name: 'contact', type: 'text', localized: true },
      ],
    },
  ],
}
