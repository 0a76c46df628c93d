'use client'

import { useState, type FormEvent, type ReactNode } from 'react'

import type { CaptchaClientConfig } from '@/features/forms/captcha'
import styles from '@/features/forms/components/Forms.module.css'
import {
  ConsentField,
  Field,
  FieldGroup,
  FormFooter,
  RadioField,
} from '@/features/forms/components/fields'
import { Honeypot } from '@/features/forms/components/parts'
import { useFormSending, type SendingStrings } from '@/features/forms/components/send'
import type { Locale } from '@/i18n/locales'

import type { CartItem } from '../cart/cart'
import {
  validateOrderForm,
  validationMessages,
  type OrderForm as OrderFormData,
  type ValidationCode,
} from './validate'
import cart from '../cart/cart.module.css'

const emptyForm: OrderFormData = {
  name: '',
  phone: '',
  company: '',
  delivery: 'delivery',
  country: '',
  city: '',
  street: '',
  building: '',
  suite: '',
  additionalInfo: '',
  message: '',
  privacyConsent: false,
  purchaseRulesConsent: false,
}
/** The fields in the order the form shows them: the first invalid one is focused. */
const fieldOrder = Object.keys(emptyForm) as (keyof OrderFormData)[]
/** The server names a refused field and its message (validate.ts); the message tells its code. */
const codeOfMessage = Object.fromEntries(
  Object.entries(validationMessages).map(([code, message]) => [message, code]),
) as Record<string, ValidationCode>

type Errors = Partial<Record<keyof OrderFormData, ValidationCode>>
type TextName = Exclude<keyof OrderFormData, 'delivery' | 'privacyConsent' | 'purchaseRulesConsent'>

const idOf = (name: string) => `order-${name}`
const errorIdOf = (name: string) => `order-${name}-error`

type Props = {
  locale: Locale
  /** The shop's words: field labels, legends, the button, the cart-changed notice. */
  labels: Record<string, string>
  strings: SendingStrings
  privacyHref: string
  captcha?: CaptchaClientConfig
  lines: CartItem[]
  onPlaced: (orderNumber: string) => void
  onCartChanged: () => void
}

/**
 * The order form: validated here and again on the server with the same rules (validate.ts), sent
 * like every form of the site (the forms' sending, fields and styles) to `POST /api/v1/orders` with
 * the cart's commercial lines.
 */
export function OrderForm(props: Props) {
  const { labels, strings, privacyHref, captcha: captchaConfig } = props
  const order = useOrder(props)
  const { form, set, status, honeypot, setHoneypot, captcha, captchaBox, submit } = order
  const field = (name: TextName, options?: Parameters<typeof textField>[3]) =>
    textField(order, props, name, options)
  const consent = (name: Parameters<typeof consentField>[2], label: ReactNode) =>
    consentField(order, props, name, label)

  return (
    <form
      className={`${styles.form} ${cart.orderForm}`}
      onSubmit={submit}
      onFocus={captcha.wake}
      onInput={captcha.wake}
      noValidate
      aria-labelledby="order-heading"
      aria-busy={status.kind === 'sending' || undefined}
      data-form="order"
    >
      <RadioField
        legend={labels.deliveryMethod!}
        name="delivery"
        value={form.delivery}
        choices={(['delivery', 'pickup'] as const).map((method) => ({
          value: method,
          label: labels[method]!,
        }))}
        onChange={(method) => set('delivery', method as OrderFormData['delivery'])}
      />
      <h2 id="order-heading">{labels.orderHeading}</h2>
      <div className={styles.grid}>
        {field('name', { autoComplete: 'name', required: true })}
        {field('phone', { type: 'tel', autoComplete: 'tel', required: true })}
        {field('company', { autoComplete: 'organization' })}
      </div>
      {form.delivery === 'delivery' && (
        <FieldGroup legend={labels.shippingAddress!}>
          <div className={styles.grid}>
            {field('country', { autoComplete: 'country-name', required: true })}
            {field('city', { autoComplete: 'address-level2', required: true })}
            {field('street', { autoComplete: 'address-line1', required: true })}
            {field('building', { required: true })}
            {field('suite', { autoComplete: 'address-line2' })}
            {field('additionalInfo', { multiline: true })}
          </div>
        </FieldGroup>
      )}
      {field('message', { multiline: true })}
      <Honeypot
        id={idOf('website')}
        label={strings.honeypot}
        value={honeypot}
        onChange={setHoneypot}
      />
      {consent(
        'privacyConsent',
        <>
          {labels.consentBefore}{' '}
          <a href={privacyHref} target="_blank" rel="noopener">
            {labels.consentLink}
          </a>
        </>,
      )}
      {consent(
        'purchaseRulesConsent',
        <>
          {labels.rulesBefore} <a href="#purchase-rules">{labels.rulesLink}</a>
        </>,
      )}
      <FormFooter
        status={status}
        submit={labels.submit!}
        sending={strings.sending}
        captchaBox={captchaConfig ? captchaBox : undefined}
        captchaError={captcha.error}
        captchaStrings={strings.captcha}
      />
    </form>
  )
}

