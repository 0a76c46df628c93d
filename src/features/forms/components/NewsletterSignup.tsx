'use client'

import { useId, useRef, useState, type FormEvent } from 'react'

import type { CaptchaClientConfig } from '../captcha'
import { formFields } from '../definitions'
import { validateFields } from '../validation'
import type { CaptchaStrings } from './captchaClient'
import styles from './Forms.module.css'
import { CaptchaMessage, FieldError, Honeypot, StatusLine } from './parts'
import { useFormSending } from './send'

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
  captcha?: CaptchaClientConfig
  captchaStrings: CaptchaStrings
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const { status, setStatus, honeypot, setHoneypot, captcha, captchaBox, send, refused } = useFormSending('/api/v1/forms/newsletter', {
    locale: props.locale,
    captcha: props.captcha,
    captchaAction: 'newsletter',
    captchaStrings: props.captchaStrings,
    success: props.success,
    failure: props.failure,
    onSuccess: () => setEmail(''),
  })

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
    const sent = await send({ email })
    if (!sent || sent === 'sent') return
    if (sent.response.status === 400 && !sent.answer?.error?.code?.startsWith('captcha')) {
      setError(props.errors.email)
      setStatus({ kind: 'idle' })
      input.current?.focus()
    } else refused(sent)
  }

  return (
    <form className={styles.newsletter} noValidate onSubmit={onSubmit} onFocus={captcha.wake} onInput={captcha.wake} data-form="newsletter">
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
      <Honeypot id={`${id}-website`} label={props.honeypot} value={honeypot} onChange={setHoneypot} />
      {props.captcha ? <div ref={captchaBox} className={styles.captcha} /> : null}
      <FieldError id={`${id}-error`} message={error} />
      <CaptchaMessage error={captcha.error} strings={props.captchaStrings} />
      <StatusLine status={status} />
    </form>
  )
}
