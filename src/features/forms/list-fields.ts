import type { Field } from 'payload'

import { adminOptions } from '@/i18n/backoffice/labels'
import { listTwin } from '@/lib/admin-fields/list-labels'

import { deliveryStateLabels, deliveryStates } from './delivery/states'

/**
 * The visit's and the delivery's fields a list shows or filters by, as plain columns: "Source",
 * "Delivery state", not Payload's "Visit > Source" (src/lib/admin-fields/list-labels.ts). They
 * read `arrival.*` and `delivery.*`; the document shows the groups themselves.
 */
export function arrivalListFields({ market }: { market: boolean }): Field[] {
  return [
    listTwin({ name: 'visitSource', label: 'Source', type: 'text' }, 'arrival.source'),
    listTwin({ name: 'visitMedium', label: 'Medium', type: 'text' }, 'arrival.medium'),
    listTwin({ name: 'visitCampaign', label: 'Campaign', type: 'text' }, 'arrival.campaign'),
    // An order has its own market; a submission's is its visit's, stored as the market's code.
    ...(market
      ? [
          listTwin(
            {
              name: 'visitMarket',
              label: 'Market',
              type: 'text',
              admin: { components: { Cell: '/features/shop/admin/Cells#MarketCell' } },
            },
            'arrival.market',
          ),
        ]
      : []),
  ]
}

export const deliveryListField: Field = listTwin(
  {
    name: 'deliveryState',
    label: 'Delivery state',
    type: 'select',
    options: adminOptions(deliveryStateLabels, deliveryStates),
    // The state by its label, with Retry now while it is failed (admin/DeliveryLists.tsx).
    admin: { components: { Cell: '/features/forms/admin/DeliveryLists#DeliveryStateCell' } },
  },
  'delivery.state',
)

/** Above a list with deliveries: how many failed, a link to them (admin/DeliveryLists.tsx). */
export const failedDeliveriesLink = '/features/forms/admin/DeliveryLists#FailedDeliveries'
