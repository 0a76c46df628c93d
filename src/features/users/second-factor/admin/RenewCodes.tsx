'use client'

import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { type FormEvent, useState } from 'react'

import { sf, type SecondFactorKey } from '@/i18n/backoffice/screens/second-factor'

import { RecoveryCodes, type Translate } from './RecoveryCodes'
import { CodeInput } from './SecondFactorStep'

const messageOf: Record<string, SecondFactorKey> = {
  wrong_password: 'wrongPassword',
  wrong_code: 'wrongCode',
  rate_limited: 'rateLimited',
}

/**
 * New recovery codes on the account's second-factor screen: its password and a code from its app,
 * then the new codes, shown once (the old ones stop working).
 */
export function RenewCodes({ account }: { account: string }) {
  const { config } = useConfig()
  const { t: translate } = useTranslation()
  const t = translate as Translate
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<SecondFactorKey | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setBusy(true)
    setError(null)
    try {
      const response = await fetch(`${config.routes.api}/users/second-factor/recovery-codes`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ password: data.get('password'), code: data.get('code') }),
      })
      const answer = (await response.json().catch(() => ({}))) as {
        recoveryCodes?: string[]
        error?: { code?: string }
      }
      if (response.ok && answer.recoveryCodes) setCodes(answer.recoveryCodes)
      else setError(messageOf[answer.error?.code ?? ''] ?? 'failed')
    } catch {
      setError('failed')
    } finally {
      setBusy(false)
    }
  }

  if (codes) return <RecoveryCodes codes={codes} account={account} t={t} />
  return (
    <form onSubmit={submit} noValidate data-second-factor="renew" style={{ maxWidth: '28rem' }}>
      <h2>{t(sf('renewTitle'))}</h2>
      <p>{t(sf('renewIntro'))}</p>
      <div className="field-type password" style={{ margin: '1rem 0' }}>
        <label className="field-label" htmlFor="second-factor-password">
          {t(sf('passwordLabel'))}
        </label>
        <div className="field-type__wrap">
          <input
            id="second-factor-password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            aria-invalid={error === 'wrongPassword' || undefined}
            aria-describedby={error ? 'second-factor-error' : undefined}
          />
        </div>
      </div>
      <CodeInput
        id="second-factor-code"
        label={t(sf('codeLabel'))}
        digitsOnly
        invalid={error === 'wrongCode'}
        autoFocus={false}
      />
      <p id="second-factor-error" role="alert" style={{ color: 'var(--theme-error-500)' }}>
        {error ? t(sf(error)) : ''}
      </p>
      <Button type="submit" buttonStyle="primary" size="medium" disabled={busy}>
        {t(sf(busy ? 'checking' : 'renewSubmit'))}
      </Button>
    </form>
  )
}
