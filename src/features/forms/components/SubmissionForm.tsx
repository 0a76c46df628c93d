'use client'

import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react'

import type { CaptchaClientConfig } from '../captcha'
import {
  formFields,
  leadInterestRules,
  isLeadInterest,
  visibleFields,
  type ErrorCode,
  type FieldDef,
  type FormName,
} from '../definitions'
import { validateForm } from '../validation'
import styles from './Forms.module.css'
import { ChoiceOptions, FormField, optionChoices, textInputProps } from './definedFields'
import { FormFooter } from './fields'
import { Honeypot } from './parts'
import { PhoneField } from './PhoneField'
import { useFormSending, type SendingStrings } from './send'
import { usePhoneLibrary } from './usePhoneLibrary'
import { useCarriedSubmits, type Carried, type Values } from './carried'
import { meetingHref } from './meeting'

export type FormStrings = SendingStrings & {
  labels: Record<string, string>
  options: Record<string, Record<string, string>>
  detailsPrompts: Record<string, string>
  submit: string
  choose: string
  countryCode: string
  success: string
  privacyLink: string
  /**
   * The lead form's "Book a meeting" under its success message: the question before it, the link's
   * text and the booking page's address with the page's lead source (the plan and interest sent are
   * added).
   */
  meeting?: { intro: string; label: string; href: string }
}

type ControlAttributes = {
  id: string
  name: string
  'aria-invalid': boolean | undefined
  'aria-describedby': string | undefined
  'aria-required': true | undefined
  autoComplete: FieldDef['autoComplete']
}

type Props = {
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
} & Carried

/**
 * Any form of the site but the footer newsletter: renders the visible fields of its definition,
 * validates with the shared schema before sending (the server runs the same one), shows inline
 * errors tied to their fields (aria-invalid, aria-describedby), focuses the first error and
 * announces the result in a live region.
 */
