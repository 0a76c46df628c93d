import type { CollectionConfig, Field } from 'payload'

import { fixedField, hasRole, isAdmin, isSales, nobody } from '@/access'
import { arrivalField, deliveryField } from '@/features/forms/record-fields'
import { withCsvExport } from '@/features/forms/export'
import {
  arrivalListFields,
  deliveryListField,
  failedDeliveriesLink,
} from '@/features/forms/list-fields'
import { submittedField } from '@/features/forms/submitted'
import { adminLabels, adminOptions, siteOptions } from '@/i18n/backoffice/labels'
import { countryComponents, siteLanguageComponents } from '@/lib/admin-fields/code-names'
import { textFields } from '@/lib/admin-fields/fields'
import { sectionLabel } from '@/lib/admin-fields/list-labels'
import { withWorkflow } from '@/lib/admin-fields/workflow'

// Amounts with the order's currency in the document (the list's cell: Cells#OrderMoneyCell).
const orderMoneyField = '/features/shop/admin/MoneyField#OrderMoneyField'

export const orderStatuses = ['new', 'confirmed', 'shipped', 'cancelled'] as const
export const orderStatusLabels = adminLabels(orderStatuses, {
  en: ['New', 'Confirmed', 'Shipped', 'Cancelled'],
  pt: ['Nova', 'Confirmada', 'Enviada', 'Cancelada'],
  uk: ['Нове', 'Підтверджене', 'Відправлене', 'Скасоване'],
})

/**
 * Orders placed through the cart's order form. Created only by `POST /api/v1/orders` (which prices
 * every line from the catalogue); sales read them, assign them, move them through their statuses
 * and add notes (kept in the history). What the customer submitted and what the server priced are
 * fixed for everyone.
 */
export const Orders: CollectionConfig = withWorkflow(
  withCsvExport({
    slug: 'orders',
    labels: {
      singular: { en: 'Order', pt: 'Encomenda', uk: 'Замовлення' },
      plural: { en: 'Orders', pt: 'Encomendas', uk: 'Замовлення' },
    },
    admin: {
      group: 'Sales',
      useAsTitle: 'number',
      defaultColumns: [
        'number',
        'status',
        'owner',
        'customerName',
        'market',
        'commercialTotal',
        'visitSource',
        'deliveryState',
        'createdAt',
      ],
      components: { beforeListTable: [failedDeliveriesLink] },
    },
    access: { read: isSales, create: nobody, update: isSales, delete: isAdmin },
    defaultSort: '-createdAt',
    // The sales desk's chart of orders per week and market reads this index alone.
    indexes: [{ fields: ['createdAt', 'market'] }],
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'number',
            type: 'text',
            required: true,
            unique: true,
            index: true,
            access: fixedField,
          },
          {
            name: 'status',
            type: 'select',
            required: true,
            defaultValue: 'new',
            index: true,
            options: adminOptions(orderStatusLabels, orderStatuses),
          },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'market',
            type: 'text',
            required: true,
            access: fixedField,
            // Stored as the market's code; shown by the market's name.
            admin: {
              components: {
                Cell: '/features/shop/admin/Cells#MarketCell',
                Field: '/features/shop/admin/MarketField#MarketField',
              },
            },
          },
          { name: 'currency', type: 'text', required: true, access: fixedField },
          {
            name: 'locale',
            type: 'text',
            access: fixedField,
            admin: { components: siteLanguageComponents },
          },
          {
            name: 'fulfilment',
            label: 'Delivery or pick up',
            type: 'select',
            required: true,
            options: siteOptions('shop', 'client', ['delivery', 'pickup']),
            access: { update: ({ req }) => hasRole(req) },
          },
        ],
      },
      {
        name: 'lines',
        type: 'array',
        required: true,
        access: fixedField,
        fields: [
          { name: 'good', type: 'relationship', relationTo: 'goods' },
          { name: 'title', type: 'text', required: true },
          {
            name: 'options',
            type: 'text',
            admin: { description: 'Chosen options, e.g. Cable length: 5 m' },
          },
          { name: 'quantity', type: 'number', required: true, min: 1 },
          {
            name: 'unitPrice',
            type: 'number',
            admin: {
              description: 'Empty: price on request',
              components: { Field: orderMoneyField },
            },
          },
          { name: 'lineTotal', type: 'number', admin: { components: { Field: orderMoneyField } } },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'commercialTotal',
            type: 'number',
            required: true,
            access: fixedField,
            admin: {
              components: {
                Cell: '/features/shop/admin/Cells#OrderMoneyCell',
                Field: orderMoneyField,
              },
            },
          },
          { name: 'hasPriceOnRequest', type: 'checkbox', access: fixedField },
        ],
      },
      {
        type: 'collapsible',
        // A Label component, not a label: filters then read "Phone", not "Customer > Phone".
        admin: {
          components: { Label: sectionLabel({ en: 'Customer', pt: 'Cliente', uk: 'Клієнт' }) },
        },
        fields: [
          // What the customer submitted: a change through the API is refused (400).
          ...(
            [
              { name: 'customerName', type: 'text', required: true },
              { name: 'phone', type: 'text', required: true },
              { name: 'company', type: 'text' },
              {
                name: 'shippingAddress',
                type: 'group',
                fields: [
                  { name: 'country', type: 'text', admin: { components: countryComponents } },
                  ...textFields('city', 'street', 'building', 'suite'),
                  { name: 'additionalInfo', type: 'textarea' },
                ],
              },
              { name: 'message', type: 'textarea' },
              { name: 'privacyConsent', type: 'checkbox', required: true },
              {
                name: 'purchaseRulesConsent',
                type: 'checkbox',
                admin: {
                  description: 'The customer accepted the purchase rules in force when ordering.',
                },
              },
            ] satisfies Field[]
          ).map(submittedField),
        ],
      },
      arrivalField,
      deliveryField,
      ...arrivalListFields({ market: false }),
      deliveryListField,
    ],
  }),
)
