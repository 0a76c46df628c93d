import type { CollectionConfig } from 'payload'

import { fixedField, isAdmin, isSales, nobody } from '@/access'
import { deliveryField } from '@/features/forms/record-fields'
import { adminNames, adminOptions, type AdminLabel } from '@/i18n/backoffice/labels'

import { sendReminderEmail } from './mail'

const l = (en: string, pt: string, uk: string): AdminLabel => ({ en, pt, uk })

export const reminderKinds = ['day', 'hour'] as const
export type ReminderKind = (typeof reminderKinds)[number]
/** How long before the meeting each reminder goes out. */
export const reminderLeadMs: Record<ReminderKind, number> = { day: 24 * 3600_000, hour: 3600_000 }

/**
 * The reminders of a meeting, 24 hours and 1 hour before it: one record each, written with the
 * meeting (reserve.ts) and again when it moves (manage.ts), a record of the forms' delivery whose
 * `dueAt` is the reminder's time. So any instance's delivery worker sends it, once (the worker's
 * claim), retried, and a failed one shows in the failed-deliveries view; a cancelled meeting's go
 * with it. `key` (`<meeting>:<kind>`) is unique: a meeting never has two of a kind.
 */
export const BookingReminders: CollectionConfig = {
  slug: 'booking-reminders',
  labels: adminNames(
    ['Meeting reminder', 'Meeting reminders'],
    ['Lembrete de reunião', 'Lembretes de reunião'],
    ['Нагадування про зустріч', 'Нагадування про зустрічі'],
  ),
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['booking', 'kind', 'delivery.dueAt', 'delivery.state'],
    group: 'Sales',
  },
  defaultSort: 'delivery.dueAt',
  // The reminder is the visitor's e-mail only: nothing for the CRM's webhook.
  custom: { deliveryEmail: sendReminderEmail, deliveryWebhook: false },
  access: { read: isSales, update: nobody, create: nobody, delete: isAdmin },
  fields: [
    {
      name: 'key',
      label: l('Key', 'Chave', 'Ключ'),
      type: 'text',
      required: true,
      unique: true,
      access: fixedField,
      admin: { readOnly: true, hidden: true },
    },
    {
      name: 'booking',
      label: l('Meeting', 'Reunião', 'Зустріч'),
      type: 'relationship',
      relationTo: 'bookings',
      required: true,
      index: true,
      access: fixedField,
      admin: { readOnly: true },
    },
    {
      name: 'kind',
      label: l('Reminder', 'Lembrete', 'Нагадування'),
      type: 'select',
      required: true,
      access: fixedField,
      admin: { readOnly: true },
      options: adminOptions(
        {
          day: l('24 hours before', '24 horas antes', 'За 24 години'),
          hour: l('1 hour before', '1 hora antes', 'За 1 годину'),
        },
        reminderKinds,
      ),
    },
    deliveryField,
  ],
}
