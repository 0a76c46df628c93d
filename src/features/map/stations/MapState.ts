import type { CollectionConfig } from 'payload'

import { nobody } from '@/access'
import { adminNames } from '@/i18n/backoffice/labels'

/**
 * Small shared rows of the map feature, one per key, that every process and instance reads: the
 * change counters of the stations data (version.ts) and the leases that let one instance run a
 * scheduled OCPI pull (leases.ts). Not shown in the back office.
 */
export const MapState: CollectionConfig = {
  slug: 'map-state',
  labels: adminNames(
    ['Map state', 'Map state'],
    ['Estado do mapa', 'Estado do mapa'],
    ['Стан мапи', 'Стан мапи'],
  ),
  admin: { hidden: true, group: 'Map' },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'counter', type: 'number', defaultValue: 0 },
    { name: 'holder', type: 'text' },
    { name: 'leaseUntil', type: 'date' },
  ],
}
