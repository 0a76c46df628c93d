import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeDeleteHook,
  CollectionConfig,
  Field,
} from 'payload'

import { fixedField, isAdmin, isSales, nobody } from '@/access'
import { deliveryField } from '@/features/forms/record-fields'
import { adminNames, adminOptions, type AdminLabel } from '@/i18n/backoffice/labels'

import type { Booking } from '@/payload-types'

import { sendBookingEmails } from './mail'
import { cancelledInBackOffice, releaseMeeting } from './manage'
import { dropReminders } from './remind'

const l = (en: string, pt: string, uk: string): AdminLabel => ({ en, pt, uk })

export const bookingStatuses = ['booked', 'held', 'no-show', 'cancelled'] as const
const statusLabels = {
  booked: l('Booked', 'Marcada', 'Заброньовано'),
  held: l('Held', 'Realizada', 'Відбулася'),
  'no-show': l('No-show', 'Não compareceu', 'Не зʼявився'),
  cancelled: l('Cancelled', 'Cancelada', 'Скасовано'),
}

const visitorField = (name: string, label: AdminLabel, type: 'text' | 'textarea' = 'text') =>
  ({ name, label, type, access: fixedField, admin: { readOnly: true } }) as Field

/**
 * A meeting cancelled in the back office gives its time back at once and tells the visitor (a new
 * version of the invitation, METHOD:CANCEL; manage.ts). The visitor's own link cancels without
 * this hook, in one compare-and-set of its own.
 */
const freeCancelled: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  if (operation === 'update' && doc.status === 'cancelled' && previousDoc?.status !== 'cancelled')
    await cancelledInBackOffice(req.payload, doc as Booking, req)
  return doc
}

/**
 * An erased meeting takes its reminders (first: they reference it) and its holds with it.
 */
const dropDeletedReminders: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await dropReminders(req.payload, id, req)
}
const releaseDeleted: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await releaseMeeting(req.payload, doc as Booking, req)
}

/**
 * A meeting a visitor booked. Created only by the site (`POST /api/v1/booking`), after its holds
 * (reserve.ts); sales and admins read them and move the status. The `delivery` group makes
 * it a record of the forms' delivery: the invitations go out exactly once, retried, and a failed
 * one shows in the failed-deliveries view. Its own e-mails (to the visitor and the salesperson,
 * with the invitation) are `custom.deliveryEmail`, which the delivery's e-mail step uses.
 */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  labels: adminNames(['Meeting', 'Meetings'], ['Reunião', 'Reuniões'], ['Зустріч', 'Зустрічі']),
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['startsAt', 'name', 'company', 'salesperson', 'status'],
    group: 'Sales',
  },
  defaultSort: '-startsAt',
  custom: { deliveryEmail: sendBookingEmails },
  access: { read: isSales, update: isSales, create: nobody, delete: isAdmin },
  hooks: {
    afterChange: [freeCancelled],
    beforeDelete: [dropDeletedReminders],
    afterDelete: [releaseDeleted],
  },
  fields: [
    {
      name: 'status',
      label: l('Status', 'Estado', 'Статус'),
      type: 'select',
      required: true,
      defaultValue: 'booked',
      index: true,
      options: adminOptions(statusLabels, bookingStatuses),
    },
    {
      name: 'salesperson',
      label: l('Salesperson', 'Comercial', 'Менеджер з продажу'),
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      access: fixedField,
      admin: { readOnly: true },
    },
    {
      name: 'startsAt',
      label: l('Starts', 'Início', 'Початок'),
      type: 'date',
      required: true,
      index: true,
      access: fixedField,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'endsAt',
      label: l('Ends', 'Fim', 'Кінець'),
      type: 'date',
      required: true,
      access: fixedField,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    visitorField('name', l('Name', 'Nome', 'Імʼя')),
    visitorField('email', l('Work e-mail', 'E-mail profissional', 'Робоча пошта')),
    visitorField('company', l('Company', 'Empresa', 'Компанія')),
    visitorField('note', l('Note', 'Nota', 'Примітка'), 'textarea'),
    visitorField(
      'timeZone',
      l('Visitor’s time zone', 'Fuso do visitante', 'Часовий пояс відвідувача'),
    ),
    visitorField('locale', l('Language', 'Idioma', 'Мова')),
    visitorField('plan', l('Plan or model', 'Plano ou modelo', 'План або модель')),
    visitorField('interest', l('Interest', 'Interesse', 'Інтерес')),
    visitorField('source', l('Lead source', 'Origem', 'Джерело')),
    {
      name: 'holdRef',
      label: l('Hold reference', 'Referência do bloqueio', 'Посилання блокування'),
      type: 'text',
      index: true,
      access: fixedField,
      admin: { readOnly: true, hidden: true },
    },
    // A move's holds while it is under way (manage.ts): owned like `holdRef`, so a process dying
    // half-way leaves the meeting holding more time, never less.
    {
      name: 'movingRef',
      label: l('Move reference', 'Referência da mudança', 'Посилання перенесення'),
      type: 'text',
      index: true,
      access: fixedField,
      admin: { readOnly: true, hidden: true },
    },
    {
      name: 'lead',
      label: l('Lead', 'Potencial cliente', 'Лід'),
      type: 'relationship',
      relationTo: 'leads',
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'sequence',
      label: l('Invitation version', 'Versão do convite', 'Версія запрошення'),
      type: 'number',
      defaultValue: 0,
      access: fixedField,
      admin: { readOnly: true, position: 'sidebar' },
    },
    deliveryField,
  ],
}

/**
 * The 5-minute blocks a meeting holds (slots.ts `heldBlocks`), one row each, unique by
 * salesperson and block: a second meeting that would overlap any block of the first fails on the
 * database's unique index (one multi-row INSERT: all blocks or none), on SQLite and PostgreSQL
 * alike, before the meeting is stored.
 * Nobody sees or writes them but the site.
 */
export const BookingHolds: CollectionConfig = {
  slug: 'booking-holds',
  labels: adminNames(
    ['Meeting hold', 'Meeting holds'],
    ['Bloqueio de reunião', 'Bloqueios de reunião'],
    ['Блокування зустрічі', 'Блокування зустрічей'],
  ),
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    // `<salesperson>@<block start, ISO>`: the constraint.
    { name: 'key', label: l('Key', 'Chave', 'Ключ'), type: 'text', required: true, unique: true },
    {
      name: 'salesperson',
      label: l('Salesperson', 'Comercial', 'Менеджер з продажу'),
      type: 'number',
      required: true,
      index: true,
    },
    {
      name: 'blockStart',
      label: l('Block start', 'Início do bloco', 'Початок блоку'),
      type: 'date',
      required: true,
      index: true,
    },
    // The meeting's `holdRef`: written before the meeting, so a hold can exist without one (the
    // process died in between) but never a meeting without its holds; such holds are let go after
    // a few minutes (`releaseOrphanHolds`).
    {
      name: 'ref',
      label: l('Reference', 'Referência', 'Посилання'),
      type: 'text',
      required: true,
      index: true,
    },
  ],
}
