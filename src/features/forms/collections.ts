import type { CollectionConfig, Field } from 'payload'

import { fixedField, isAdmin, isSales, nobody } from '@/access'
import { type AdminLabel, adminLabels, adminOptions, siteOptions } from '@/i18n/backoffice/labels'
import { withWorkflow } from '@/lib/admin-fields/workflow'

import { arrivalFields } from './arrival'
import { deliveryStateLabels, deliveryStates } from './delivery-states'
import { arrivalListFields, deliveryListField } from './list-fields'
import { formCollections, formFields, formNames, type FieldDef, type FormName } from './definitions'
import { withCsvExport } from './export'
import { submittedField } from './submitted'

/**
 * One collection per form. Records are created only by the submission pipeline (Local API, access
 * overridden); sales (and admins) read them, filter them, assign them, move their status, add notes
 * (kept in the history, see src/lib/admin-fields/workflow.ts) and export them as CSV. What the
 * visitor submitted, and the delivery group the delivery job writes, are fixed for everyone.
 */
const submissionStatuses = ['new', 'in_progress', 'done'] as const
/** A lead moves from first contact to a decision. */
export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost'] as const

const allStatuses = ['new', 'in_progress', 'done', 'contacted', 'qualified', 'won', 'lost'] as const
export const statusLabels: Record<string, AdminLabel> = adminLabels(allStatuses, {
  en: ['New', 'In progress', 'Done', 'Contacted', 'Qualified', 'Won', 'Lost'],
  pt: ['Novo', 'Em curso', 'Concluído', 'Contactado', 'Qualificado', 'Ganho', 'Perdido'],
  uk: ['Новий', 'В роботі', 'Виконано', 'Звʼязалися', 'Кваліфікований', 'Виграно', 'Втрачено'],
})

/** Each form's records, one and many, in the back office. */
const singular = adminLabels(formNames, {
  en: [
    'Lead',
    'Partner request',
    'Contact message',
    'Job application',
    'Newsletter subscriber',
    'Deletion request',
  ],
  pt: [
    'Lead',
    'Pedido de parceria',
    'Mensagem de contacto',
    'Candidatura',
    'Subscritor da newsletter',
    'Pedido de eliminação',
  ],
  uk: [
    'Лід',
    'Запит партнера',
    'Повідомлення',
    'Заявка на вакансію',
    'Підписник розсилки',
    'Запит на видалення',
  ],
})
const plural = adminLabels(formNames, {
  en: [
    'Leads',
    'Partner requests',
    'Contact messages',
    'Job applications',
    'Newsletter',
    'Deletion requests',
  ],
  pt: [
    'Leads',
    'Pedidos de parceria',
    'Mensagens de contacto',
    'Candidaturas',
    'Newsletter',
    'Pedidos de eliminação',
  ],
  uk: [
    'Ліди',
    'Запити партнерів',
    'Повідомлення',
    'Заявки на вакансії',
    'Розсилка',
    'Запити на видалення',
  ],
})

/** The columns of each form's list; the first one also titles a record. */
const columns: Record<FormName, string[]> = {
  lead: [
    'email',
    'firstName',
    'lastName',
    'interest',
    'company',
    'status',
    'owner',
    'visitSource',
    'visitMedium',
    'visitCampaign',
    'deliveryState',
    'createdAt',
  ],
  partner: [
    'email',
    'name',
    'company',
    'interest',
    'status',
    'owner',
    'visitSource',
    'deliveryState',
    'createdAt',
  ],
  contact: ['email', 'name', 'message', 'status', 'owner', 'visitSource', 'createdAt'],
  'job-application': [
    'email',
    'firstName',
    'lastName',
    'position',
    'status',
    'owner',
    'deliveryState',
    'createdAt',
  ],
  newsletter: ['email', 'locale', 'status', 'deliveryState', 'createdAt'],
  'deletion-request': [
    'phone',
    'phoneCountry',
    'locale',
    'status',
    'owner',
    'deliveryState',
    'createdAt',
  ],
}

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
        { name: `${field.name}Country`, type: 'text' },
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
        },
      ]
  }
}

/** The forms whose submissions the sales desk charts as leads. */
const chartedForms: readonly FormName[] = ['lead', 'partner', 'contact']

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
          admin: { position: 'sidebar', readOnly: true },
        },
        arrivalField,
        deliveryField,
        ...arrivalListFields({ market: true }),
        deliveryListField,
      ],
      timestamps: true,
    }),
  )
}

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
 * through the delivery pipeline (delivery.ts) carries it: the six submissions and the shop's
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

export const submissionCollectionConfigs: CollectionConfig[] = (
  Object.keys(formCollections) as FormName[]
).map(submissionCollection)
