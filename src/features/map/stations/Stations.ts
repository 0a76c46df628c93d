import type { CollectionConfig, Validate } from 'payload'

import { isEditor, publicContent } from '@/access'
import { adminNames, siteOptions } from '@/i18n/backoffice/labels'

import { bumpStationsVersion, resetStationsVersion } from './version'
import { assignPublicId } from './identity'
import { ocpiPartyFields } from './ocpiFields'
import { derivedColumns, facilities, powerBands, siteStatuses, stationTypes } from './model'
import { stationFieldMessage } from './problems'
import { validateEvses, validateOpeningTimes } from './validation'

export const stationCurrencies = ['UAH', 'EUR', 'MYR'] as const

/**
 * A field `validate` from an OCPI validator: true, or its problems said plainly in the admin's
 * language.
 */
function ocpiValidate(check: (value: unknown, errors: string[]) => void): Validate {
  return (value, { req }) => {
    const errors: string[] = []
    check(value, errors)
    return errors.length ? stationFieldMessage(errors, req?.i18n?.language) : true
  }
}

const checkFacilities = (value: unknown, errors: string[]) => {
  if (value === undefined || value === null) return
  if (!Array.isArray(value) || value.some((f) => !facilities.includes(f as never)))
    errors.push(`facilities: use OCPI facilities (${facilities.join(', ')})`)
}

/**
 * A charging location in the shape of OCPI 2.2.1 Locations (location, EVSEs, connectors, opening
 * times) plus the site's own fields. EVSEs, opening times and facilities are kept as OCPI JSON so a
 * CPO back office can feed them unchanged (validated on every save); the columns the map filters on
 * (coordinates, power band, status summary, connector standards, type) are plain indexed columns,
 * derived from the OCPI data by the hooks below.
 */
