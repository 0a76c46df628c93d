import type { Field } from 'payload'

import { fixedField } from '@/access'
import { adminOptions } from '@/i18n/backoffice/labels'

import { arrivalFields } from './arrival'
import { deliveryStateLabels, deliveryStates } from './delivery/states'

/**
 * How the visitor arrived (arrival.ts): written by the site only, from what the browser sent and
 * the server checked. Source, medium, campaign and market are indexed: the lists filter by them and
 * the dashboard's charts group by them.
 */
const arrivalLabels: Partial<Record<string, string>> = {
  clickIdName: 'Ad network',
  clickId: 'Click ID',
  referrer: 'Referring site',
}
export const arrivalField: Field = {
  name: 'arrival',
  label: 'Visit',
  type: 'group',
  access: fixedField,
  admin: {
    readOnly: true,
    description: 'How the visitor arrived: campaign, referring site, landing page, form page.',
  },
  fields: [
    ...arrivalFields.map((name): Field => ({
      name,
      type: 'text',
      ...(arrivalLabels[name] ? { label: arrivalLabels[name] } : {}),
      ...(name === 'source' || name === 'medium' || name === 'campaign' ? { index: true } : {}),
    })),
    // The market's code, shown by its name.
    {
      name: 'market',
      type: 'text',
      index: true,
      admin: { components: { Field: '/features/shop/admin/MarketField#MarketField' } },
    },
  ],
}

/**
 * A record's delivery: its queue entry and its progress (state, when it is next due or how long its
 * worker's lease runs, attempts, each step's time). Any collection whose records are announced
 * through the delivery pipeline (delivery/attempt.ts) carries it: the six submissions and the shop's
 * orders.
 */
export const deliveryField: Field = {
  name: 'delivery',
  type: 'group',
  access: fixedField,
  admin: {
    position: 'sidebar',
    readOnly: true,
    description: 'E-mail to the team and CRM webhook, retried until delivered.',
  },
  fields: [
    {
      name: 'state',
      type: 'select',
      defaultValue: 'pending',
      index: true,
      options: adminOptions(deliveryStateLabels, deliveryStates),
    },
    // When the record may next be claimed by a worker: the retry time while pending/retrying, the
    // end of the lease while processing (a worker that died leaves it to expire). Empty = due now.
    {
      name: 'dueAt',
      type: 'date',
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'emailSentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'webhookSentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lastError', type: 'text' },
    // "Retry now" while the delivery is failed (sales and admins; the endpoint checks again).
    {
      name: 'retry',
      type: 'ui',
      admin: {
        components: { Field: '/features/forms/admin/RetryDeliveryButton#RetryDeliveryField' },
      },
    },
  ],
}
