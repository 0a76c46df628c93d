'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import type { CaptchaClientConfig } from '../captcha'
import { formFields, leadInterestRules, isLeadInterest, visibleFields, type ErrorCode, type FieldDef, type FormName } from '../definitions'
import { validateForm } from '../validation'
import type { CaptchaStrings } from './captchaClient'
import styles from './Forms.module.css'
import { CaptchaMessage, ChoiceOptions, FormField, Honeypot, optionChoices, StatusLine, textInputProps } from './parts'
import { PhoneField } from './PhoneField'
import { useFormSending } from './send'
import { usePhoneLibrary } from './usePhoneLibrary'

export type FormStrings = {
  labels: Record<string, string>
  options: Record<string, Record<string, string>>
  detailsPrompts: Record<string, string>
  errors: Record<ErrorCode, string>
  captcha: CaptchaStrings
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

export type Values = Record<string, string | boolean>
type ControlAttributes = {
  id: string
  name: string
  'aria-invalid': boolean | undefined
  'aria-describedby': string | undefined
  'aria-required': true | undefined
  autoComplete: FieldDef['autoComplete']
}

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
  const hasPhone = formFields[form].some((f) => f.kind === 'phone')
  const hasCountries = formFields[form].some((f) => f.kind === 'phone' || f.kind === 'country')
  const { phoneOptions, countries, loadPhoneOptions } = usePhoneLibrary(hasCountries, props.languageTag, { code: props.defaultCountry, dial: props.defaultDial })

  const initial = (): Values => ({ phoneCountry: props.defaultCountry })
  const [values, setValues] = useState<Values>(() => ({ ...initial(), ...props.initialValues }))
  const [errors, setErrors] = useState<Record<string, ErrorCode>>({})
  const [attempted, setAttempted] = useState(false)
  const { status, setStatus, honeypot, setHoneypot, captcha, captchaBox, send } = useFormSending(form, {
    locale: props.locale,
    captcha: props.captcha,
    captchaAction: form.replace(/-/g, '_'),
    captchaStrings: strings.captcha,
    success: strings.success,
    failure: strings.failure,
  })

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
    const sent = await send(data)
    if (sent === 'sent') {
      setValues(initial())
      setAttempted(false)
    }
    if (!sent || sent === 'sent') return
    const { response, answer } = sent
    if (answer?.fields && Object.keys(answer.fields).length) {
      setErrors(answer.fields)
      setStatus({ kind: 'error', message: strings.fixErrors })
      focusFirst(answer.fields)
      return
    }
    const message = response.status === 429 ? answer?.error?.message : answer?.error?.code?.startsWith('captcha') ? strings.captcha.failed : undefined
    setStatus({ kind: 'error', message: message ?? strings.failure })
    captcha.reset()
  }

  const interest = values.interest
  const detailsLabel = form === 'lead' && isLeadInterest(interest) ? strings.detailsPrompts[leadInterestRules[interest].details] : undefined

  /** The control of a field, bound to the form's values. */
  function control(field: FieldDef, common: ControlAttributes, value: string, error: ErrorCode | undefined) {
    switch (field.kind) {
      case 'consent':
        return <input {...common} type="checkbox" checked={values[field.name] === true} onChange={(e) => update(field.name, e.target.checked)} />
      case 'textarea':
        return <textarea {...common} rows={5} maxLength={field.max} value={value} onChange={(e) => update(field.name, e.target.value)} />
      case 'select':
      case 'country':
        return (
          <select {...common} value={value} onChange={(e) => update(field.name, e.target.value)}>
            <ChoiceOptions
              choose={strings.choose}
              choices={field.kind === 'country' ? countries.map((country) => ({ value: country.code, label: country.name })) : optionChoices(field, strings.options)}
            />
          </select>
        )
      case 'phone':
        return (
          <PhoneField
            id={common.id}
            name={field.name}
            value={value}
            country={String(values[`${field.name}Country`] ?? props.defaultCountry)}
            countries={countries}
            countryLabel={strings.countryCode}
            invalid={Boolean(error)}
            describedBy={common['aria-describedby']}
            required={field.required}
            autoComplete={field.autoComplete}
            onChange={(v) => update(field.name, v)}
            onCountryChange={(code) => update(`${field.name}Country`, code)}
          />
        )
      default:
        return <input {...common} {...textInputProps(field)} value={value} onChange={(e) => update(field.name, e.target.value)} />
    }
  }

  function renderField(field: FieldDef) {
    const id = idOf(field.name)
    const error = errors[field.name]
    const common = {
      id,
      name: field.name,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorIdOf(field.name) : undefined,
      'aria-required': field.required || undefined,
      autoComplete: field.autoComplete,
    }
    const value = typeof values[field.name] === 'string' ? (values[field.name] as string) : ''
    const label = field.name === 'details' && detailsLabel ? detailsLabel : (strings.labels[field.name] ?? field.name)
    return (
      <FormField
        key={field.name}
        field={field}
        id={id}
        label={label}
        optional={strings.optional}
        privacyHref={props.privacyHref}
        privacyLink={strings.privacyLink}
        error={error ? strings.errors[error] : undefined}
        errorId={errorIdOf(field.name)}
      >
        {control(field, common, value, error)}
      </FormField>
    )
  }

  const sending = status.kind === 'sending'
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} onFocus={captcha.wake} onInput={captcha.wake} aria-busy={sending || undefined} data-form={form}>
      <div className={styles.grid}>{fields.map(renderField)}</div>
      <Honeypot id={idOf('website')} label={strings.honeypot} value={honeypot} onChange={setHoneypot} />
      {props.captcha ? <div ref={captchaBox} className={styles.captcha} /> : null}
      <CaptchaMessage error={captcha.error} strings={strings.captcha} />
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? strings.sending : strings.submit}
        </button>
      </div>
      <StatusLine status={status} />
    </form>
  )
}
