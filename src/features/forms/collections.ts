import type { CollectionConfig, Field } from 'payload'

import { fixedField, isAdmin, isSales, nobody } from '@/access'
import { adminOptions, siteOptions } from '@/i18n/backoffice/labels'
import { countryComponents, siteLanguageComponents } from '@/lib/admin-fields/code-names'
import { withWorkflow } from '@/lib/admin-fields/workflow'

import {
  columns,
  leadStatuses,
  plural,
  singular,
  statusLabels,
  submissionStatuses,
} from './collection-labels'
import { formCollections, formFields, type FieldDef, type FormName } from './definitions'
import { withCsvExport } from './export'
import { arrivalListFields, deliveryListField, failedDeliveriesLink } from './list-fields'
import { arrivalField, deliveryField } from './record-fields'
import { submittedField } from './submitted'

/** What the visitor submitted: fixed, and a change through the API refused (submitted.ts). */
function storedFields(field: FieldDef, form: FormName): Field[] {
  return visitorFields(field, form).map(submittedField)
}

function visitorFields(field: FieldDef, form: FormName): Field[] {
  const base = { name: field.name }
  switch (field.kind) {
    case 'select':
      // Labelled as the visitor saw them on the form ("Offer my locations for chargers").
      return [
        {
          ...base,
          type: 'select',
          options: siteOptions(
            'forms',
            form === 'lead' ? 'leadInterest' : 'partnerInterest',
            field.options ?? [],
          ),
          index: true,
        },
      ]
    case 'integer':
      return [{ ...base, type: 'number' }]
    case 'consent':
      return [{ ...base, type: 'checkbox' }]
    case 'textarea':
      return [{ ...base, type: 'textarea' }]
    case 'phone':
      return [
        { ...base, type: 'text', index: true },
        { name: `${field.name}Country`, type: 'text', admin: { components: countryComponents } },
      ]
    case 'email':
      // Newsletter subscribers are unique by address (the pipeline answers a repeat as a success).
      return [
        { ...base, type: 'text', index: true, ...(form === 'newsletter' ? { unique: true } : {}) },
      ]
    default:
      return [
        {
          ...base,
          type: 'text',
          ...(field.kind === 'country' || field.name === 'position' ? { index: true } : {}),
          // A country's code ("AF") by its name in the admin's language.
          ...(field.kind === 'country' ? { admin: { components: countryComponents } } : {}),
        },
      ]
  }
}

/** The forms whose submissions the sales desk charts as leads. */
const chartedForms: readonly FormName[] = ['lead', 'partner', 'contact']

/**
 * One collection per form. Records are created only by the submission pipeline (Local API, access
 * overridden); sales (and admins) read them, filter them, assign them, move their status, add notes
 * (kept in the history, see src/lib/admin-fields/workflow.ts) and export them as CSV. What the
 * visitor submitted, and the delivery group the delivery job writes, are fixed for everyone.
 */
function submissionCollection(form: FormName): CollectionConfig {
  const fields = formFields[form].flatMap((field) => storedFields(field, form))
  const statuses = form === 'lead' ? leadStatuses : submissionStatuses
  return withWorkflow(
    withCsvExport({
      slug: formCollections[form],
      labels: { singular: singular[form], plural: plural[form] },
      admin: {
        group: 'Submissions',
        useAsTitle: columns[form][0],
        defaultColumns: columns[form],
        listSearchableFields: fields
          .filter((f) => 'name' in f && f.type === 'text')
          .map((f) => (f as { name: string }).name),
        components: { beforeListTable: [failedDeliveriesLink] },
      },
      access: { read: isSales, update: isSales, create: nobody, delete: isAdmin },
      defaultSort: '-createdAt',
      // The sales desk's charts count these by week, market, source and status from this index
      // alone (src/features/backoffice/dashboard/charts.ts).
      ...(chartedForms.includes(form)
        ? {
            indexes: [
              {
                fields: [
                  'createdAt',
                  'arrival.market',
                  'arrival.source',
                  ...(form === 'lead' ? ['status'] : []),
                ],
              },
            ],
          }
        : {}),
      fields: [
        ...fields,
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: adminOptions(statusLabels, statuses),
          admin: { position: 'sidebar' },
        },
        {
          name: 'locale',
          type: 'text',
          access: fixedField,
          // The site language by name ("English (Malaysia)", not "my").
          admin: { position: 'sidebar', readOnly: true, components: siteLanguageComponents },
        },
        arrivalField,
        deliveryField,
        // The meetings this lead booked with sales (src/features/booking), on the lead's screen.
        ...(form === 'lead'
          ? [
              {
                name: 'meetings',
                label: { en: 'Meetings', pt: 'Reuniões', uk: 'Зустрічі' },
                type: 'join' as const,
                collection: 'bookings' as const,
                on: 'lead',
                admin: { defaultColumns: ['startsAt', 'salesperson', 'status'] },
              },
            ]
          : []),
        ...arrivalListFields({ market: true }),
        deliveryListField,
      ],
      timestamps: true,
    }),
  )
}

export const submissionCollectionConfigs: CollectionConfig[] = (
  Object.keys(formCollections) as FormName[]
).map(submissionCollection)
