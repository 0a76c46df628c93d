'use client'

import { getTranslation } from '@payloadcms/translations'
import { useConfig, useTranslation } from '@payloadcms/ui'
import type { ClientField } from 'payload'

import { backofficeT } from '@/i18n/backoffice/keys'
import { type PrivacyKey, pv } from '@/i18n/backoffice/screens/privacy'
import { adminDate } from '@/lib/admin-fields/dates'

import { type Found, type Identifier, keyOf } from './found'

const matchedLabels: Record<Identifier, PrivacyKey> = {
  email: 'byEmail',
  phone: 'byPhone',
  name: 'byName',
}

/** A select's option label by its value, the field found by name through rows and collapsibles. */
function optionLabel(fields: ClientField[], name: string, value: string): unknown {
  for (const field of fields) {
    if ('name' in field && field.name === name && 'options' in field)
      for (const option of field.options)
        if (typeof option === 'object' && option.value === value) return option.label
    if ((field.type === 'row' || field.type === 'collapsible') && 'fields' in field) {
      const found = optionLabel(field.fields, name, value)
      if (found) return found
    }
  }
  return undefined
}

/** A record's kind by its collection's name ("Lead"), and the record by its number or id. */
export function useRecordNames() {
  const { getEntityConfig } = useConfig()
  const { i18n } = useTranslation()
  return {
    kindOf: (slug: string) => {
      const labels = getEntityConfig({ collectionSlug: slug })?.labels?.singular
      return labels ? getTranslation(labels, i18n) : slug
    },
    recordOf: (r: Found) => String(r.doc.number ?? r.doc.reference ?? r.id),
  }
}

/**
 * The records a person request found, one row each with what it holds and why it matched (an
 * identifier typed, or one the person's other records hold), and a box to leave out one that is
 * someone else's.
 */
export function FoundRecords({
  records,
  chosen,
  toggle,
  kindOf,
  recordOf,
}: {
  records: Found[]
  chosen: ReadonlySet<string>
  toggle: (record: Found, on: boolean) => void
  kindOf: (slug: string) => string
  recordOf: (record: Found) => string
}) {
  const { config } = useConfig()
  const { t: translate, i18n } = useTranslation()
  const t = backofficeT(translate)
  // A status by its name in the admin's language ("Em curso"), not its code (`in_progress`).
  const statusOf = (r: Found) => {
    const name = r.doc.status !== undefined ? 'status' : 'state'
    const value = String(r.doc[name] ?? '')
    const fields = config.collections.find((c) => c.slug === r.collection)?.fields ?? []
    const label = optionLabel(fields, name, value)
    return label ? getTranslation(label as string, i18n) : value
  }
  const labels = (by: Identifier[]) => by.map((b) => t(pv(matchedLabels[b]))).join(', ')
  const whyOf = (r: Found) =>
    [
      r.matchedBy.length ? labels(r.matchedBy) : '',
      r.linkedBy.length ? `${labels(r.linkedBy)} ${t(pv('viaLinked'))}` : '',
    ]
      .filter(Boolean)
      .join('; ')
  return (
    <div style={{ overflowX: 'auto' }}>
      <table className="table" style={{ width: '100%', margin: '1rem 0' }}>
        {/* Payload's list headings are grey (elevation-400): too faint for a table read
            row by row, below the contrast WCAG asks for. */}
        <thead style={{ color: 'var(--theme-elevation-800)' }}>
          <tr>
            <th scope="col">{t(pv('choose'))}</th>
            <th scope="col">{t(pv('kind'))}</th>
            <th scope="col">{t(pv('record'))}</th>
            <th scope="col">{t(pv('name'))}</th>
            <th scope="col">{t(pv('email'))}</th>
            <th scope="col">{t(pv('phone'))}</th>
            <th scope="col">{t(pv('matchedBy'))}</th>
            <th scope="col">{t(pv('received'))}</th>
            <th scope="col">{t(pv('status'))}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((r) => (
            <tr
              key={keyOf(r)}
              data-person-record={r.collection}
              data-person-id={r.id}
              data-person-check={r.check ?? undefined}
            >
              <td>
                <input
                  type="checkbox"
                  checked={chosen.has(keyOf(r))}
                  onChange={(event) => toggle(r, event.currentTarget.checked)}
                  aria-label={t(pv('chooseRecord'), {
                    record: `${kindOf(r.collection)} ${recordOf(r)}`,
                  })}
                />
              </td>
              <td>{kindOf(r.collection)}</td>
              <td>
                <a href={`${config.routes.admin}/collections/${r.collection}/${r.id}`}>
                  {recordOf(r)}
                </a>
              </td>
              <td>{r.holds.name ?? ''}</td>
              <td>{r.holds.email ?? ''}</td>
              <td>{r.holds.phone ?? ''}</td>
              <td data-person-why>
                {whyOf(r)}
                {r.check ? (
                  <>
                    <br />
                    <strong>{t(pv(r.check === 'phone' ? 'checkPhone' : 'checkName'))}</strong>
                  </>
                ) : null}
              </td>
              <td>{adminDate(String(r.doc.createdAt), i18n)}</td>
              <td>
                {statusOf(r)}
                {r.doc.anonymisedAt ? ` (${t(pv('anonymised'))})` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
