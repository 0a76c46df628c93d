import { ValidationError, type CollectionConfig } from 'payload'

import { editorsWrite, publicContent } from '@/access'
import { adminLabels, adminNames, adminOptions } from '@/i18n/backoffice/labels'

import { bumpStationsVersion } from '../stations/version'
import { ocpiPartyFields } from '../stations/ocpiFields'
import { editorLanguage } from '@/lib/admin-fields/language'

import { tariffProblems } from './editor'
import { tariffTypes } from './model'

/** Back-office labels of the OCPI tariff types. */
const typeLabels = adminLabels(tariffTypes, {
  en: [
    'Ad hoc payment',
    'Cheapest charging profile',
    'Fastest charging profile',
    'Greenest charging profile',
    'Regular',
  ],
  pt: [
    'Pagamento avulso',
    'Perfil mais barato',
    'Perfil mais rápido',
    'Perfil mais verde',
    'Normal',
  ],
  uk: [
    'Разова оплата',
    'Найдешевший профіль',
    'Найшвидший профіль',
    'Найзеленіший профіль',
    'Звичайний',
  ],
})

/**
 * OCPI 2.2.1 Tariffs of the CPOs whose locations the map shows, keyed like them by country code +
 * party id + tariff id. Connectors point at them through OCPI `tariff_ids`; the station API and the
 * pay page show a summary (summary.ts). Fed by the OCPI pull and receiver; editors may correct
 * them.
 */
export const Tariffs: CollectionConfig = {
  slug: 'tariffs',
  labels: adminNames(['Tariff', 'Tariffs'], ['Tarifa', 'Tarifas'], ['Тариф', 'Тарифи']),
  admin: {
    useAsTitle: 'tariffId',
    group: 'Map',
    defaultColumns: ['tariffId', 'partyId', 'countryCode', 'currency', 'type', 'lastUpdated'],
  },
  // Public through the site (station detail, pay page); Payload's REST API stays the back office's.
  access: editorsWrite(publicContent),
  indexes: [{ fields: ['countryCode', 'partyId', 'tariffId'], unique: true }],
  hooks: {
    beforeValidate: [
      ({ data, originalDoc, req }) => {
        if (!data) return data
        // The same rules as the OCPI receiver, said in the editor's words: a 400 naming the
        // prices, not a server error.
        const problems = tariffProblems(
          { ...originalDoc, ...data },
          editorLanguage(req.i18n?.language),
          // A person in the back office (a user) is held to the editor's rules too.
          { editor: Boolean(req.user) },
        )
        if (problems.length)
          throw new ValidationError({
            collection: 'tariffs',
            errors: [{ path: 'elements', message: problems.join(' ') }],
          })
        return data
      },
    ],
    afterChange: [({ req }) => bumpStationsVersion({ req })],
    afterDelete: [({ req }) => bumpStationsVersion({ req })],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'tariffId',
          label: 'OCPI tariff id',
          type: 'text',
          required: true,
          index: true,
          maxLength: 36,
        },
        ...ocpiPartyFields(),
        { name: 'currency', type: 'text', required: true, maxLength: 3 },
        {
          name: 'type',
          type: 'select',
          options: adminOptions(typeLabels),
        },
      ],
    },
    {
      name: 'elements',
      label: 'Prices',
      type: 'json',
      required: true,
      // Refused where it sits, in the editor's words (the hook below keeps OCPI's rules for every
      // other writer): a typo cannot change public prices.
      validate: (value, { data, req }) => {
        const problems = tariffProblems(
          { ...(data as Record<string, unknown>), elements: value },
          editorLanguage(req.i18n?.language),
        )
        return problems.length ? problems.join(' ') : true
      },
      admin: {
        components: { Field: '/features/map/admin/TariffElementsField#TariffElementsField' },
      },
    },
    {
      name: 'tariffAltText',
      label: 'OCPI tariff_alt_text',
      type: 'json',
      admin: { description: '[{ "language": "en", "text": "…" }]' },
    },
    {
      type: 'row',
      fields: [
        { name: 'tariffAltUrl', type: 'text' },
        {
          name: 'startDateTime',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'endDateTime', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'lastUpdated',
          label: 'OCPI last_updated',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      name: 'minPrice',
      type: 'json',
      admin: { description: 'OCPI min_price { "excl_vat": …, "incl_vat": … }' },
    },
    { name: 'maxPrice', type: 'json', admin: { description: 'OCPI max_price' } },
  ],
}
