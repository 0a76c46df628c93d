'use client'

import { useRef, useState, type FormEvent } from 'react'

import type { CaptchaClientConfig } from '@/features/forms/captcha'
import { useCaptcha, type CaptchaError, type CaptchaStrings } from '@/features/forms/components/captchaClient'
import { trackRequest } from '@/features/site/client/events'
import type { Locale } from '@/i18n/locales'

import type { CartItem } from '../cart/cart'
import { validateOrderForm, type OrderForm as OrderFormData, type ValidationCode } from './validate'
import styles from '../cart/cart.module.css'
import shop from '../components/shop.module.css'

const messageKey: Record<ValidationCode, string> = { required: 'required', format: 'format', phone: 'phoneInvalid' }
const codeOfMessage: Record<string, ValidationCode> = { 'This field is required': 'required', 'Incorrect format': 'format', 'Phone number is invalid': 'phone' }

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

type Errors = Partial<Record<keyof OrderFormData, ValidationCode>>

/** The order form: validated here and again on the server with the same rules. */
export function OrderForm({
  locale,
  labels,
  privacyHref,
  captcha: captchaConfig,
  captchaStrings,
  lines,
  onPlaced,
  onCartChanged,
}: {
  locale: Locale
  labels: Record<string, string>
  privacyHref: string
  captcha?: CaptchaClientConfig
  captchaStrings: CaptchaStrings
  lines: CartItem[]
  onPlaced: (orderNumber: string) => void
  onCartChanged: () => void
}) {
  const [form, setForm] = useState<OrderFormData>(emptyForm)
  const [errors, setErrors] = useState<Errors>({})
  const [status, setStatus] = useState<'idle' | 'sending' | 'error' | 'changed' | 'captcha'>('idle')
  const [captchaMessage, setCaptchaMessage] = useState('')
  const formRef = useRef<HTMLFormElement>(null)
  const captchaBox = useRef<HTMLDivElement>(null)
  const captcha = useCaptcha(captchaConfig, 'order', captchaBox)
  const set = <K extends keyof OrderFormData>(key: K, value: OrderFormData[K]) => setForm((f) => ({ ...f, [key]: value }))

  function focusFirst(found: Errors) {
    const first = Object.keys(found)[0]
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = validateOrderForm(form, locale)
    setErrors(found)
    if (Object.keys(found).length) return focusFirst(found)
    setStatus('sending')
    let captchaToken: string | undefined
    try {
      captchaToken = await captcha.getToken()
    } catch (code) {
      setCaptchaMessage(captchaStrings[code as CaptchaError] ?? labels.error!)
      setStatus('captcha')
      return
    }
    try {
      const honeypot = (formRef.current?.elements.namedItem('website') as HTMLInputElement | null)?.value ?? ''
      const response = await trackRequest(
        fetch('/api/v1/orders', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            locale,
            ...form,
            website: honeypot,
            ...(captchaToken ? { captchaToken } : {}),
            lines: lines.map((l) => ({ id: l.id, additional: l.additional, quantity: l.quantity })),
          }),
        }),
      )
      const body = (await response.json().catch(() => ({}))) as { number?: string; error?: { code: string; message: string; field?: string } }
      if (response.ok) {
        setStatus('idle')
        setForm(emptyForm)
        captcha.reset()
        onPlaced(body.number ?? '')
        return
      }
      if (body.error?.code === 'validation' && body.error.field) {
        const serverErrors = { [body.error.field]: codeOfMessage[body.error.message] ?? 'format' } as Errors
        setErrors(serverErrors)
        setStatus('idle')
        return focusFirst(serverErrors)
      }
      if (body.error?.code?.startsWith('captcha')) {
        setCaptchaMessage(captchaStrings.failed)
        setStatus('captcha')
        captcha.reset()
        return
      }
      if (body.error?.code === 'cart_changed') {
        setStatus('changed')
        onCartChanged()
        return
      }
      setStatus('error')
    } catch {
      setStatus('error')
    }
  }

  const field = (name: keyof OrderFormData, label: string, options: { type?: string; autoComplete?: string; multiline?: boolean; required?: boolean } = {}) => {
    const error = errors[name]
    const id = `order-${name}`
    const common = {
      id,
      name,
      value: form[name] as string,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      'aria-required': options.required || undefined,
      autoComplete: options.autoComplete,
    }
    return (
      <div className={shop.field}>
        <label htmlFor={id}>{label}</label>
        {options.multiline ? (
          <textarea {...common} rows={3} onChange={(e) => set(name, e.target.value as never)} />
        ) : (
          <input {...common} type={options.type ?? 'text'} onChange={(e) => set(name, e.target.value as never)} />
        )}
        {error && (
          <p id={`${id}-error`} className={styles.error}>
            {labels[messageKey[error]]}
          </p>
        )}
      </div>
    )
  }

  // A required consent: the checkbox's name is its field; its label links to what is agreed to.
  const consent = (name: 'privacyConsent' | 'purchaseRulesConsent', before: string, link: string, href: string, newTab: boolean) => {
    const id = `order-${name}`
    return (
      <div className={shop.field}>
        <label className={shop.check}>
          <input
            type="checkbox"
            id={id}
            name={name}
            checked={form[name]}
            aria-required
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? `${id}-error` : undefined}
            onChange={(e) => set(name, e.target.checked)}
          />
          <span>
            {before}{' '}
            <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
              {link}
            </a>
          </span>
        </label>
        {errors[name] && (
          <p id={`${id}-error`} className={styles.error}>
            {labels.required}
          </p>
        )}
      </div>
    )
  }

  return (
    <form ref={formRef} className={styles.orderForm} onSubmit={submit} onFocus={captcha.wake} onInput={captcha.wake} noValidate aria-labelledby="order-heading" data-form="order">
      <fieldset className={styles.radios}>
        <legend>{labels.deliveryMethod}</legend>
        {(['delivery', 'pickup'] as const).map((method) => (
          <label key={method} className={shop.check}>
            <input type="radio" name="delivery" value={method} checked={form.delivery === method} onChange={() => set('delivery', method)} />
            <span>{labels[method]}</span>
          </label>
        ))}
      </fieldset>
      <h2 id="order-heading">{labels.orderHeading}</h2>
      <div className={styles.formGrid}>
        {field('name', labels.name!, { autoComplete: 'name', required: true })}
        {field('phone', labels.phone!, { type: 'tel', autoComplete: 'tel', required: true })}
        {field('company', labels.company!, { autoComplete: 'organization' })}
      </div>
      {form.delivery === 'delivery' && (
        <fieldset className={styles.address}>
          <legend>{labels.shippingAddress}</legend>
          <div className={styles.formGrid}>
            {field('country', labels.country!, { autoComplete: 'country-name', required: true })}
            {field('city', labels.city!, { autoComplete: 'address-level2', required: true })}
            {field('street', labels.street!, { autoComplete: 'address-line1', required: true })}
            {field('building', labels.building!, { required: true })}
            {field('suite', labels.suite!, { autoComplete: 'address-line2' })}
          </div>
          {field('additionalInfo', labels.additionalInfo!, { multiline: true })}
        </fieldset>
      )}
      {field('message', labels.message!, { multiline: true })}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="order-website">Website</label>
        <input id="order-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      {consent('privacyConsent', labels.consentBefore!, labels.consentLink!, privacyHref, true)}
      {consent('purchaseRulesConsent', labels.rulesBefore!, labels.rulesLink!, '#purchase-rules', false)}
      {captchaConfig ? <div ref={captchaBox} className={styles.captcha} /> : null}
      {captcha.error && captcha.error !== 'prompt' && status !== 'captcha' ? (
        <p className={styles.error} data-captcha-error={captcha.error}>
          {captchaStrings[captcha.error]}
        </p>
      ) : null}
      {status === 'captcha' && (
        <p role="alert" className={styles.error}>
          {captchaMessage}
        </p>
      )}
      {status === 'error' && (
        <p role="alert" className={styles.error}>
          {labels.error}
        </p>
      )}
      {status === 'changed' && (
        <p role="alert" className={styles.error}>
          {labels.cartChanged}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={status === 'sending'}>
        {status === 'sending' ? labels.sending : labels.submit}
      </button>
    </form>
  )
}
