import type { CollectionConfig } from 'payload'

import { fixedField, isAdmin, isSales, nobody } from '@/access'
import { adminLabels, adminOptions } from '@/i18n/backoffice/labels'
import { withCsvExport } from '@/features/forms/export'

import { failureReasons, canTransition, paymentStates, type PaymentState } from './states'

/** Back-office labels of the states and of the reasons a payment failed. */
// Amounts in lists with their currency, in the admin language ("12,50 €").
const amountCell = '/features/pay/admin/AmountCell#PaymentMoneyCell'

const stateLabels = adminLabels(paymentStates, {
  en: ['Created', 'Pending', 'Paid', 'Failed', 'Refunded'],
  pt: ['Criado', 'Pendente', 'Pago', 'Falhou', 'Reembolsado'],
  uk: ['Створено', 'Очікує', 'Оплачено', 'Не вдалося', 'Повернено'],
})

const failureLabels = adminLabels(failureReasons, {
  en: ['Declined', 'Provider error', 'Expired', 'Cancelled'],
  pt: ['Recusado', 'Erro do fornecedor', 'Expirado', 'Cancelado'],
  uk: ['Відхилено', 'Помилка провайдера', 'Термін минув', 'Скасовано'],
})

/**
 * Ad-hoc payments for charging sessions. The site creates and settles them (Local API with
 * overrideAccess); sales read them in the back office; an admin may only mark a paid one refunded
 * (after refunding it at the provider): every other field is fixed, so nobody changes an amount, a
 * currency or a provider reference from the back office. The amount is always the server's, in
 * minor units.
 */
export const Payments: CollectionConfig = withCsvExport({
  slug: 'payments',
  labels: {
    singular: { en: 'Payment', pt: 'Pagamento', uk: 'Платіж' },
    plural: { en: 'Payments', pt: 'Pagamentos', uk: 'Платежі' },
  },
  admin: {
    useAsTitle: 'reference',
    group: 'Sales',
    defaultColumns: [
      'reference',
      'createdAt',
      'state',
      'amountLabel',
      'stationId',
      'connector',
      'email',
      'provider',
    ],
    listSearchableFields: ['reference', 'email', 'stationId', 'providerRef'],
    description:
      'Charging sessions paid without the app. Created and settled by the site and the payment provider.',
  },
  access: { read: isSales, create: nobody, update: isAdmin, delete: nobody },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [
      ({ data, originalDoc, operation, req }) => {
        // Back-office edits: only a state change the state machine allows (paid → refunded).
        if (
          operation === 'update' &&
          originalDoc &&
          req.user &&
          data.state &&
          data.state !== originalDoc.state
        ) {
          if (!canTransition(originalDoc.state as PaymentState, data.state as PaymentState)) {
            throw new Error(`A payment cannot go from ${originalDoc.state} to ${data.state}`)
          }
        }
        if (data.amount !== undefined && data.currency)
          data.amountLabel = `${(Number(data.amount) / 100).toFixed(2)} ${data.currency}`
        return data
      },
    ],
  },
  fields: [
    {
      name: 'reference',
      access: fixedField,
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'state',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'created',
      options: adminOptions(stateLabels),
      admin: { position: 'sidebar' },
    },
    {
      name: 'failureReason',
      access: fixedField,
      type: 'select',
      options: adminOptions(failureLabels),
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'amount',
          access: fixedField,
          label: 'Amount (minor units)',
          type: 'number',
          required: true,
          min: 1,
          admin: { readOnly: true, components: { Cell: amountCell } },
        },
        {
          name: 'currency',
          access: fixedField,
          type: 'text',
          required: true,
          maxLength: 3,
          admin: { readOnly: true },
        },
        {
          name: 'amountLabel',
          access: fixedField,
          label: 'Amount',
          type: 'text',
          admin: { readOnly: true, components: { Cell: amountCell } },
        },
      ],
    },
    { name: 'email', access: fixedField, type: 'email', required: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'stationId',
          access: fixedField,
          label: 'Station (OCPI id)',
          type: 'text',
          required: true,
          index: true,
          admin: { readOnly: true },
        },
        { name: 'stationName', access: fixedField, type: 'text', admin: { readOnly: true } },
        {
          name: 'connector',
          access: fixedField,
          label: 'Connector (EVSE uid:connector id)',
          type: 'text',
          required: true,
          admin: { readOnly: true },
        },
      ],
    },
    // `<station>|<connector>`: the session page finds the latest payment of a connector by it.
    {
      name: 'sessionKey',
      access: fixedField,
      type: 'text',
      required: true,
      index: true,
      admin: { hidden: true },
    },
    {
      type: 'row',
      fields: [
        { name: 'powerKw', access: fixedField, type: 'number', admin: { readOnly: true } },
        {
          name: 'tariffPerKwh',
          access: fixedField,
          type: 'number',
          // In the payment's currency ("0,95 €"), not a bare 0.95.
          admin: {
            readOnly: true,
            components: { Field: '/features/shop/admin/MoneyField#OrderMoneyField' },
          },
        },
        {
          name: 'locale',
          access: fixedField,
          type: 'text',
          maxLength: 5,
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'provider',
          access: fixedField,
          type: 'select',
          required: true,
          options: adminOptions({
            test: { en: 'Test', pt: 'Teste', uk: 'Тестовий' },
            stripe: { en: 'Stripe', pt: 'Stripe', uk: 'Stripe' },
          }),
          admin: { readOnly: true },
        },
        {
          name: 'providerRef',
          access: fixedField,
          label: 'Provider reference',
          type: 'text',
          index: true,
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'idempotencyKey',
      access: fixedField,
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'paidAt',
      access: fixedField,
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    // Webhook event ids already applied: a repeated delivery changes nothing.
    {
      name: 'events',
      label: 'Provider events',
      access: fixedField,
      type: 'json',
      admin: {
        readOnly: true,
        components: { Field: '/features/pay/admin/PaymentEventsField#PaymentEventsField' },
      },
    },
  ],
})
