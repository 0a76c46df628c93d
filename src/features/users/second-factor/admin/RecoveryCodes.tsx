'use client'

import { Button } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { sf } from '@/i18n/backoffice/screens/second-factor'

export type Translate = (key: string, vars?: Record<string, unknown>) => string

const box = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m, 4px)',
  background: 'var(--theme-elevation-50)',
  padding: '1rem 1.25rem',
  margin: '1rem 0',
} as const

/**
 * Recovery codes, shown once (after an enrolment, or when new ones were made): to copy, or to
 * download as a text file. Copying says so where it was asked (the button reads "Copied.") and to
 * a screen reader (a polite live line that exists before it speaks, so it is announced).
 */
export function RecoveryCodes({
  codes,
  account,
  t,
  children,
}: {
  codes: string[]
  account: string
  t: Translate
  children?: React.ReactNode
}) {
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null)
  const text = `${t(sf('codesFileHeading'), { account })}\n\n${codes.join('\n')}\n`
  useEffect(() => {
    if (copied !== 'copied') return
    const timer = window.setTimeout(() => setCopied(null), 4000)
    return () => window.clearTimeout(timer)
  }, [copied])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied('copied')
    } catch {
      setCopied('copyFailed')
    }
  }
  return (
    <div data-second-factor="recovery-codes">
      <h2>{t(sf('recoveryTitle'))}</h2>
      <p>{t(sf('recoveryIntro'))}</p>
      <ol
        style={{
          ...box,
          fontFamily: 'var(--font-mono, monospace)',
          fontSize: '1.1rem',
          columns: 2,
          listStylePosition: 'inside',
        }}
      >
        {codes.map((code) => (
          <li key={code} style={{ padding: '0.2rem 0' }}>
            {code}
          </li>
        ))}
      </ol>
      <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', alignItems: 'center' }}>
        <Button buttonStyle="secondary" size="medium" margin={false} onClick={copy}>
          {t(sf(copied === 'copied' ? 'copied' : 'copyCodes'))}
        </Button>
        <a
          className="btn btn--style-secondary btn--size-medium btn--withoutPopup"
          style={{ margin: 0 }}
          download="voltra-recovery-codes.txt"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
        >
          <span className="btn__content">
            <span className="btn__label">{t(sf('downloadCodes'))}</span>
          </span>
        </a>
        <span role="status" aria-live="polite" data-second-factor="copy-status">
          {copied ? t(sf(copied)) : ''}
        </span>
      </div>
      {children}
    </div>
  )
}
