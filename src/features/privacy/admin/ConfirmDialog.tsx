'use client'

import { Button, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import { backofficeT } from '@/i18n/backoffice/keys'
import { plural } from '@/i18n/backoffice/plural'
import { pv } from '@/i18n/backoffice/screens/privacy'

import { type Action, type Found, keyOf } from './found'

/** Who a row is about, as the officer confirms it: the name it holds, else its address or number. */
const nameIn = (r: Found) => r.holds.name ?? r.holds.email ?? r.holds.phone ?? '—'

/**
 * Asks before an export or an erasure: each chosen row marked for a check (maybe someone else's) is
 * confirmed by the name it holds, one box each, and an erasure says what it does; the action waits
 * until every such row is confirmed.
 */
export function ConfirmDialog({
  action,
  flagged,
  count,
  busy,
  recordName,
  onConfirm,
  onCancel,
}: {
  action: Action
  flagged: readonly Found[]
  count: number
  busy: boolean
  recordName: (record: Found) => string
  onConfirm: (confirmed: readonly Found[]) => void
  onCancel: () => void
}) {
  const { t: translate, i18n } = useTranslation()
  const t = backofficeT(translate)
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set())
  const ready = flagged.every((r) => confirmed.has(keyOf(r)))
  const exporting = action === 'json' || action === 'csv'
  const mark = (record: Found, on: boolean) => {
    const next = new Set(confirmed)
    if (on) next.add(keyOf(record))
    else next.delete(keyOf(record))
    setConfirmed(next)
  }
  const what = exporting ? null : action === 'erase' ? 'confirmErase' : 'confirmAnonymise'
  return (
    <div
      role="alertdialog"
      aria-labelledby={what ? 'person-confirm' : 'person-confirm-flagged'}
      style={{ margin: '1.5rem 0' }}
    >
      {flagged.length > 0 ? (
        <>
          <p id="person-confirm-flagged">
            <strong>{t(pv('confirmFlagged'))}</strong>
          </p>
          <ul style={{ listStyle: 'none', padding: 0 }} data-person-confirm-rows>
            {flagged.map((r) => (
              <li key={keyOf(r)}>
                <label>
                  <input
                    type="checkbox"
                    checked={confirmed.has(keyOf(r))}
                    onChange={(event) => mark(r, event.currentTarget.checked)}
                  />{' '}
                  {t(pv('confirmRow'), { record: recordName(r), name: nameIn(r) })}
                </label>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {what ? <p id="person-confirm">{plural(t(pv(what)), count, i18n.language)}</p> : null}
      <div style={{ display: 'flex', gap: '1rem' }}>
        <Button
          onClick={() => onConfirm(flagged.filter((r) => confirmed.has(keyOf(r))))}
          disabled={busy || !ready}
          margin={false}
        >
          {t(pv(exporting ? (action === 'json' ? 'exportJson' : 'exportCsv') : 'confirm'))}
        </Button>
        <Button buttonStyle="secondary" onClick={onCancel} margin={false}>
          {t(pv('cancel'))}
        </Button>
      </div>
    </div>
  )
}
