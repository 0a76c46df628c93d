'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { toast, trackRequest } from '@/features/site/client/events'

import type { CaptchaClientConfig } from '../captcha'
import { formFields, leadInterestRules, isLeadInterest, visibleFields, type ErrorCode, type FieldDef, type FormName } from '../definitions'
import { validateForm, type ValidationOptions } from '../validation'
import { useCaptcha, type CaptchaError } from './captchaClient'
import styles from './Forms.module.css'
import { PhoneField, type CountryOption } from './PhoneField'

const regionName = (languageTag: string, code: string) => new Intl.DisplayNames([languageTag], { type: 'region' }).of(code) ?? code

export type FormStrings = {
  labels: Record<string, string>
  options: Record<string, Record<string, string>>
  detailsPrompts: Record<string, string>
  errors: Record<ErrorCode, string>
  captcha: Record<CaptchaError | 'failed', string>
  submit: string
  sending: string
  optional: string
  choose: string
  countryCode: string
  honeypot: string
  success: string
  failure: string
  fixErrors: string
  privacyLink: string
}

type Status = { kind: 'idle' | 'sending' | 'success' | 'error'; message?: string }
export type Values = Record<string, string | boolean>

/**
 * Any form of the site but the footer newsletter: renders the visible fields of its definition, validates
 * with the shared schema before sending (the server runs the same one), shows inline errors tied to their
 * fields (aria-invalid, aria-describedby), focuses the first error and announces the result in a live region.
 */
