import { en } from '@payloadcms/translations/languages/en'
import { pt } from '@payloadcms/translations/languages/pt'
import { uk } from '@payloadcms/translations/languages/uk'
import type { Config } from 'payload'

import { privacyTexts } from '@/features/privacy/i18n'
import { secondFactorTexts } from '@/features/users/second-factor/i18n'

/**
 * The back office speaks English, Portuguese and Ukrainian: Payload's shipped translations of its
 * own interface, plus the texts of our admin components under the `backoffice:` namespace (read
 * with Payload's `t`, on the server from the `i18n` prop and in client components from
 * `useTranslation`). Every key exists in the three languages (i18n.test.ts checks it).
 */
export const backofficeTexts = {
  en: {
    dashboardTitle: 'Your desk',
    sinceLastVisit: 'New since your last visit ({{since}})',
    sinceLastWeek: 'New in the last 7 days',
    nothingNew: 'Nothing new.',
    openList: 'Open the list',
    newCount: '{{count}} new',
    ordersByStatus: 'Orders by status',
    failedDeliveries: 'Failed deliveries',
    noFailedDeliveries: 'No failed deliveries.',
    retryNow: 'Retry now',
    retrying: 'Retrying…',
    retryDelivered: 'Delivered.',
    retryQueued: 'Queued: it will be delivered shortly.',
    retryFailedAgain: 'Failed again: {{error}}',
    retryError: 'Could not retry: {{error}}',
    lastError: 'Last error',
    drafts: 'Drafts',
    noDrafts: 'No drafts.',
    scheduled: 'Scheduled',
    noScheduled: 'Nothing scheduled.',
    publishAt: 'Publishes {{time}}',
    unpublishAt: 'Unpublishes {{time}}',
    recentlyPublished: 'Recently published',
    noPublished: 'Nothing published yet.',
    viewOnSite: 'View on the site',
    systemHealth: 'System health',
    deliveryBacklog: 'Deliveries waiting (due, processing or retrying)',
    jobBacklog: 'Scheduled jobs waiting',
    lastOcpiPull: 'Last OCPI pull',
    never: 'never',
    lastDeliveryError: 'Last delivery error',
    none: 'none',
    untitled: '(untitled)',
    exportCsv: 'Export CSV',
    providerEvents: 'Provider events',
    providerEventsHelp:
      'Webhook events of the payment provider applied to this payment, oldest first.',
    noProviderEvents: 'No provider event yet.',
    eventTime: 'Time',
    eventType: 'Type',
    eventDetails: 'Details',
    noHistory: 'Nothing changed yet.',
    historyBy: '{{by}}, {{at}}',
    emailNotConfigured:
      'E-mail delivery is not configured (SMTP_URL): submissions and orders are kept here but no e-mail reaches the team.',
    notSavedYet: 'Not saved yet: kept as a draft once the required fields are filled.',
  },
  pt: {
    dashboardTitle: 'A sua secretária',
    sinceLastVisit: 'Novo desde a última visita ({{since}})',
    sinceLastWeek: 'Novo nos últimos 7 dias',
    nothingNew: 'Nada de novo.',
    openList: 'Abrir a lista',
    newCount: '{{count}} novos',
    ordersByStatus: 'Encomendas por estado',
    failedDeliveries: 'Entregas falhadas',
    noFailedDeliveries: 'Nenhuma entrega falhada.',
    retryNow: 'Tentar agora',
    retrying: 'A tentar…',
    retryDelivered: 'Entregue.',
    retryQueued: 'Em fila: será entregue em breve.',
    retryFailedAgain: 'Falhou de novo: {{error}}',
    retryError: 'Não foi possível tentar: {{error}}',
    lastError: 'Último erro',
    drafts: 'Rascunhos',
    noDrafts: 'Sem rascunhos.',
    scheduled: 'Agendado',
    noScheduled: 'Nada agendado.',
    publishAt: 'Publica {{time}}',
    unpublishAt: 'Despublica {{time}}',
    recentlyPublished: 'Publicado recentemente',
    noPublished: 'Nada publicado ainda.',
    viewOnSite: 'Ver no site',
    systemHealth: 'Estado do sistema',
    deliveryBacklog: 'Entregas em espera (a enviar, em curso ou a repetir)',
    jobBacklog: 'Tarefas agendadas em espera',
    lastOcpiPull: 'Última importação OCPI',
    never: 'nunca',
    lastDeliveryError: 'Último erro de entrega',
    none: 'nenhum',
    untitled: '(sem título)',
    exportCsv: 'Exportar CSV',
    providerEvents: 'Eventos do prestador',
    providerEventsHelp:
      'Eventos de webhook do prestador de pagamentos aplicados a este pagamento, os mais antigos primeiro.',
    noProviderEvents: 'Ainda sem eventos do prestador.',
    eventTime: 'Hora',
    eventType: 'Tipo',
    eventDetails: 'Detalhes',
    noHistory: 'Ainda sem alterações.',
    historyBy: '{{by}}, {{at}}',
    emailNotConfigured:
      'O envio de e-mail não está configurado (SMTP_URL): os pedidos e as encomendas ficam guardados aqui, mas nenhum e-mail chega à equipa.',
    notSavedYet:
      'Ainda não guardado: fica como rascunho quando os campos obrigatórios estiverem preenchidos.',
  },
  uk: {
    dashboardTitle: 'Ваш робочий стіл',
    sinceLastVisit: 'Нове з вашого останнього візиту ({{since}})',
    sinceLastWeek: 'Нове за останні 7 днів',
    nothingNew: 'Нічого нового.',
    openList: 'Відкрити список',
    newCount: 'нових: {{count}}',
    ordersByStatus: 'Замовлення за статусом',
    failedDeliveries: 'Невдалі доставки',
    noFailedDeliveries: 'Невдалих доставок немає.',
    retryNow: 'Повторити зараз',
    retrying: 'Повторюємо…',
    retryDelivered: 'Доставлено.',
    retryQueued: 'У черзі: скоро буде доставлено.',
    retryFailedAgain: 'Знову не вдалося: {{error}}',
    retryError: 'Не вдалося повторити: {{error}}',
    lastError: 'Остання помилка',
    drafts: 'Чернетки',
    noDrafts: 'Чернеток немає.',
    scheduled: 'Заплановано',
    noScheduled: 'Нічого не заплановано.',
    publishAt: 'Публікація {{time}}',
    unpublishAt: 'Зняття з публікації {{time}}',
    recentlyPublished: 'Нещодавно опубліковано',
    noPublished: 'Ще нічого не опубліковано.',
    viewOnSite: 'Переглянути на сайті',
    systemHealth: 'Стан системи',
    deliveryBacklog: 'Доставки в черзі (до відправлення, в обробці або повтор)',
    jobBacklog: 'Заплановані завдання в черзі',
    lastOcpiPull: 'Останнє завантаження OCPI',
    never: 'ніколи',
    lastDeliveryError: 'Остання помилка доставки',
    none: 'немає',
    untitled: '(без назви)',
    exportCsv: 'Експорт CSV',
    providerEvents: 'Події провайдера',
    providerEventsHelp:
      'Події вебхука платіжного провайдера, застосовані до цього платежу, від найстаріших.',
    noProviderEvents: 'Подій провайдера ще немає.',
    eventTime: 'Час',
    eventType: 'Тип',
    eventDetails: 'Подробиці',
    noHistory: 'Змін ще не було.',
    historyBy: '{{by}}, {{at}}',
    emailNotConfigured:
      'Надсилання пошти не налаштовано (SMTP_URL): заявки й замовлення зберігаються тут, але листи команді не надходять.',
    notSavedYet: 'Ще не збережено: збережеться як чернетка, щойно обовʼязкові поля буде заповнено.',
  },
} as const

export type BackofficeKey = keyof (typeof backofficeTexts)['en']

/** `i18n` of the Payload config. */
export const backofficeI18n: NonNullable<Config['i18n']> = {
  supportedLanguages: { en, pt, uk },
  fallbackLanguage: 'en',
  // Features with screens of their own keep their texts beside them, each in its namespace.
  translations: {
    en: {
      backoffice: backofficeTexts.en,
      privacy: privacyTexts.en,
      secondFactor: secondFactorTexts.en,
    },
    pt: {
      backoffice: backofficeTexts.pt,
      privacy: privacyTexts.pt,
      secondFactor: secondFactorTexts.pt,
    },
    uk: {
      backoffice: backofficeTexts.uk,
      privacy: privacyTexts.uk,
      secondFactor: secondFactorTexts.uk,
    },
  },
}

/** Our key for Payload's `t` (typed loosely there, checked here). */
export const bo = (key: BackofficeKey) => `backoffice:${key}` as const
