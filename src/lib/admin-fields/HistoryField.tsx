'use client'

import { getTranslation } from '@payloadcms/translations'
import {
  useAllFormFields,
  useConfig,
  useDocumentInfo,
  useForm,
  useTranslation,
} from '@payloadcms/ui'
import type { ArrayFieldClientComponent, ClientField } from 'payload'
import { useEffect, useState } from 'react'

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
 * The names of the accounts behind e-mail addresses (the history keeps addresses: an entry outlives
 * a renamed or deleted account), read with the reader's own access; an address without a readable
 * account stays as it is.
 */
function useNames(emails: string[]): Map<string, string> {
  const { config } = useConfig()
  const [names, setNames] = useState(new Map<string, string>())
  const key = [...new Set(emails)].sort().join(',')
  useEffect(() => {
    if (!key) return
    const query = new URLSearchParams({ depth: '0', limit: '100', 'where[email][in]': key })
    void fetch(`${config.routes.api}/users?${query}`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : { docs: [] }))
      .then((body: { docs?: { email?: string; name?: string }[] }) =>
        setNames(
          new Map((body.docs ?? []).flatMap((u) => (u.email && u.name ? [[u.email, u.name]] : []))),
        ),
      )
      .catch(() => {})
  }, [key, config.routes.api])
  return names
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
  const names = useNames(
    entries
      .flatMap((e) => [
        e.byEmail,
        e.change === 'owner' ? e.from : null,
        e.change === 'owner' ? e.to : null,
      ])
      .filter((e): e is string => Boolean(e?.includes('@'))),
  )
  const person = (email: string | null | undefined) => (email ? (names.get(email) ?? email) : '—')
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
                `${person(entry.from)} → ${person(entry.to)}`
              )}
              <br />
              <small className="field-description">
                {t('backoffice:historyBy', {
                  by: entry.byEmail ? person(entry.byEmail) : '',
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