export function SubmissionForm(props: {
  form: Exclude<FormName, 'newsletter'>
  locale: string
  strings: FormStrings
  /** BCP 47 language of the country names (`uk` for /ua). */
  languageTag: string
  defaultCountry: string
  /** Calling code of the default country, shown until the country list is built. */
  defaultDial: string
  hidden?: Record<string, string>
  captcha?: CaptchaClientConfig
  privacyHref?: string
  /** What the visitor typed into the server-rendered form before this one replaced it. */
  initialValues?: Values
  /** The field the visitor was in, focused again once this form replaces the server-rendered one. */
  focusName?: string
  /** The visitor already pressed submit on the server-rendered form. */
  submitOnMount?: boolean
}) {
  const { form, strings } = props
  const formId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const captchaBox = useRef<HTMLDivElement>(null)
  // The phone library (about 30 KB gzip) loads after the page, and only in forms with a phone field.
  // Until it arrives a phone number is checked for its characters only; submit waits for it.
  // The country list is built here from the same library (names from the browser's Intl), so it never
  // travels in the page; until then the default country is the only choice.
  const hasPhone = formFields[form].some((f) => f.kind === 'phone')
  const hasCountries = formFields[form].some((f) => f.kind === 'phone' || f.kind === 'country')
  const [phoneOptions, setPhoneOptions] = useState<ValidationOptions>({})
  const [countries, setCountries] = useState<CountryOption[]>(() => [
    { code: props.defaultCountry, name: regionName(props.languageTag, props.defaultCountry), dial: props.defaultDial },
  ])
  const phoneLoader = useRef<Promise<typeof import('../schemas')> | null>(null)
  const loadPhoneLibrary = () => (phoneLoader.current ??= import('../schemas'))
  const loadPhoneOptions = () => loadPhoneLibrary().then((m) => m.validationOptions)
  useEffect(() => {
    if (!hasCountries) return
    void loadPhoneLibrary().then((m) => {
      setPhoneOptions(m.validationOptions)
      setCountries(m.countryOptions(props.languageTag))
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasCountries])

  const initial = (): Values => ({ phoneCountry: props.defaultCountry })
  const [values, setValues] = useState<Values>(() => ({ ...initial(), ...props.initialValues }))
  const [errors, setErrors] = useState<Record<string, ErrorCode>>({})
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [attempted, setAttempted] = useState(false)
  const [honeypot, setHoneypot] = useState('')
  const captcha = useCaptcha(props.captcha, form.replace(/-/g, '_'), captchaBox)

  const idOf = (name: string) => `${formId}-${name}`
  const errorIdOf = (name: string) => `${formId}-${name}-error`

  useEffect(() => {
    if (props.focusName) document.getElementById(idOf(props.focusName))?.focus()
    if (props.submitOnMount) formRef.current?.requestSubmit()
    // Once, when this form replaces the server-rendered one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const fields = visibleFields(form, values)

  function body(current: Values = values): Record<string, unknown> {
    const data: Record<string, unknown> = {}
    for (const field of visibleFields(form, current)) {
      if (field.kind === 'hidden') data[field.name] = props.hidden?.[field.name] ?? ''
      else if (field.kind === 'consent') data[field.name] = current[field.name] === true
      else data[field.name] = current[field.name] ?? ''
      if (field.kind === 'phone') data[`${field.name}Country`] = current[`${field.name}Country`] ?? props.defaultCountry
    }
    return data
  }

  function update(name: string, value: string | boolean) {
    const next = { ...values, [name]: value }
    setValues(next)
    if (attempted) {
      const result = validateForm(form, body(next), phoneOptions)
      setErrors(result.success ? {} : result.errors)
    }
  }

  function focusFirst(found: Record<string, ErrorCode>) {
    const first = visibleFields(form, values).find((f) => found[f.name])
    if (first) document.getElementById(idOf(first.name))?.focus()
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (status.kind === 'sending') return
    setAttempted(true)
    const data = body()
    const result = validateForm(form, data, hasPhone ? await loadPhoneOptions() : {})
    if (!result.success) {
      setErrors(result.errors)
      setStatus({ kind: 'error', message: strings.fixErrors })
      focusFirst(result.errors)
      return
    }
    setErrors({})
    setStatus({ kind: 'sending' })
    let captchaToken: string | undefined
    try {
      captchaToken = await captcha.getToken()
    } catch (code) {
      setStatus({ kind: 'error', message: strings.captcha[code as CaptchaError] ?? strings.failure })
      return
    }
    try {
      const response = await trackRequest(
        fetch(`/api/v1/forms/${form}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...data, locale: props.locale, website: honeypot, ...(captchaToken ? { captchaToken } : {}) }),
        }),
      )
      const answer = (await response.json().catch(() => null)) as { fields?: Record<string, ErrorCode>; error?: { message?: string; code?: string } } | null
      if (response.ok) {
        setStatus({ kind: 'success', message: strings.success })
        toast(strings.success, 'success')
        setValues(initial())
        setAttempted(false)
        captcha.reset()
        return
      }
      if (answer?.fields && Object.keys(answer.fields).length) {
        setErrors(answer.fields)
        setStatus({ kind: 'error', message: strings.fixErrors })
        focusFirst(answer.fields)
        return
      }
      const message = response.status === 429 ? answer?.error?.message : answer?.error?.code?.startsWith('captcha') ? strings.captcha.failed : undefined
      setStatus({ kind: 'error', message: message ?? strings.failure })
      captcha.reset()
    } catch {
      setStatus({ kind: 'error', message: strings.failure })
    }
  }

  const interest = values.interest
  const detailsLabel = form === 'lead' && isLeadInterest(interest) ? strings.detailsPrompts[leadInterestRules[interest].details] : undefined

  function renderField(field: FieldDef) {
    const id = idOf(field.name)
    const error = errors[field.name]
    const describedBy = error ? errorIdOf(field.name) : undefined
    const common = {
      id,
      name: field.name,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      'aria-required': field.required || undefined,
      autoComplete: field.autoComplete,
    }
    const value = typeof values[field.name] === 'string' ? (values[field.name] as string) : ''
    const label = field.name === 'details' && detailsLabel ? detailsLabel : (strings.labels[field.name] ?? field.name)
    const labelText = (
      <>
        {label}
        {field.required ? null : <span className={styles.optional}> ({strings.optional})</span>}
      </>
    )
    let control
    switch (field.kind) {
      case 'hidden':
        return null
      case 'consent':
        return (
          <div key={field.name} className={styles.consent}>
            <input {...common} type="checkbox" checked={values[field.name] === true} onChange={(e) => update(field.name, e.target.checked)} />
            <label htmlFor={id}>{label}</label>
            {props.privacyHref ? (
              <a href={props.privacyHref} target="_blank" rel="noopener">
                {strings.privacyLink}
              </a>
            ) : null}
            {error ? (
              <p id={errorIdOf(field.name)} className={styles.error}>
                {strings.errors[error]}
              </p>
            ) : null}
          </div>
        )
      case 'textarea':
        control = <textarea {...common} rows={5} maxLength={field.max} value={value} onChange={(e) => update(field.name, e.target.value)} />
        break
      case 'select':
        control = (
          <select {...common} value={value} onChange={(e) => update(field.name, e.target.value)}>
            <option value="">{strings.choose}</option>
            {(field.options ?? []).map((option) => (
              <option key={option} value={option}>
                {strings.options[field.name]?.[option] ?? option}
              </option>
            ))}
          </select>
        )
        break
      case 'country':
        control = (
          <select {...common} value={value} onChange={(e) => update(field.name, e.target.value)}>
            <option value="">{strings.choose}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        )
        break
      case 'phone':
        control = (
          <PhoneField
            id={id}
            name={field.name}
            value={value}
            country={String(values[`${field.name}Country`] ?? props.defaultCountry)}
            countries={countries}
            countryLabel={strings.countryCode}
            invalid={Boolean(error)}
            describedBy={describedBy}
            required={field.required}
            autoComplete={field.autoComplete}
            onChange={(v) => update(field.name, v)}
            onCountryChange={(code) => update(`${field.name}Country`, code)}
          />
        )
        break
      default:
        control = (
          <input
            {...common}
            type={field.kind === 'email' ? 'email' : field.kind === 'linkedin' ? 'url' : 'text'}
            inputMode={field.kind === 'integer' ? 'numeric' : undefined}
            maxLength={field.kind === 'integer' ? 9 : field.max}
            value={value}
            onChange={(e) => update(field.name, e.target.value)}
          />
        )
    }
    return (
      <div key={field.name} className={field.kind === 'textarea' || field.kind === 'select' ? `${styles.field} ${styles.wide}` : styles.field}>
        <label htmlFor={id}>{labelText}</label>
        {control}
        {error ? (
          <p id={errorIdOf(field.name)} className={styles.error}>
            {strings.errors[error]}
          </p>
        ) : null}
      </div>
    )
  }

  const sending = status.kind === 'sending'
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} onFocus={captcha.wake} onInput={captcha.wake} aria-busy={sending || undefined} data-form={form}>
      <div className={styles.grid}>{fields.map(renderField)}</div>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={idOf('website')}>{strings.honeypot}</label>
        <input id={idOf('website')} name="website" type="text" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
      </div>
      {props.captcha ? <div ref={captchaBox} className={styles.captcha} /> : null}
      {captcha.error && captcha.error !== 'prompt' ? (
        <p className={styles.error} data-captcha-error={captcha.error}>
          {strings.captcha[captcha.error]}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? strings.sending : strings.submit}
        </button>
      </div>
      <p role="status" aria-live="polite" className={status.kind === 'success' ? styles.success : status.kind === 'error' ? styles.failure : styles.status}>
        {status.message ?? ''}
      </p>
    </form>
  )
}
