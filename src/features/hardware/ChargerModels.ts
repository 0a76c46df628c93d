import type { CollectionConfig } from 'payload'

import { editorsWrite, publicContent } from '@/access'
import { adminNames, siteOptions } from '@/i18n/backoffice/labels'
import { sameLabelOptions } from '@/lib/admin-fields/fields'

import { capabilities, connectorKinds, currents, ocppStatuses } from './model'

const ocppStatus = (name: string, version: string) => ({
  name,
  label: { en: `OCPP ${version}`, pt: `OCPP ${version}`, uk: `OCPP ${version}` },
  type: 'select' as const,
  required: true,
  defaultValue: 'no',
  options: siteOptions('hardware', 'ocppStatus', ocppStatuses),
  admin: {
    description: {
      en: 'certified: OCA-certified; works: tested with our platform',
      pt: 'certificado: certificação OCA; funciona: testado com a nossa plataforma',
      uk: 'сертифіковано: сертифікат OCA; працює: перевірено з нашою платформою',
    },
  },
})

/**
 * Charger models the platform works with, for the public compatibility search (/business/hardware):
 * manufacturer, model, AC or DC, power, connectors, OCPP 1.6 and 2.0.1 status, what works, and
 * notes in each language. Unlisted models stay in the back office only.
 */
export const ChargerModels: CollectionConfig = {
  slug: 'charger-models',
  labels: adminNames(
    ['Charger model', 'Charger models'],
    ['Modelo de carregador', 'Modelos de carregadores'],
    ['Модель станції', 'Моделі станцій'],
  ),
  admin: {
    group: { en: 'Business tools', pt: 'Ferramentas para empresas', uk: 'Інструменти для бізнесу' },
    useAsTitle: 'model',
    defaultColumns: ['manufacturer', 'model', 'current', 'powerKw', 'ocpp16', 'ocpp201', 'listed'],
    listSearchableFields: ['manufacturer', 'model'],
  },
  access: editorsWrite(publicContent),
  defaultSort: 'manufacturer',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'manufacturer',
          label: { en: 'Manufacturer', pt: 'Fabricante', uk: 'Виробник' },
          type: 'text',
          required: true,
          index: true,
          maxLength: 80,
        },
        {
          name: 'model',
          label: { en: 'Model', pt: 'Modelo', uk: 'Модель' },
          type: 'text',
          required: true,
          maxLength: 120,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'current',
          label: { en: 'AC or DC', pt: 'AC ou DC', uk: 'AC чи DC' },
          type: 'select',
          required: true,
          options: sameLabelOptions(Object.fromEntries(currents.map((c) => [c, c]))),
        },
        {
          name: 'powerKw',
          label: { en: 'Power (kW)', pt: 'Potência (kW)', uk: 'Потужність (кВт)' },
          type: 'number',
          required: true,
          min: 1,
          max: 2000,
        },
        {
          name: 'connectors',
          label: { en: 'Connectors', pt: 'Conectores', uk: 'Конектори' },
          type: 'select',
          hasMany: true,
          options: siteOptions('hardware', 'connectors', connectorKinds),
        },
      ],
    },
    { type: 'row', fields: [ocppStatus('ocpp16', '1.6'), ocppStatus('ocpp201', '2.0.1')] },
    {
      name: 'works',
      label: { en: 'What works', pt: 'O que funciona', uk: 'Що працює' },
      type: 'select',
      hasMany: true,
      options: siteOptions('hardware', 'capabilities', capabilities),
    },
    {
      name: 'notes',
      label: { en: 'Notes', pt: 'Notas', uk: 'Примітки' },
      type: 'textarea',
      localized: true,
      maxLength: 500,
    },
    {
      name: 'listed',
      label: { en: 'Listed on the site', pt: 'Mostrado no site', uk: 'Показувати на сайті' },
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar' },
    },
  ],
  timestamps: true,
}
