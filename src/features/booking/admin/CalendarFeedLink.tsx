'use client'

import { Button, toast, useField, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import { backofficeT } from '@/i18n/backoffice/keys'

import { feedPath } from '../feed-path'

/**
 * The feed's address, selectable, and "New link": POST /api/v1/booking/calendar/renew, then the
 * form's `calendarToken` takes the new value, so a save afterwards does not write the old one back.
 */
export function CalendarFeedLink({ origin, id }: { origin: string; id: number | string | null }) {
  const { t: translate } = useTranslation()
  const t = backofficeT(translate)
  const { value, setValue } = useField<string | null>({ path: 'calendarToken' })
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const url = value ? `${origin}${feedPath(value)}` : ''

  async function renew() {
    if (value && !window.confirm(t('backoffice:calendarFeedConfirm'))) return
    setBusy(true)
    setMessage('')
    try {
      const response = await fetch('/api/v1/booking/calendar/renew', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id }),
      })
      const body = (await response.json().catch(() => ({}))) as {
        token?: string
        error?: { message?: string }
      }
      if (response.ok && body.token) {
        // Not a change of the user's: the server has stored it already.
        setValue(body.token, true)
        setMessage(t('backoffice:calendarFeedDone'))
        toast.success(t('backoffice:calendarFeedDone'))
      } else {
        const text = t('backoffice:calendarFeedError', {
          error: body.error?.message ?? response.status,
        })
        setMessage(text)
        toast.error(text)
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }} data-calendar-feed>
      <label className="field-label" htmlFor={url ? 'calendar-feed-url' : undefined}>
        {t('backoffice:calendarFeedUrl')}
      </label>
      {!id ? (
        <p className="field-description">{t('backoffice:calendarFeedSaveFirst')}</p>
      ) : (
        <>
          {url ? (
            <input
              id="calendar-feed-url"
              type="text"
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              style={{ width: '100%', fontFamily: 'monospace' }}
              aria-describedby="calendar-feed-help"
            />
          ) : (
            <p className="field-description">{t('backoffice:calendarFeedNone')}</p>
          )}
          <p className="field-description" id="calendar-feed-help">
            {t('backoffice:calendarFeedHelp')}
          </p>
          <Button buttonStyle="secondary" size="small" disabled={busy} onClick={renew}>
            {t('backoffice:calendarFeedNew')}
          </Button>
          <span role="status" aria-live="polite" style={{ marginLeft: '0.5rem' }}>
            {message}
          </span>
        </>
      )}
    </div>
  )
}
