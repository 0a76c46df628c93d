import type { TextField } from 'payload'

import { backofficeT } from '@/i18n/backoffice/keys'

/**
 * The editor's own time zone: scheduling starts in it (`admin/EditorTimeZone.tsx`). Empty means the
 * browser's zone. Stored as text, checked against the zones the runtime knows (a select would be a
 * PostgreSQL enum of some 400 names, to migrate whenever the zone database changes).
 */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || !value) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

export const timeZoneField: TextField = {
  name: 'timeZone',
  type: 'text',
  label: { en: 'Time zone', pt: 'Fuso horário', uk: 'Часовий пояс' },
  admin: {
    description: {
      en: 'Scheduling starts in this zone. Empty: the browser’s zone.',
      pt: 'O agendamento começa neste fuso. Vazio: o fuso do navegador.',
      uk: 'Планування починається в цьому поясі. Порожньо: пояс браузера.',
    },
    components: { Field: '/features/backoffice/admin/TimeZoneField#TimeZoneField' },
  },
  validate: (value, { req }) =>
    value === undefined || value === null || value === '' || isTimeZone(value)
      ? true
      : backofficeT(req.t)('backoffice:unknownTimeZone'),
}
