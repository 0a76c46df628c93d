import type { CollectionConfig } from 'payload'

import { isEditor, nobody } from '@/access'
import { adminNames, adminOptions } from '@/i18n/backoffice/labels'

/**
 * One row per OCPI pull (from the command line or the schedule): what was asked, what came back and
 * what became of it. Written by the site only; editors and admins read it to see why a CPO's
 * locations or tariffs are missing.
 */
export const OcpiRuns: CollectionConfig = {
  slug: 'ocpi-runs',
  labels: adminNames(
    ['OCPI run', 'OCPI runs'],
    ['Execução OCPI', 'Execuções OCPI'],
    ['Запуск OCPI', 'Запуски OCPI'],
  ),
  admin: {
    group: 'Map',
    useAsTitle: 'source',
    defaultColumns: [
      'startedAt',
      'module',
      'trigger',
      'status',
      'received',
      'created',
      'updated',
      'unchanged',
      'rejected',
      'source',
    ],
    description: 'OCPI pulls of locations and tariffs, newest first. Read-only.',
  },
  defaultSort: '-startedAt',
  access: { read: isEditor, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'module',
          type: 'select',
          required: true,
          index: true,
          options: adminOptions({
            locations: { en: 'Locations', pt: 'Localizações', uk: 'Локації' },
            tariffs: { en: 'Tariffs', pt: 'Tarifas', uk: 'Тарифи' },
          }),
        },
        {
          name: 'trigger',
          type: 'select',
          required: true,
          options: adminOptions({
            command: { en: 'Command', pt: 'Comando', uk: 'Команда' },
            schedule: { en: 'Schedule', pt: 'Agendamento', uk: 'Розклад' },
          }),
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          options: adminOptions({
            running: { en: 'Running', pt: 'Em curso', uk: 'Виконується' },
            succeeded: { en: 'Succeeded', pt: 'Concluído', uk: 'Успішно' },
            failed: { en: 'Failed', pt: 'Falhou', uk: 'Помилка' },
          }),
        },
      ],
    },
    { name: 'source', type: 'text', required: true, index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'startedAt',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'finishedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'dateFrom',
          label: 'date_from asked',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'received', type: 'number', defaultValue: 0 },
        { name: 'created', type: 'number', defaultValue: 0 },
        { name: 'updated', type: 'number', defaultValue: 0 },
        { name: 'unchanged', type: 'number', defaultValue: 0 },
        { name: 'rejected', type: 'number', defaultValue: 0 },
      ],
    },
    {
      name: 'rejectedRecords',
      type: 'json',
      admin: { description: 'Each rejected record: its position, id and field errors.' },
    },
    { name: 'error', type: 'textarea' },
  ],
}
