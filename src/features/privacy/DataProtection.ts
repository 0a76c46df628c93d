import type { Field, GlobalConfig } from 'payload'

import { isAdmin } from '@/access'
import type { AdminLabel } from '@/i18n/backoffice/labels'

import { personalCollections, retentionField } from './registry'

/** Each kind of record's name in the settings (the collections' own names, in three languages). */
const kindLabels: Record<string, AdminLabel> = {
  leads: { en: 'Leads', pt: 'Leads', uk: 'Ліди' },
  'partner-requests': { en: 'Partner requests', pt: 'Pedidos de parceria', uk: 'Запити партнерів' },
  'contact-messages': { en: 'Contact messages', pt: 'Mensagens de contacto', uk: 'Повідомлення' },
  'job-applications': { en: 'Job applications', pt: 'Candidaturas', uk: 'Заявки на вакансії' },
  'newsletter-subscribers': {
    en: 'Newsletter subscribers',
    pt: 'Subscritores da newsletter',
    uk: 'Підписники розсилки',
  },
  'deletion-requests': {
    en: 'Deletion requests',
    pt: 'Pedidos de eliminação',
    uk: 'Запити на видалення',
  },
  orders: { en: 'Orders', pt: 'Encomendas', uk: 'Замовлення' },
  payments: { en: 'Payments', pt: 'Pagamentos', uk: 'Платежі' },
  bookings: { en: 'Meetings with sales', pt: 'Reuniões comerciais', uk: 'Зустрічі з продажу' },
  'station-comments': {
    en: 'Station comments',
    pt: 'Comentários de postos',
    uk: 'Коментарі до станцій',
  },
}

const monthsField = (slug: string, defaultMonths: number | null): Field => ({
  name: retentionField(slug),
  type: 'number',
  min: 1,
  max: 1200,
  ...(defaultMonths ? { defaultValue: defaultMonths } : {}),
  label: kindLabels[slug] ?? { en: slug, pt: slug, uk: slug },
  admin: { step: 1, width: '33%' },
})

/**
 * Admins' data-protection settings: how many months each kind of personal record is kept before the
 * retention job anonymises it (empty: kept until a person asks, or unsubscribes), and whether
 * editors must use a second factor too (admins and sales always do). Read by
 * src/features/privacy/retention.ts and the login's second factor.
 */
export const DataProtection: GlobalConfig = {
  slug: 'data-protection',
  label: { en: 'Data protection', pt: 'Proteção de dados', uk: 'Захист даних' },
  access: { read: isAdmin, update: isAdmin },
  fields: [
    {
      type: 'collapsible',
      label: {
        en: 'Retention in months',
        pt: 'Conservação em meses',
        uk: 'Зберігання, місяців',
      },
      admin: {
        description: {
          en: 'After this many months (from the last status change; payments and comments from their last change, subscribers from their subscription), records are anonymised: personal fields emptied, the record and its figures kept. Records with an open status are never anonymised. Empty: kept until the person asks.',
          pt: 'Após estes meses (desde a última mudança de estado; pagamentos e comentários desde a última alteração, subscritores desde a subscrição), os registos são anonimizados: os campos pessoais são esvaziados e o registo e os seus números mantêm-se. Registos com estado aberto nunca são anonimizados. Vazio: mantido até a pessoa pedir.',
          uk: 'Після цієї кількості місяців (від останньої зміни статусу; платежі й коментарі — від останньої зміни, підписники — від підписки) записи знеособлюються: особисті поля очищаються, сам запис і його цифри залишаються. Записи з відкритим статусом ніколи не знеособлюються. Порожньо: зберігається, доки людина не попросить.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: personalCollections.map((c) => monthsField(c.slug, c.defaultMonths)),
        },
      ],
    },
    {
      name: 'secondFactorForEditors',
      type: 'checkbox',
      defaultValue: false,
      label: {
        en: 'Editors must use a second factor too',
        pt: 'Os editores também têm de usar um segundo fator',
        uk: 'Редактори також мають використовувати другий фактор',
      },
      admin: {
        description: {
          en: 'Admins and sales always do. Applies from the next login.',
          pt: 'Administradores e vendas usam sempre. Aplica-se a partir do próximo início de sessão.',
          uk: 'Адміністратори й продажі — завжди. Діє з наступного входу.',
        },
      },
    },
  ],
}
