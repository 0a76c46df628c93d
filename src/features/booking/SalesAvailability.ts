import type {
  Access,
  CollectionBeforeValidateHook,
  CollectionConfig,
  Field,
  PayloadRequest,
} from 'payload'
import { APIError } from 'payload'

import { hasRole } from '@/access'
import { isTimeZone } from '@/features/backoffice/time-zone'
import { adminNames, adminOptions, type AdminLabel } from '@/i18n/backoffice/labels'

import { weekdays, type Weekday } from './slots'

/**
 * When a salesperson takes meetings: weekly hours in their own IANA zone, the languages and markets
 * they take, days off and one-off hours, meeting length, buffer, minimum notice and horizon. One
 * document per salesperson; admins edit everyone's, a salesperson only their own.
 */
const l = (en: string, pt: string, uk: string): AdminLabel => ({ en, pt, uk })

const ownOrAdmin: Access = ({ req }) =>
  hasRole(req)
    ? true
    : hasRole(req, 'sales') && req.user
      ? { salesperson: { equals: req.user.id } }
      : false

/** A salesperson writes their own document only, whatever the request says. */
const ownDocument: CollectionBeforeValidateHook = ({ req, data }) => {
  if (!data || hasRole(req) || !req.user) return data
  if (data.salesperson !== undefined && String(data.salesperson) !== String(req.user.id))
    throw new APIError('A salesperson edits only their own availability.', 403)
  return { ...data, salesperson: req.user.id }
}

/** A refusal in the back office's language (en, pt, uk). */
const said = (req: PayloadRequest, text: AdminLabel) =>
  text[(req.i18n?.language as keyof AdminLabel) ?? 'en'] ?? text.en

// Slots and holds are on a 5-minute grid (bookings.ts): hours and lengths are multiples of 5.
const clock = /^([01]\d|2[0-3]):[0-5][05]$/
const validClock = (value: unknown, { req }: { req: PayloadRequest }) =>
  value == null || value === '' || (typeof value === 'string' && clock.test(value))
    ? true
    : said(
        req,
        l('HH:MM in steps of 5 minutes', 'HH:MM em passos de 5 minutos', 'ГГ:ХХ з кроком 5 хвилин'),
      )
const validDay = (value: unknown, { req }: { req: PayloadRequest }) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? true
    : said(req, l('A date as YYYY-MM-DD', 'Uma data como AAAA-MM-DD', 'Дата у форматі РРРР-ММ-ДД'))
const multipleOf5 = (value: unknown, { req }: { req: PayloadRequest }) =>
  typeof value === 'number' && value % 5 === 0
    ? true
    : said(req, l('A multiple of 5 minutes', 'Um múltiplo de 5 minutos', 'Кратне 5 хвилинам'))

const weekdayLabels: Record<Weekday, AdminLabel> = {
  mon: l('Monday', 'Segunda-feira', 'Понеділок'),
  tue: l('Tuesday', 'Terça-feira', 'Вівторок'),
  wed: l('Wednesday', 'Quarta-feira', 'Середа'),
  thu: l('Thursday', 'Quinta-feira', 'Четвер'),
  fri: l('Friday', 'Sexta-feira', 'Пʼятниця'),
  sat: l('Saturday', 'Sábado', 'Субота'),
  sun: l('Sunday', 'Domingo', 'Неділя'),
}
const languageLabels = {
  en: l('English', 'Inglês', 'Англійська'),
  pt: l('Portuguese', 'Português', 'Португальська'),
  uk: l('Ukrainian', 'Ucraniano', 'Українська'),
}

const hours = (name: string, label: AdminLabel): Field => ({
  name,
  label,
  type: 'text',
  required: true,
  validate: validClock,
  admin: { width: '50%' },
})

const weeklyHours: Field = {
  name: 'weeklyHours',
  label: l('Weekly hours', 'Horário semanal', 'Тижневий графік'),
  labels: {
    singular: l('Hours', 'Horário', 'Години'),
    plural: l('Hours', 'Horários', 'Години'),
  },
  type: 'array',
  admin: {
    description: l(
      'In the time zone above. Several rows for one day make a split day.',
      'No fuso horário acima. Várias linhas para um dia dividem o dia.',
      'У часовому поясі вище. Кілька рядків для одного дня ділять день.',
    ),
  },
  fields: [
    {
      name: 'day',
      label: l('Day', 'Dia', 'День'),
      type: 'select',
      required: true,
      options: adminOptions(weekdayLabels, weekdays),
    },
    {
      type: 'row',
      fields: [hours('from', l('From', 'De', 'З')), hours('to', l('To', 'Até', 'До'))],
    },
  ],
}

