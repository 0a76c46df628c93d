'use client'

import { useField, useTranslation } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'

import { backofficeT } from '@/i18n/backoffice/keys'
import { FieldFrame, fieldId, labelText } from '@/lib/admin-fields/FieldFrame'
import styles from '@/lib/admin-fields/fields.module.css'
import { adminDate } from '@/lib/admin-fields/dates'

type EventRow = { time: string; type: string; details: string }

const firstString = (o: Record<string, unknown>, keys: string[]) => {
  for (const key of keys)
    if (typeof o[key] === 'string' || typeof o[key] === 'number') return String(o[key])
  return ''
}

/**
 * One recorded provider event as a table row: a bare event id, or an object with its time and type.
 */
function toRow(event: unknown): EventRow {
  if (typeof event === 'string' || typeof event === 'number')
    return { time: '', type: '', details: String(event) }
  if (!event || typeof event !== 'object')
    return { time: '', type: '', details: JSON.stringify(event) }
  const o = event as Record<string, unknown>
  const time = firstString(o, ['at', 'time', 'createdAt', 'created', 'receivedAt'])
  const type = firstString(o, ['type', 'state', 'event'])
  const rest = Object.fromEntries(
    Object.entries(o).filter(
      ([k]) =>
        !['at', 'time', 'createdAt', 'created', 'receivedAt', 'type', 'state', 'event'].includes(k),
    ),
  )
  return { time, type, details: Object.keys(rest).length ? JSON.stringify(rest) : '' }
}

const formatTime = (value: string, i18n: Parameters<typeof adminDate>[1]) => {
  if (!value) return '—'
  const date = new Date(
    /^\d+$/.test(value) ? Number(value) * (value.length <= 10 ? 1000 : 1) : value,
  )
  return Number.isNaN(date.getTime()) ? value : adminDate(date, i18n)
}

/**
 * The provider events a payment has applied, read-only and readable (oldest first). The site
 * records each webhook event it applied so that a repeated delivery changes nothing; sales see them
 * here.
 */
export const PaymentEventsField: JSONFieldClientComponent = ({ path, field }) => {
  const { value } = useField<unknown>({ path })
  const { t: translate, i18n } = useTranslation()
  const t = backofficeT(translate)
  const rows = (Array.isArray(value) ? value : value ? [value] : []).map(toRow)
  const id = fieldId(path)
  const label = labelText(field.label, t('backoffice:providerEvents'), i18n.language)
  return (
    <FieldFrame id={id} label={label} description={t('backoffice:providerEventsHelp')}>
      {rows.length === 0 ? (
        <p className={styles.muted}>{t('backoffice:noProviderEvents')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-label={label}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('backoffice:eventTime')}</th>
                <th scope="col">{t('backoffice:eventType')}</th>
                <th scope="col">{t('backoffice:eventDetails')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>
                  <td>{i + 1}</td>
                  <td>{formatTime(row.time, i18n)}</td>
                  <td>{row.type || '—'}</td>
                  <td>
                    <code>{row.details || '—'}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </FieldFrame>
  )
}
