import { type AdminLabel, adminLabels } from '@/i18n/backoffice/labels'

import { formNames, type FormName } from './definitions'

/** What the back office calls the submission collections, their statuses and their list columns. */

/** A submission moves from new to done; a lead has its own steps (`leadStatuses`). */
export const submissionStatuses = ['new', 'in_progress', 'done'] as const
/** A lead moves from first contact to a decision. */
export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost'] as const

const allStatuses = ['new', 'in_progress', 'done', 'contacted', 'qualified', 'won', 'lost'] as const
export const statusLabels: Record<string, AdminLabel> = adminLabels(allStatuses, {
  en: ['New', 'In progress', 'Done', 'Contacted', 'Qualified', 'Won', 'Lost'],
  pt: ['Novo', 'Em curso', 'Concluído', 'Contactado', 'Qualificado', 'Ganho', 'Perdido'],
  uk: ['Новий', 'В роботі', 'Виконано', 'Звʼязалися', 'Кваліфікований', 'Виграно', 'Втрачено'],
})

/** Each form's records, one and many, in the back office. */
export const singular = adminLabels(formNames, {
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
export const plural = adminLabels(formNames, {
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
export const columns: Record<FormName, string[]> = {
  // Where a lead came from (source, campaign) fits a 1366 px screen beside the work (status,
  // owner): the interest, company, medium and delivery are in the record and in Columns.
  lead: [
    'email',
    'firstName',
    'lastName',
    'status',
    'owner',
    'visitSource',
    'visitCampaign',
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
  contact: [
    'email',
    'name',
    'message',
    'status',
    'owner',
    'visitSource',
    'deliveryState',
    'createdAt',
  ],
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
