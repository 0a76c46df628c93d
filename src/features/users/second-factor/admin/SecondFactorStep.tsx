'use client'

import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { type FormEvent, type ReactNode, useState } from 'react'

import { sf, type SecondFactorKey } from '@/i18n/backoffice/screens/second-factor'

import { RecoveryCodes, type Translate } from './RecoveryCodes'

type Answer = { ok?: boolean; recoveryCodes?: string[]; error?: { code?: string } }

const messageOf: Record<string, SecondFactorKey> = {
  wrong_code: 'wrongCode',
  too_many: 'tooMany',
  no_login: 'expired',
}

/** Six digits (spaces aside) is an app's code; anything else typed is taken as a recovery code. */
const looksLikeAppCode = (value: string) => /^\d{6}$/.test(value.replace(/\s/g, ''))

/** Sends the code typed (an app's, or a recovery code) to be checked; the answer as it came. */
async function verifyCode(api: string, body: { code: string } | { recoveryCode: string }) {
  const response = await fetch(`${api}/users/second-factor/verify`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return (await response.json().catch(() => ({}))) as Answer
}

/**
 * The code form of the login's second step (an app's code, or a recovery code in the same field);
 * after an enrolment, the recovery codes, shown once, to copy or download. The enrolment's QR code
 * and secret (`enrolment`) are shown only until the app's first code confirms them.
 */
export function SecondFactorStep({
  account,
  enrolment,
  redirect,
}: {
  account: string
  enrolment?: ReactNode
  redirect: string
}) {
  const { config } = useConfig()
  const { t: translate } = useTranslation()
  const t = translate as Translate
  const enrolling = Boolean(enrolment)
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
      const answer = await verifyCode(api, recovery ? { recoveryCode: value } : { code: value })
      const code = answer.error?.code ?? ''
      if (answer.ok && answer.recoveryCodes) setCodes(answer.recoveryCodes)
      else if (answer.ok) window.location.assign(redirect)
      else if (code === 'wrong_code' && !enrolling && (recovery || !looksLikeAppCode(value)))
        setError('wrongRecoveryCode')
      else setError(messageOf[code] ?? 'failed')
      if (code === 'too_many' || code === 'no_login')
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
      <RecoveryCodes codes={codes} account={account} t={t}>
        <Button buttonStyle="primary" size="large" onClick={() => window.location.assign(redirect)}>
          {t(sf('recoveryDone'))}
        </Button>
      </RecoveryCodes>
    )

  const inputId = recovery ? 'second-factor-recovery' : 'second-factor-code'
  const label = recovery ? 'recoveryLabel' : enrolling ? 'codeLabel' : 'codeOrRecoveryLabel'
  return (
    <>
      {enrolment ?? (
        <p>
          {recovery ? t(sf('recoveryVerifyIntro')) : t(sf('verifyIntro'), { account: account })}
        </p>
      )}
      <form onSubmit={submit} noValidate data-second-factor="form">
        <CodeInput
          id={inputId}
          label={t(sf(label))}
          digitsOnly={enrolling}
          invalid={Boolean(error)}
        />
        <p id="second-factor-error" role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {error ? t(sf(error)) : ''}
        </p>
        <Button type="submit" buttonStyle="primary" size="large" disabled={busy}>
          {t(sf(busy ? 'checking' : 'submit'))}
        </Button>
        <p style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
          {enrolling ? null : (
            <Button
              buttonStyle="subtle"
              size="small"
              margin={false}
              onClick={() => {
                setRecovery(!recovery)
                setError(null)
              }}
            >
              {t(sf(recovery ? 'useApp' : 'useRecovery'))}
            </Button>
          )}
          <Button buttonStyle="subtle" size="small" margin={false} onClick={cancel}>
            {t(sf('cancel'))}
          </Button>
        </p>
      </form>
    </>
  )
}

/** The one field for an app's code or a recovery code (a new input when the kind changes). */
export function CodeInput({
  id,
  label,
  digitsOnly,
  invalid,
  autoFocus = true,
}: {
  id: string
  label: string
  digitsOnly: boolean
  invalid: boolean
  autoFocus?: boolean
}) {
  return (
    <div className="field-type text" style={{ margin: '1rem 0' }}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-type__wrap">
        <input
          key={id}
          id={id}
          name="code"
          type="text"
          required
          autoFocus={autoFocus}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          // Letters where a recovery code may be typed (the field that takes both, and the
          // recovery mode); digits only while enrolling, where only the app's code is asked.
          inputMode={digitsOnly ? 'numeric' : 'text'}
          maxLength={24}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'second-factor-error' : undefined}
        />
      </div>
    </div>
  )
}
