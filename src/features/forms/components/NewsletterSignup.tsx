'use client'

import { useId, useRef, useState, type FormEvent } from 'react'

import { toast, trackRequest } from '@/features/site/client/events'

import { formFields } from '../definitions'
import { validateFields } from '../validation'
import styles from './Forms.module.css'

/**
 * The footer newsletter (every page): one e-mail field. Validates with the shared newsletter schema
 * (valibot only; no phone library in every page's bundle).
 */
export function NewsletterSignup(props: {
  locale: string
  label: string
  submit: string
  sending: string
  success: string
  failure: string
  errors: { required: string; email: string; format: string }
  honeypot: string
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [email, setEmail] = useState('')
  const [honeypot, setHoneypot] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [status, setStatus] = useState<{ kind: 'idle' | 'sending' | 'success' | 'error'; message?: string }>({ kind: 'idle' })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (status.kind === 'sending') return
    const result = validateFields(formFields.newsletter, { email })
    if (!result.success) {
      const code = result.errors.email ?? 'format'
      setError(props.errors[code as keyof typeof props.errors] ?? props.errors.format)
      setStatus({ kind: 'idle' })
      input.current?.focus()
      return
    }
    setError(undefined)
    setStatus({ kind: 'sending' })
    try {
      const response = await trackRequest(
        fetch('/api/v1/forms/newsletter', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, locale: props.locale, website: honeypot }),
        }),
      )
      const answer = (await response.json().catch(() => null)) as { error?: { message?: string } } | null
      if (response.ok) {
        setStatus({ kind: 'success', message: props.success })
        toast(props.success, 'success')
        setEmail('')
      } else if (response.status === 400) {
        setError(props.errors.email)
        setStatus({ kind: 'idle' })
        input.current?.focus()
      } else {
        setStatus({ kind: 'error', message: response.status === 429 ? (answer?.error?.message ?? props.failure) : props.failure })
      }
    } catch {
      setStatus({ kind: 'error', message: props.failure })
    }
  }

  return (
    <form className={styles.newsletter} noValidate onSubmit={onSubmit} data-form="newsletter">
      <label htmlFor={`${id}-email`}>{props.label}</label>
      <div className={styles.newsletterRow}>
        <input
          ref={input}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-required
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={status.kind === 'sending'}>
          {status.kind === 'sending' ? props.sending : props.submit}
        </button>
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{props.honeypot}</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      <p role="status" aria-live="polite" className={status.kind === 'success' ? styles.success : status.kind === 'error' ? styles.failure : styles.status}>
        {status.message ?? ''}
      </p>
    </form>
  )
}