export function SubmissionForm(props: Props) {
  const { form, strings } = props
  const formId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const idOf = (name: string) => `${formId}-${name}`
  const submission = useSubmission(props, idOf)
  const { values, status, captcha, sent } = submission

  useLayoutEffect(() => {
    if (props.focusName) document.getElementById(idOf(props.focusName))?.focus()
    // Once, when this form replaces the server-rendered one; in the same task as the swap, so a key
    // pressed right after it reaches the field rather than the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useCarriedSubmits(formRef, props.submitRequests)

  const fields = visibleFields(form, values)
  const interest = values.interest
  const detailsLabel =
    form === 'lead' && isLeadInterest(interest)
      ? strings.detailsPrompts[leadInterestRules[interest].details]
      : undefined

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={submission.onSubmit}
      onFocus={captcha.wake}
      onInput={captcha.wake}
      aria-busy={status.kind === 'sending' || undefined}
      data-form={form}
    >
      <div className={styles.grid}>
        {fields.map((field) => definedField(field, { props, submission, idOf, detailsLabel }))}
      </div>
      <Honeypot
        id={idOf('website')}
        label={strings.honeypot}
        value={submission.honeypot}
        onChange={submission.setHoneypot}
      />
      <FormFooter
        status={status}
        submit={strings.submit}
        sending={strings.sending}
        captchaBox={props.captcha ? submission.captchaBox : undefined}
        captchaError={captcha.error}
        captchaStrings={strings.captcha}
      />
      {strings.meeting && status.kind === 'success' && sent ? (
        <p className={styles.meeting}>
          {strings.meeting.intro}{' '}
          <a className="button" href={meetingHref(strings.meeting.href, sent)} data-book="">
            {strings.meeting.label}
          </a>
        </p>
      ) : null}
    </form>
  )
}

/**
 * The form's values and errors, and its sending: checked with the shared schema before it is sent
 * (again at every change once a submit was tried), the server's refused fields marked the same way,
 * the first refused field focused.
 */
function useSubmission(props: Props, idOf: (name: string) => string) {
  const { form, strings } = props
  const hasPhone = formFields[form].some((f) => f.kind === 'phone')
  const hasCountries = formFields[form].some((f) => f.kind === 'phone' || f.kind === 'country')
  const { phoneOptions, countries, typedCountry, loadPhoneOptions } = usePhoneLibrary(
    hasCountries,
    props.languageTag,
    { code: props.defaultCountry, dial: props.defaultDial },
  )

  const initial = (): Values => ({ phoneCountry: props.defaultCountry })
  const [values, setValues] = useState<Values>(() => ({ ...initial(), ...props.initialValues }))
  const [errors, setErrors] = useState<Record<string, ErrorCode>>({})
  const [attempted, setAttempted] = useState(false)
  // What the last sent submission said of the plan and interest ("Book a meeting" carries them).
  const [sent, setSent] = useState<{ plan?: unknown; interest?: unknown }>()
  const sending = useFormSending(`/api/v1/forms/${form}`, {
    locale: props.locale,
    captcha: props.captcha,
    captchaAction: form.replace(/-/g, '_'),
    captchaStrings: strings.captcha,
    failure: strings.failure,
    fixErrors: strings.fixErrors,
    success: strings.success,
    onSuccess: () => {
      setValues(initial())
      setAttempted(false)
    },
  })
  const { status, send, invalid, refused } = sending

  function body(current: Values = values): Record<string, unknown> {
    const data: Record<string, unknown> = {}
    for (const field of visibleFields(form, current)) {
      if (field.kind === 'hidden') data[field.name] = props.hidden?.[field.name] ?? ''
      else if (field.kind === 'consent') data[field.name] = current[field.name] === true
      else data[field.name] = current[field.name] ?? ''
      if (field.kind === 'phone')
        data[`${field.name}Country`] = current[`${field.name}Country`] ?? props.defaultCountry
    }
    return data
  }

  function update(name: string, value: string | boolean) {
    change({ [name]: value })
  }

  // The country picker follows a number typed in international form (+351 … under GB is PT).
  function typePhone(name: string, value: string) {
    const chosen = String(values[`${name}Country`] ?? props.defaultCountry)
    const country = typedCountry(value, chosen)
    change({ [name]: value, ...(country && country !== chosen && { [`${name}Country`]: country }) })
  }

  function change(changes: Values) {
    const next = { ...values, ...changes }
    setValues(next)
    if (attempted) {
      const result = validateForm(form, body(next), phoneOptions)
      setErrors(result.success ? {} : result.errors)
    }
  }

  function refuseFields(found: Record<string, ErrorCode>) {
    setErrors(found)
    const first = visibleFields(form, values).find((f) => found[f.name])
    invalid(first && idOf(first.name))
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (status.kind === 'sending') return
    setAttempted(true)
    const data = body()
    const result = validateForm(form, data, hasPhone ? await loadPhoneOptions() : {})
    if (!result.success) return refuseFields(result.errors)
    setErrors({})
    const answer = await send(data)
    if (answer === 'sent') setSent({ plan: data.plan, interest: data.interest })
    if (!answer || answer === 'sent') return
    const fields = answer.answer?.fields
    if (fields && Object.keys(fields).length) return refuseFields(fields)
    refused(answer)
  }

  return { ...sending, values, errors, countries, update, typePhone, onSubmit, sent }
}
type Submission = ReturnType<typeof useSubmission>
type FieldContext = {
  props: Props
  submission: Submission
  idOf: (name: string) => string
  /** The lead's details label for the chosen interest. */
  detailsLabel: string | undefined
}

/** A visible field of the definition: its frame (label, error) around its control. */
function definedField(field: FieldDef, context: FieldContext) {
  const { props, submission, idOf, detailsLabel } = context
  const { strings } = props
  const { values, errors } = submission
  const id = idOf(field.name)
  const errorId = `${id}-error`
  const error = errors[field.name]
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': field.required || undefined,
    autoComplete: field.autoComplete,
  }
  const value = typeof values[field.name] === 'string' ? (values[field.name] as string) : ''
  const label =
    field.name === 'details' && detailsLabel
      ? detailsLabel
      : (strings.labels[field.name] ?? field.name)
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
      errorId={errorId}
    >
      {fieldControl(field, common, value, error, context)}
    </FormField>
  )
}

/** The control of a field, bound to the form's values. */
function fieldControl(
  field: FieldDef,
  common: ControlAttributes,
  value: string,
  error: ErrorCode | undefined,
  { props, submission: { values, countries, update, typePhone } }: FieldContext,
) {
  const { strings } = props
  switch (field.kind) {
    case 'consent':
      return (
        <input
          {...common}
          type="checkbox"
          checked={values[field.name] === true}
          onChange={(e) => update(field.name, e.target.checked)}
        />
      )
    case 'textarea':
      return (
        <textarea
          {...common}
          rows={5}
          maxLength={field.max}
          value={value}
          onChange={(e) => update(field.name, e.target.value)}
        />
      )
    case 'select':
    case 'country':
      return (
        <select {...common} value={value} onChange={(e) => update(field.name, e.target.value)}>
          <ChoiceOptions
            choose={strings.choose}
            choices={
              field.kind === 'country'
                ? countries.map((country) => ({ value: country.code, label: country.name }))
                : optionChoices(field, strings.options)
            }
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
          onChange={(v) => typePhone(field.name, v)}
          onCountryChange={(code) => update(`${field.name}Country`, code)}
        />
      )
    default:
      return (
        <input
          {...common}
          {...textInputProps(field)}
          value={value}
          onChange={(e) => update(field.name, e.target.value)}
        />
      )
  }
}
