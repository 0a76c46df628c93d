'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'

import { backofficeT } from '@/i18n/backoffice/keys'
import { pv } from '@/i18n/backoffice/screens/privacy'

import type { Search } from './found'

/**
 * Above the records a search found: how many, or that nothing is held (said only when no record
 * holds any identifier typed or linked), what a number without its country means, the details the
 * person's records hold beyond those typed (searched too), the warning about rows marked for a
 * check, and the audit log's entries about the person.
 */
export function ResultNotes({ search }: { search: Search }) {
  const { config } = useConfig()
  const t = backofficeT(useTranslation().t)
  const count = search.records.length
  const linked = [
    ...search.linked.emails.map((value) => [t(pv('email')), value]),
    ...search.linked.phones.map((value) => [t(pv('phone')), value]),
    ...search.linked.names.map((value) => [t(pv('name')), value]),
  ]
  return (
    <>
      <p>
        {count
          ? t(pv('found'), { query: search.shown, count })
          : t(pv('nothing'), { query: search.shown })}
      </p>
      {search.phones.length > 1 ? (
        <p role="note" data-person-ambiguous>
          {t(pv('ambiguous'), { number: search.phone, numbers: search.phones.join(', ') })}
        </p>
      ) : null}
      {linked.length > 0 ? (
        <div role="note" data-person-linked>
          <p>{t(pv('linked'))}</p>
          <ul>
            {linked.map(([kind, value]) => (
              <li key={`${kind}:${value}`}>
                {kind}: <strong>{value}</strong>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {search.records.some((r) => r.check) ? (
        <p role="note" data-person-doubtful>
          <strong>{t(pv('doubtful'))}</strong>
        </p>
      ) : null}
      <p>
        <a
          href={`${config.routes.admin}/collections/audit-log?where[subjectHash][equals]=${search.hash}`}
        >
          {t(pv('auditLink'))}
        </a>
      </p>
    </>
  )
}
