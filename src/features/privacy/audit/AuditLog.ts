import type { CollectionConfig, FieldAccess } from 'payload'

import { isAdmin, nobody } from '@/access'
import { adminLabels, adminNames, adminOptions } from '@/i18n/backoffice/labels'
import { plainAddress } from '@/lib/ip'

export const auditActions = [
  'login',
  'login-failed',
  'login-password',
  'second-factor-passed',
  'second-factor-failed',
  'recovery-code-used',
  'second-factor-enrolled',
  'second-factor-reset',
  'recovery-codes-renewed',
  'role-changed',
  'person-viewed',
  'person-exported',
  'person-erased',
  'person-anonymised',
] as const
export type AuditAction = (typeof auditActions)[number]

const actionLabels = adminLabels(auditActions, {
  en: [
    'Login',
    'Login refused',
    'Password accepted, second factor pending',
    'Second factor passed',
    'Second factor refused',
    'Recovery code used',
    'Second factor enrolled',
    'Second factor reset',
    'New recovery codes made',
    'Role changed',
    "Person's records viewed",
    "Person's records exported",
    "Person's records erased",
    "Person's records anonymised",
  ],
  pt: [
    'Início de sessão',
    'Início de sessão recusado',
    'Palavra-passe aceite, segundo fator pendente',
    'Segundo fator aceite',
    'Segundo fator recusado',
    'Código de recuperação usado',
    'Segundo fator registado',
    'Segundo fator reposto',
    'Novos códigos de recuperação gerados',
    'Função alterada',
    'Registos de uma pessoa consultados',
    'Registos de uma pessoa exportados',
    'Registos de uma pessoa apagados',
    'Registos de uma pessoa anonimizados',
  ],
  uk: [
    'Вхід',
    'Вхід відхилено',
    'Пароль прийнято, очікується другий фактор',
    'Другий фактор пройдено',
    'Другий фактор відхилено',
    'Використано код відновлення',
    'Другий фактор налаштовано',
    'Другий фактор скинуто',
    'Створено нові коди відновлення',
    'Роль змінено',
    'Переглянуто записи особи',
    'Експортовано записи особи',
    'Видалено записи особи',
    'Знеособлено записи особи',
  ],
})

const never: FieldAccess = () => false

/**
 * Who did what to accounts and people's records, when and from which address: logins (refused ones
 * too), the second factor, roles, every view, export, erasure or anonymisation. Only the site's code
 * writes it; admins read it; nobody edits or deletes an entry, and retention never touches it. A
 * person appears masked and as a keyed hash (audit.ts), never by the address that was erased.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: adminNames(
    ['Audit entry', 'Audit log'],
    ['Registo de auditoria', 'Registo de auditoria'],
    ['Запис аудиту', 'Журнал аудиту'],
  ),
  admin: {
    useAsTitle: 'action',
    // The action's cell says the whole entry as a sentence (who, what, whom, how it ended).
    defaultColumns: ['createdAt', 'action', 'ip'],
    listSearchableFields: ['actorEmail', 'subject', 'subjectHash', 'ip'],
    description: {
      en: 'Kept for good: nobody can change or delete an entry.',
      pt: 'Guardado para sempre: ninguém pode alterar ou apagar uma entrada.',
      uk: 'Зберігається назавжди: ніхто не може змінити чи видалити запис.',
    },
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody, readVersions: nobody },
  timestamps: true,
  fields: [
    {
      name: 'summary',
      type: 'ui',
      admin: {
        components: { Field: '/features/privacy/audit/AuditSentence#AuditSentenceField' },
      },
    },
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      options: adminOptions(actionLabels),
      access: { update: never },
      admin: { components: { Cell: '/features/privacy/audit/AuditSentence#AuditSentenceCell' } },
    },
    // The account that acted (for a refused login: the e-mail that was tried). A number, not a
    // relationship: an entry outlives the account.
    { name: 'actorId', type: 'number', index: true, access: { update: never } },
    { name: 'actorEmail', type: 'text', index: true, access: { update: never } },
    {
      name: 'ip',
      type: 'text',
      access: { update: never },
      // Entries written before addresses were stored plainly may hold `::ffff:127.0.0.1`.
      hooks: {
        afterRead: [({ value }) => (typeof value === 'string' ? plainAddress(value) : value)],
      },
    },
    // The account or the person acted on: an account's e-mail, a person's masked address.
    { name: 'subject', type: 'text', access: { update: never } },
    { name: 'subjectHash', type: 'text', index: true, access: { update: never } },
    { name: 'outcome', type: 'text', access: { update: never } },
    // What the sentence above sums up, as stored (record ids, counts), shown as labelled lines.
    {
      name: 'details',
      type: 'json',
      label: { en: 'Details', pt: 'Detalhes', uk: 'Подробиці' },
      access: { update: never },
      admin: {
        components: { Field: '/features/privacy/audit/AuditSentence#AuditDetailsField' },
      },
    },
  ],
}