/**
 * The form's values and errors, and its sending with the cart's commercial lines: the first refused
 * field focused, a cart changed meanwhile checked again.
 */
function useOrder({
  locale,
  labels,
  strings,
  captcha: captchaConfig,
  lines,
  onPlaced,
  onCartChanged,
}: Props) {
  const [form, setForm] = useState<OrderFormData>(emptyForm)
  const [errors, setErrors] = useState<Errors>({})
  const sending = useFormSending<{ number?: string | null }>('/api/v1/orders', {
    locale,
    captcha: captchaConfig,
    captchaAction: 'order',
    captchaStrings: strings.captcha,
    failure: strings.failure,
    fixErrors: strings.fixErrors,
    // The cart page confirms the order with its number.
    onSuccess: (answer) => {
      setForm(emptyForm)
      setErrors({})
      onPlaced(answer?.number ?? '')
    },
  })
  const { status, send, invalid, refused } = sending
  const set = <K extends keyof OrderFormData>(key: K, value: OrderFormData[K]) =>
    setForm((f) => ({ ...f, [key]: value }))

  function refuseFields(found: Errors) {
    setErrors(found)
    const first = fieldOrder.find((name) => found[name])
    invalid(first && idOf(first))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (status.kind === 'sending') return
    const found = validateOrderForm(form, locale)
    if (Object.keys(found).length) return refuseFields(found)
    setErrors({})
    const sent = await send({
      ...form,
      lines: lines.map((l) => ({ id: l.id, additional: l.additional, quantity: l.quantity })),
    })
    if (!sent || sent === 'sent') return
    const error = sent.answer?.error
    if (error?.code === 'validation' && error.field)
      return refuseFields({ [error.field]: codeOfMessage[error.message ?? ''] ?? 'format' })
    if (error?.code === 'cart_changed') {
      refused(sent, labels.cartChanged)
      return onCartChanged()
    }
    refused(sent)
  }

  return { ...sending, form, errors, set, submit }
}
type Order = ReturnType<typeof useOrder>

/** A text field of the form (or a textarea), bound to its value, with its error. */
function textField(
  { form, errors, set }: Order,
  { labels, strings }: Props,
  name: TextName,
  options: { type?: string; autoComplete?: string; multiline?: boolean; required?: boolean } = {},
) {
  const error = errors[name]
  const common = {
    id: idOf(name),
    name,
    value: form[name],
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorIdOf(name) : undefined,
    'aria-required': options.required || undefined,
    autoComplete: options.autoComplete,
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  }
  return (
    <Field
      id={idOf(name)}
      label={labels[name]}
      required={Boolean(options.required)}
      wide={options.multiline}
      optional={strings.optional}
      error={error && strings.errors[error]}
      errorId={errorIdOf(name)}
    >
      {options.multiline ? (
        <textarea {...common} rows={3} />
      ) : (
        <input {...common} type={options.type ?? 'text'} />
      )}
    </Field>
  )
}

/** A required consent: the checkbox's name is its field; its label links to what is agreed to. */
function consentField(
  { form, errors, set }: Order,
  { strings }: Props,
  name: 'privacyConsent' | 'purchaseRulesConsent',
  label: ReactNode,
) {
  return (
    <ConsentField
      id={idOf(name)}
      label={label}
      error={errors[name] && strings.errors[errors[name]]}
      errorId={errorIdOf(name)}
    >
      <input
        type="checkbox"
        id={idOf(name)}
        name={name}
        checked={form[name]}
        aria-required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? errorIdOf(name) : undefined}
        onChange={(e) => set(name, e.target.checked)}
      />
    </ConsentField>
  )
}
