import type { CollectionConfig, Field } from 'payload'

import { fixedField, isAdmin, isSales, nobody } from '@/access'

import { siteOptions, type AdminLabel } from '@/features/backoffice/labels'
import { withWorkflow } from '@/features/backoffice/workflow'

import { deliveryStateLabels, deliveryStates } from './delivery-states'
import { formCollections, formFields, type FieldDef, type FormName } from './definitions'
import { csvExportEndpoint } from './export'

/**
 * One collection per form. Records are created only by the submission pipeline (Local API, access
 * overridden); sales (and admins) read them, filter them, assign them, move their status, add notes (kept in the
 * history, see backoffice/workflow.ts) and export them as CSV.
 * What the visitor submitted, and the delivery group the delivery job writes, are fixed for everyone.
 */
export const submissionStatuses = ['new', 'in_progress', 'done'] as const
export { deliveryStates }
/** A lead moves from first contact to a decision. */
export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost'] as const

export const statusLabels: Record<string, AdminLabel> = {
  new: { en: 'New', pt: 'Novo', uk: 'Новий' },
  in_progress: { en: 'In progress', pt: 'Em curso', uk: 'В роботі' },
  done: { en: 'Done', pt: 'Concluído', uk: 'Виконано' },
  contacted: { en: 'Contacted', pt: 'Contactado', uk: 'Звʼязалися' },
  qualified: { en: 'Qualified', pt: 'Qualificado', uk: 'Кваліфікований' },
  won: { en: 'Won', pt: 'Ganho', uk: 'Виграно' },
  lost: { en: 'Lost', pt: 'Perdido', uk: 'Втрачено' },
}

const titles: Record<FormName, { singular: AdminLabel; plural: AdminLabel; title: string; columns: string[] }> = {
  lead: {
    singular: { en: 'Lead', pt: 'Lead', uk: 'Лід' },
    plural: { en: 'Leads', pt: 'Leads', uk: 'Ліди' },
    title: 'email',
    columns: ['email', 'firstName', 'lastName', 'interest', 'company', 'status', 'owner', 'delivery.state', 'createdAt'],
  },
  partner: {
    singular: { en: 'Partner request', pt: 'Pedido de parceria', uk: 'Запит партнера' },
    plural: { en: 'Partner requests', pt: 'Pedidos de parceria', uk: 'Запити партнерів' },
    title: 'email',
    columns: ['email', 'name', 'company', 'interest', 'status', 'owner', 'delivery.state', 'createdAt'],
  },
  contact: {
    singular: { en: 'Contact message', pt: 'Mensagem de contacto', uk: 'Повідомлення' },
    plural: { en: 'Contact messages', pt: 'Mensagens de contacto', uk: 'Повідомлення' },
    title: 'email',
    columns: ['email', 'name', 'message', 'status', 'owner', 'delivery.state', 'createdAt'],
  },
  'job-application': {
    singular: { en: 'Job application', pt: 'Candidatura', uk: 'Заявка на вакансію' },
    plural: { en: 'Job applications', pt: 'Candidaturas', uk: 'Заявки на вакансії' },
    title: 'email',
    columns: ['email', 'firstName', 'lastName', 'position', 'status', 'owner', 'delivery.state', 'createdAt'],
  },
  newsletter: {
    singular: { en: 'Newsletter subscriber', pt: 'Subscritor da newsletter', uk: 'Підписник розсилки' },
    plural: { en: 'Newsletter', pt: 'Newsletter', uk: 'Розсилка' },
    title: 'email',
    columns: ['email', 'locale', 'status', 'delivery.state', 'createdAt'],
  },
  'deletion-request': {
    singular: { en: 'Deletion request', pt: 'Pedido de eliminação', uk: 'Запит на видалення' },
    plural: { en: 'Deletion requests', pt: 'Pedidos de eliminação', uk: 'Запити на видалення' },
    title: 'phone',
    columns: ['phone', 'phoneCountry', 'locale', 'status', 'owner', 'delivery.state', 'createdAt'],
  },
}

function storedFields(field: FieldDef, form: FormName): Field[] {
  const base = { name: field.name, access: fixedField, admin: { readOnly: true } }
  switch (field.kind) {
    case 'select':
      // Labelled as the visitor saw them on the form ("Offer my locations for chargers").
      return [{ ...base, type: 'select', options: siteOptions('forms', form === 'lead' ? 'leadInterest' : 'partnerInterest', field.options ?? []), index: true }]
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
  const statuses = form === 'lead' ? leadStatuses : submissionStatuses
  return withWorkflow({
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
        options: statuses.map((value) => ({ label: statusLabels[value]!, value })),
        admin: { position: 'sidebar' },
      },
      { name: 'locale', type: 'text', access: fixedField, admin: { position: 'sidebar', readOnly: true } },
      deliveryField,
    ],
    timestamps: true,
  })
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
    { name: 'state', type: 'select', defaultValue: 'pending', index: true, options: deliveryStates.map((value) => ({ label: deliveryStateLabels[value], value })) },
    // When the record may next be claimed by a worker: the retry time while pending/retrying, the end
    // of the lease while processing (a worker that died leaves it to expire). Empty = due now.
    { name: 'dueAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'emailSentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'webhookSentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lastError', type: 'text' },
    // "Retry now" while the delivery is failed (sales and admins; the endpoint checks again).
    { name: 'retry', type: 'ui', admin: { components: { Field: '/features/forms/admin/RetryDeliveryButton#RetryDeliveryField' } } },
  ],
}

export const submissionCollectionConfigs: CollectionConfig[] = (Object.keys(formCollections) as FormName[]).map(submissionCollection)
