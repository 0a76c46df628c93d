'use client'

import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react'

import type { CaptchaClientConfig } from '../captcha'
import { formFields } from '../definitions'
import { validateFields } from '../validation'
import type { CaptchaStrings } from './captchaClient'
import styles from './Forms.module.css'
import { NewsletterFields } from './NewsletterFields'
import { CaptchaMessage, FieldError, Honeypot, StatusLine } from './parts'
import { useFormSending } from './send'
import { useCarriedSubmits, type Carried } from './carried'

/**
 * The footer newsletter (every page): one e-mail field. Validates with the shared newsletter schema
 * (valibot only, no phone library). Loaded by LazyForm in place of its server-rendered shell, so
 * none of this is in a page's first load.
 */
export function NewsletterSignup(
  props: {
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
  } & Carried,
) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const carried = (name: string) =>
    typeof props.initialValues?.[name] === 'string' ? (props.initialValues[name] as string) : ''
  const [email, setEmail] = useState(() => carried('email'))
  const [error, setError] = useState<string | undefined>()
  const { status, setStatus, honeypot, setHoneypot, captcha, captchaBox, send, refused } =
    useFormSending('/api/v1/forms/newsletter', {
      locale: props.locale,
      captcha: props.captcha,
      captchaAction: 'newsletter',
      captchaStrings: props.captchaStrings,
      success: props.success,
      failure: props.failure,
      onSuccess: () => setEmail(''),
    })

  useLayoutEffect(() => {
    if (carried('website')) setHoneypot(carried('website'))
    if (props.focusName === 'email') input.current?.focus()
    // Once, when this form replaces the server-rendered shell; in the same task as the swap, so a
    // key pressed right after it reaches the field rather than the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useCarriedSubmits(form, props.submitRequests)

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
    <form
      ref={form}
      className={styles.newsletter}
      noValidate
      onSubmit={onSubmit}
      onFocus={captcha.wake}
      onInput={captcha.wake}
      data-form="newsletter"
    >
      <NewsletterFields
        id={id}
        label={props.label}
        submit={status.kind === 'sending' ? props.sending : props.submit}
        disabled={status.kind === 'sending'}
        input={{
          ref: input,
          value: email,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          onChange: (e) => setEmail(e.target.value),
        }}
      />
      <Honeypot
        id={`${id}-website`}
        label={props.honeypot}
        value={honeypot}
        onChange={setHoneypot}
      />
      {props.captcha ? <div ref={captchaBox} className={styles.captcha} /> : null}
      <FieldError id={`${id}-error`} message={error} />
      <CaptchaMessage error={captcha.error} strings={props.captchaStrings} />
      <StatusLine status={status} />
    </form>
  )
}
