import type { CollectionConfig, Field } from 'payload'

import { fixedField, isAdmin, isSales, nobody } from '@/access'

import { formCollections, formFields, type FieldDef, type FormName } from './definitions'
import { csvExportEndpoint } from './export'

/**
 * One collection per form. Records are created only by the submission pipeline (Local API, access
 * overridden); sales (and admins) read them, filter them, move their status, keep notes and export them as CSV.
 * What the visitor submitted, and the delivery group the delivery job writes, are fixed for everyone.
 */
export const submissionStatuses = ['new', 'in_progress', 'done'] as const
export const deliveryStates = ['pending', 'processing', 'retrying', 'delivered', 'failed'] as const

const titles: Record<FormName, { singular: string; plural: string; title: string; columns: string[] }> = {
  lead: { singular: 'Lead', plural: 'Leads', title: 'email', columns: ['email', 'firstName', 'lastName', 'interest', 'company', 'status', 'delivery.state', 'createdAt'] },
  partner: { singular: 'Partner request', plural: 'Partner requests', title: 'email', columns: ['email', 'name', 'company', 'interest', 'status', 'delivery.state', 'createdAt'] },
  contact: { singular: 'Contact message', plural: 'Contact messages', title: 'email', columns: ['email', 'name', 'message', 'status', 'delivery.state', 'createdAt'] },
  'job-application': { singular: 'Job application', plural: 'Job applications', title: 'email', columns: ['email', 'firstName', 'lastName', 'position', 'status', 'delivery.state', 'createdAt'] },
  newsletter: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers', title: 'email', columns: ['email', 'locale', 'status', 'delivery.state', 'createdAt'] },
  'deletion-request': { singular: 'Deletion request', plural: 'Deletion requests', title: 'phone', columns: ['phone', 'phoneCountry', 'locale', 'status', 'delivery.state', 'createdAt'] },
}

function storedFields(field: FieldDef, form: FormName): Field[] {
  const base = { name: field.name, access: fixedField, admin: { readOnly: true } }
  switch (field.kind) {
    case 'select':
      return [{ ...base, type: 'select', options: [...(field.options ?? [])], index: true }]
    case 'integer':
      return [{ ...base, type: 'number' }]
    case 'consent':
      return [{ ...base, type: 'checkbox' }]
    case 'textarea':
      return [{ ...base, type: 'textarea' }]
    case 'phone':
      return [
        { ...base, type: 'text', index: true },
        { name: `${field.name}Country`, type: 'text', access: fixedField, admin: { readOnly: true } },
      ]
    case 'email':
      // Newsletter subscribers are unique by address (the pipeline answers a repeat as a success).
      return [{ ...base, type: 'text', index: true, ...(form === 'newsletter' ? { unique: true } : {}) }]
    default:
      return [{ ...base, type: 'text', ...(field.kind === 'country' || field.name === 'position' ? { index: true } : {}) }]
  }
}

function submissionCollection(form: FormName): CollectionConfig {
  const meta = titles[form]
  const fields = formFields[form].flatMap((field) => storedFields(field, form))
  return {
    slug: formCollections[form],
    labels: { singular: meta.singular, plural: meta.plural },
    admin: {
      group: 'Submissions',
      useAsTitle: meta.title,
      defaultColumns: meta.columns,
      listSearchableFields: fields.filter((f) => 'name' in f && f.type === 'text').map((f) => (f as { name: string }).name),
      components: { beforeListTable: ['/features/forms/admin/ExportCsvButton#ExportCsvButton'] },
    },
    access: { read: isSales, update: isSales, create: nobody, delete: isAdmin },
    defaultSort: '-createdAt',
    endpoints: [csvExportEndpoint(formCollections[form])],
    fields: [
      ...fields,
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'new',
        index: true,
        options: [
          { label: 'New', value: 'new' },
          { label: 'In progress', value: 'in_progress' },
          { label: 'Done', value: 'done' },
        ],
        admin: { position: 'sidebar' },
      },
      { name: 'locale', type: 'text', access: fixedField, admin: { position: 'sidebar', readOnly: true } },
      { name: 'notes', type: 'textarea', admin: { position: 'sidebar', description: 'Internal notes of sales' } },
      deliveryField,
    ],
    timestamps: true,
  }
}

/**
 * A record's delivery: its queue entry and its progress (state, when it is next due or how long its
 * worker's lease runs, attempts, each step's time). Any collection whose records are announced through
 * the delivery pipeline (delivery.ts) carries it: the six submissions and the shop's orders.
 */
export const deliveryField: Field = {
  name: 'delivery',
  type: 'group',
  access: fixedField,
  admin: { position: 'sidebar', readOnly: true, description: 'E-mail to the team and CRM webhook, retried until delivered.' },
  fields: [
    { name: 'state', type: 'select', defaultValue: 'pending', index: true, options: deliveryStates.map((value) => ({ label: value[0]!.toUpperCase() + value.slice(1), value })) },
    // When the record may next be claimed by a worker: the retry time while pending/retrying, the end
    // of the lease while processing (a worker that died leaves it to expire). Empty = due now.
    { name: 'dueAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'emailSentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'webhookSentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lastError', type: 'text' },
  ],
}

export const submissionCollectionConfigs: CollectionConfig[] = (Object.keys(formCollections) as FormName[]).map(submissionCollection)
