'use client'

import { getTranslation } from '@payloadcms/translations'
import { useAllFormFields, useDocumentInfo, useForm, useTranslation } from '@payloadcms/ui'
import type { ArrayFieldClientComponent, ClientField } from 'payload'

import { adminDate } from './dates'
import type { HistoryEntry } from './workflow'

type Option = { value: string; label: unknown }
type T = (key: string, vars?: Record<string, unknown>) => string

const optionsOf = (fields: ClientField[] | undefined, name: string): Option[] => {
  const field = fields?.find((f) => 'name' in f && f.name === name) as
    { options?: (string | Option)[] } | undefined
  return (field?.options ?? []).map((o) => (typeof o === 'string' ? { value: o, label: o } : o))
}

/**
 * A record's history as a list to read, newest first: what changed in the admin's language
 * ("Status: New → Contacted", not "status: new → contacted"), who and when. The entries are written
 * by the server only (see workflow.ts), so nothing here looks like an input.
 */
export const HistoryField: ArrayFieldClientComponent = ({ path, field }) => {
  const { i18n, t: translate } = useTranslation()
  const t = translate as T
  const { docConfig } = useDocumentInfo()
  const { getDataByPath } = useForm()
  useAllFormFields()
  const entries = ((getDataByPath(path) as HistoryEntry[] | undefined) ?? []).slice().reverse()
  const label = (options: Option[], value: string | null | undefined) => {
    if (!value) return '—'
    const option = options.find((o) => o.value === value)
    return option ? getTranslation(option.label as string, i18n) : value
  }
  const changes = optionsOf(
    (field.fields.find((f) => f.type === 'row') as { fields?: ClientField[] } | undefined)?.fields,
    'change',
  )
  const statuses = optionsOf(docConfig?.fields, 'status')
  const heading = getTranslation((field.label || 'History') as string, i18n)
  return (
    <section className="field-type" aria-label={heading} data-testid="history">
      <h3 style={{ fontSize: 'inherit', margin: '0 0 6px' }}>{heading}</h3>
      {entries.length === 0 ? (
        <p className="field-description">{t('backoffice:noHistory')}</p>
      ) : (
        <ol style={{ margin: 0, paddingLeft: '1.2em', overflowWrap: 'anywhere' }}>
          {entries.map((entry, i) => (
            <li key={entry.id ?? i} style={{ marginBottom: 8 }}>
              <strong>{label(changes, entry.change)}</strong>
              {': '}
              {entry.change === 'note' ? (
                <span style={{ whiteSpace: 'pre-wrap' }}>{entry.note}</span>
              ) : entry.change === 'status' ? (
                `${label(statuses, entry.from)} → ${label(statuses, entry.to)}`
              ) : (
                `${entry.from || '—'} → ${entry.to || '—'}`
              )}
              <br />
              <small className="field-description">
                {t('backoffice:historyBy', {
                  by: entry.byEmail ?? '',
                  at: entry.at ? adminDate(entry.at, i18n) : '',
                })}
              </small>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
