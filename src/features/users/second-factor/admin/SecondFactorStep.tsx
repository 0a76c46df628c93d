'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import { type FormEvent, useState } from 'react'

import { sf, type SecondFactorKey } from '@/i18n/backoffice/screens/second-factor'

type Answer = { ok?: boolean; recoveryCodes?: string[]; error?: { code?: string } }

const messageOf: Record<string, SecondFactorKey> = {
  wrong_code: 'wrongCode',
  too_many: 'tooMany',
  no_login: 'expired',
}

/** The code form of the login's second step; after an enrolment, the recovery codes, shown once. */
export function SecondFactorStep({
  enrolling,
  redirect,
}: {
  enrolling: boolean
  redirect: string
}) {
  const { config } = useConfig()
  const { t: translate } = useTranslation()
  const t = translate as (key: string) => string
  const api = config.routes.api
  const [recovery, setRecovery] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<SecondFactorKey | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get('code') ?? '')
    setBusy(true)
    setError(null)
    try {
      const response = await fetch(`${api}/users/second-factor/verify`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(recovery ? { recoveryCode: value } : { code: value }),
      })
      const answer = (await response.json().catch(() => ({}))) as Answer
      if (answer.ok && answer.recoveryCodes) setCodes(answer.recoveryCodes)
      else if (answer.ok) window.location.assign(redirect)
      else setError(messageOf[answer.error?.code ?? ''] ?? 'failed')
      if (answer.error?.code === 'too_many' || answer.error?.code === 'no_login')
        window.setTimeout(() => window.location.reload(), 2500)
    } catch {
      setError('failed')
    } finally {
      setBusy(false)
    }
  }

  async function cancel() {
    await fetch(`${api}/users/second-factor/cancel`, { method: 'POST', credentials: 'include' })
    window.location.reload()
  }

  if (codes)
    return (
      <div data-second-factor="recovery-codes">
        <h2>{t(sf('recoveryTitle'))}</h2>
        <p>{t(sf('recoveryIntro'))}</p>
        <ul style={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: 2, margin: '1rem 0' }}>
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <button
          type="button"
          className="btn btn--style-primary"
          onClick={() => window.location.assign(redirect)}
        >
          {t(sf('recoveryDone'))}
        </button>
      </div>
    )

  const inputId = recovery ? 'second-factor-recovery' : 'second-factor-code'
  return (
    <form onSubmit={submit} noValidate data-second-factor="form">
      <div className="field-type text" style={{ margin: '1rem 0' }}>
        <label className="field-label" htmlFor={inputId}>
          {t(sf(recovery ? 'recoveryLabel' : 'codeLabel'))}
        </label>
        <input
          key={inputId}
          id={inputId}
          name="code"
          required
          autoFocus
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          pattern={recovery ? undefined : '[0-9 ]{6,7}'}
          maxLength={recovery ? 20 : 7}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'second-factor-error' : undefined}
        />
      </div>
      <p id="second-factor-error" role="alert" style={{ color: 'var(--theme-error-500)' }}>
        {error ? t(sf(error)) : ''}
      </p>
      <button type="submit" className="btn btn--style-primary" disabled={busy}>
        {t(sf(busy ? 'checking' : 'submit'))}
      </button>
      <p style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        {enrolling ? null : (
          <button
            type="button"
            className="btn btn--style-subtle btn--size-small"
            onClick={() => {
              setRecovery(!recovery)
              setError(null)
            }}
          >
            {t(sf(recovery ? 'useApp' : 'useRecovery'))}
          </button>
        )}
        <button type="button" className="btn btn--style-subtle btn--size-small" onClick={cancel}>
          {t(sf('cancel'))}
        </button>
      </p>
    </form>
  )
}