const exceptions: Field = {
  name: 'exceptions',
  label: l('Days off and one-off hours', 'Folgas e horários pontuais', 'Вихідні та разові години'),
  labels: {
    singular: l('Day', 'Dia', 'День'),
    plural: l('Days', 'Dias', 'Дні'),
  },
  type: 'array',
  admin: {
    description: l(
      'A date without hours is a day off; with hours, they replace that day’s weekly hours.',
      'Uma data sem horas é folga; com horas, substituem o horário semanal desse dia.',
      'Дата без годин — вихідний; з годинами — вони замінюють тижневий графік цього дня.',
    ),
  },
  fields: [
    {
      name: 'date',
      label: l('Date (YYYY-MM-DD)', 'Data (AAAA-MM-DD)', 'Дата (РРРР-ММ-ДД)'),
      type: 'text',
      required: true,
      validate: validDay,
    },
    {
      type: 'row',
      fields: [
        { ...hours('from', l('From', 'De', 'З')), required: false } as Field,
        { ...hours('to', l('To', 'Até', 'До')), required: false } as Field,
      ],
    },
  ],
}

const minutes = (name: string, label: AdminLabel, defaultValue: number, min: number): Field => ({
  name,
  label,
  type: 'number',
  required: true,
  defaultValue,
  min,
  validate: multipleOf5,
  admin: { width: '25%' },
})

export const SalesAvailability: CollectionConfig = {
  slug: 'sales-availability',
  labels: adminNames(
    ['Meeting availability', 'Meeting availability'],
    ['Disponibilidade para reuniões', 'Disponibilidade para reuniões'],
    ['Доступність для зустрічей', 'Доступність для зустрічей'],
  ),
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'timeZone', 'languages', 'active'],
    group: 'Sales',
  },
  access: {
    read: ownOrAdmin,
    update: ownOrAdmin,
    create: ({ req }) => hasRole(req, 'sales'),
    delete: ownOrAdmin,
  },
  hooks: { beforeValidate: [ownDocument] },
  fields: [
    {
      name: 'salesperson',
      label: l('Salesperson', 'Comercial', 'Менеджер з продажу'),
      type: 'relationship',
      relationTo: 'users',
      required: true,
      unique: true,
      filterOptions: { roles: { in: ['sales', 'admin'] } },
    },
    {
      name: 'label',
      label: l('Name shown', 'Nome mostrado', 'Показане імʼя'),
      type: 'text',
      required: true,
    },
    {
      name: 'active',
      label: l('Takes meetings', 'Aceita reuniões', 'Приймає зустрічі'),
      type: 'checkbox',
      defaultValue: true,
    },
    {
      name: 'timeZone',
      label: l('Time zone (IANA)', 'Fuso horário (IANA)', 'Часовий пояс (IANA)'),
      type: 'text',
      required: true,
      defaultValue: 'Europe/Lisbon',
      admin: {
        description: l(
          'For example Europe/Lisbon, Europe/Kyiv, Asia/Kuala_Lumpur.',
          'Por exemplo Europe/Lisbon, Europe/Kyiv, Asia/Kuala_Lumpur.',
          'Наприклад Europe/Lisbon, Europe/Kyiv, Asia/Kuala_Lumpur.',
        ),
      },
      validate: (value: unknown, { req }: { req: PayloadRequest }) =>
        isTimeZone(value)
          ? true
          : said(
              req,
              l('Unknown time zone', 'Fuso horário desconhecido', 'Невідомий часовий пояс'),
            ),
    },
    {
      name: 'languages',
      label: l('Languages', 'Idiomas', 'Мови'),
      type: 'select',
      hasMany: true,
      required: true,
      options: adminOptions(languageLabels),
    },
    {
      name: 'markets',
      label: l(
        'Markets (codes; empty: all)',
        'Mercados (códigos; vazio: todos)',
        'Ринки (коди; порожньо: усі)',
      ),
      type: 'text',
      hasMany: true,
    },
    weeklyHours,
    exceptions,
    {
      type: 'row',
      fields: [
        minutes('meetingMinutes', l('Meeting (min)', 'Reunião (min)', 'Зустріч (хв)'), 30, 15),
        minutes('bufferMinutes', l('Buffer (min)', 'Intervalo (min)', 'Перерва (хв)'), 10, 0),
        minutes(
          'noticeMinutes',
          l('Minimum notice (min)', 'Antecedência mínima (min)', 'Мінімальне попередження (хв)'),
          720,
          0,
        ),
        {
          name: 'horizonDays',
          label: l(
            'Bookable ahead (days)',
            'Reservável com (dias)',
            'Можна бронювати наперед (днів)',
          ),
          type: 'number',
          required: true,
          defaultValue: 30,
          min: 1,
          max: 180,
          admin: { width: '25%' },
        },
      ],
    },
    {
      name: 'meetingLink',
      label: l(
        'Meeting link or address',
        'Link ou morada da reunião',
        'Посилання або адреса зустрічі',
      ),
      type: 'text',
    },
    // The secret of the salesperson's private calendar feed (feed.ts): whoever has the URL reads
    // the meetings, so only its owner and admins see it, and a new one revokes the old.
    {
      name: 'calendarToken',
      label: l('Calendar feed', 'Feed do calendário', 'Стрічка календаря'),
      type: 'text',
      unique: true,
      admin: { readOnly: true },
    },
    // Its address and "New link" (admin/CalendarFeedField.tsx): a UI field, no column.
    {
      name: 'calendarFeed',
      type: 'ui',
      admin: {
        components: { Field: '/features/booking/admin/CalendarFeedField#CalendarFeedField' },
      },
    },
  ],
}