export const Stations: CollectionConfig = {
  slug: 'stations',
  labels: adminNames(
    ['Station', 'Stations'],
    ['Posto de carregamento', 'Postos de carregamento'],
    ['Станція', 'Станції'],
  ),
  admin: {
    useAsTitle: 'name',
    defaultColumns: [
      'name',
      'publicId',
      'partyId',
      'city',
      'country',
      'type',
      'statusSummary',
      'powerBand',
      'publish',
    ],
    group: 'Map',
    listSearchableFields: ['name', 'publicId', 'ocpiId', 'city', 'postalCode'],
  },
  access: {
    // Unpublished stations stay in the back office; the public API reads through queries.ts.
    read: (args) =>
      isEditor(args) ? true : publicContent(args) ? { publish: { equals: true } } : false,
    create: isEditor,
    update: isEditor,
    delete: isEditor,
  },
  defaultSort: 'name',
  // OCPI identifies a location by its party and its id within that party: two CPOs may both have
  // `LOC1`.
  indexes: [{ fields: ['countryCode', 'partyId', 'ocpiId'], unique: true }],
  hooks: {
    // Valid values are normalised here; an invalid one is left for its field's `validate`, which
    // answers a 400 naming the field (an error thrown here would be a 500).
    beforeValidate: [
      ({ data }) => {
        if (!data) return data
        if (data.evses !== undefined) {
          const evses = validateEvses(data.evses, 'evses', [])
          if (evses) data.evses = evses
        }
        if (data.openingTimes !== undefined) {
          const times = validateOpeningTimes(data.openingTimes, [], 'openingTimes')
          if (times) data.openingTimes = times
        }
        return data
      },
    ],
    beforeChange: [
      async ({ data, originalDoc, req, operation }) => {
        const evses = data.evses ?? originalDoc?.evses ?? []
        Object.assign(data, derivedColumns(evses))
        // The public id is given once and never changes: links and QR codes keep working.
        if (originalDoc?.publicId) data.publicId = originalDoc.publicId
        else if (operation === 'create' || !data.publicId)
          data.publicId = await assignPublicId(
            req.payload,
            { ...originalDoc, ...data } as { ocpiId: string; countryCode: string; partyId: string },
            req,
          )
        return data
      },
    ],
    // In the same transaction as the write: another process that sees the new version sees the row.
    afterChange: [({ req }) => bumpStationsVersion({ req })],
    afterDelete: [({ req }) => resetStationsVersion({ req })],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'ocpiId',
          label: 'OCPI location id',
          type: 'text',
          required: true,
          index: true,
          maxLength: 39,
        },
        ...ocpiPartyFields({ countryCode: 'UA', partyId: 'VLT' }),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'publicId',
          label: 'Public id',
          type: 'text',
          unique: true,
          index: true,
          maxLength: 64,
          admin: {
            readOnly: true,
            description:
              'In links, QR codes and the public API. The OCPI location id, or country-party-id when another party already uses that id. Never changes.',
          },
        },
        {
          name: 'lastUpdated',
          label: 'OCPI last_updated',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    { name: 'name', type: 'text', required: true, maxLength: 255 },
    {
      type: 'row',
      fields: [
        { name: 'address', type: 'text', required: true, maxLength: 45 },
        { name: 'city', type: 'text', required: true, maxLength: 45 },
        { name: 'postalCode', type: 'text', maxLength: 10 },
        {
          name: 'country',
          label: 'Country (ISO alpha-3)',
          type: 'text',
          required: true,
          maxLength: 3,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', required: true, index: true, min: -90, max: 90 },
        { name: 'longitude', type: 'number', required: true, index: true, min: -180, max: 180 },
        { name: 'timeZone', type: 'text', required: true, defaultValue: 'Europe/Kyiv' },
      ],
    },
    {
      name: 'openingTimes',
      type: 'json',
      defaultValue: { twentyfourseven: true },
      validate: ocpiValidate((value, errors) =>
        validateOpeningTimes(value, errors, 'openingTimes'),
      ),
      // OCPI opening_times: { "twentyfourseven": false, "regular_hours": [{ "weekday": 1,
      // "period_begin": "08:00", "period_end": "20:00" }] }
      admin: {
        components: { Field: '/features/map/admin/OpeningTimesField#OpeningTimesField' },
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'operatorName', type: 'text' },
        { name: 'operatorWebsite', type: 'text' },
      ],
    },
    {
      name: 'facilities',
      type: 'json',
      defaultValue: [],
      validate: ocpiValidate(checkFacilities),
      // OCPI facilities, e.g. ["MALL", "WIFI"].
      admin: {
        components: { Field: '/features/map/admin/FacilitiesField#FacilitiesField' },
      },
    },
    {
      name: 'evses',
      label: 'EVSEs',
      type: 'json',
      required: true,
      defaultValue: [],
      validate: ocpiValidate((value, errors) => validateEvses(value, 'evses', errors)),
      // OCPI EVSEs: [{ "uid": "…", "status": "AVAILABLE", "connectors": [{ "id": "1", "standard":
      // "IEC_62196_T2", "format": "SOCKET", "power_type": "AC_3_PHASE", "max_voltage": 400,
      // "max_amperage": 32, "max_electric_power": 22000, "tariff_per_kwh": 9.5 }] }], the price in
      // the station's currency.
      admin: {
        components: { Field: '/features/map/admin/EvsesField#EvsesField' },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'paidByTariff',
          options: siteOptions('map', 'types', stationTypes),
        },
        {
          name: 'currency',
          type: 'select',
          required: true,
          defaultValue: 'UAH',
          options: stationCurrencies.map((value) => ({ label: value, value })),
        },
        {
          name: 'appUsersOnly',
          type: 'checkbox',
          defaultValue: false,
          index: true,
          admin: {
            description:
              'Shown with that note and without the details the app keeps for its users.',
          },
        },
        { name: 'publish', type: 'checkbox', defaultValue: true, index: true },
      ],
    },
    // Derived columns: written by the beforeChange hook, read-only in the back office.
    {
      type: 'row',
      fields: [
        { name: 'maxPowerKw', type: 'number', index: true, admin: { readOnly: true } },
        {
          name: 'powerBand',
          type: 'select',
          index: true,
          options: powerBands.map((value) => ({ label: `${value} kW`, value })),
          admin: { readOnly: true },
        },
        {
          name: 'statusSummary',
          type: 'select',
          index: true,
          options: siteOptions('map', 'statuses', siteStatuses),
          admin: { readOnly: true },
        },
        {
          name: 'connectorStandards',
          type: 'text',
          index: true,
          admin: {
            readOnly: true,
            components: {
              Field: '/features/map/admin/ConnectorStandards#ConnectorStandardsField',
              Cell: '/features/map/admin/ConnectorStandards#ConnectorStandardsCell',
            },
          },
        },
        { name: 'commentsCount', type: 'number', defaultValue: 0, admin: { readOnly: true } },
      ],
    },
  ],
}
