import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/min'

import type { Locale } from '@/i18n/locales'

/**
 * The order form's rules, shared by the browser and `POST /api/v1/orders` (the server re-runs them
 * on every submission). Its messages are worded as in every other form of the site: required,
 * format, phone.
 */
export const validationMessages = {
  required: 'This field is required',
  format: 'Incorrect format',
  phone: 'Phone number is invalid',
} as const
export type ValidationCode = keyof typeof validationMessages

export type OrderForm = {
  name: string
  phone: string
  company: string
  delivery: 'delivery' | 'pickup'
  country: string
  city: string
  street: string
  building: string
  suite: string
  additionalInfo: string
  message: string
  privacyConsent: boolean
  /** The purchase rules shown beside the form were accepted. */
  purchaseRulesConsent: boolean
}

export type OrderLineInput = { id: string; additional: Record<string, string>; quantity: number }

const limits: Record<keyof OrderForm, number> = {
  name: 120,
  phone: 40,
  company: 160,
  delivery: 10,
  country: 80,
  city: 120,
  street: 200,
  building: 40,
  suite: 40,
  additionalInfo: 1000,
  message: 2000,
  privacyConsent: 5,
  purchaseRulesConsent: 5,
}

/** A phone's region guess for numbers typed without +code, by locale. */
export const phoneCountry: Partial<Record<Locale, CountryCode>> = { my: 'MY', pt: 'PT', ua: 'UA' }

export function validateOrderForm(
  form: OrderForm,
  locale: Locale,
): Partial<Record<keyof OrderForm, ValidationCode>> {
  const errors: Partial<Record<keyof OrderForm, ValidationCode>> = {}
  const required: (keyof OrderForm)[] = [
    'name',
    'phone',
    ...(form.delivery === 'delivery' ? (['country', 'city', 'street', 'building'] as const) : []),
  ]
  for (const key of Object.keys(limits) as (keyof OrderForm)[]) {
    const value = form[key]
    if (typeof value === 'string' && value.length > limits[key]) errors[key] = 'format'
  }
  for (const key of required) if (!String(form[key] ?? '').trim()) errors[key] = 'required'
  if (!errors.phone) {
    const phone = form.phone.trim()
    if (!/^[+\d][\d\s()./-]{4,}$/.test(phone) || !isValidPhoneNumber(phone, phoneCountry[locale]))
      errors.phone = 'phone'
  }
  if (!errors.name && /[<>{}]/.test(form.name)) errors.name = 'format'
  if (form.privacyConsent !== true) errors.privacyConsent = 'required'
  if (form.purchaseRulesConsent !== true) errors.purchaseRulesConsent = 'required'
  return errors
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

/** The form fields of an untrusted JSON body (anything missing becomes empty). */
export function readOrderForm(body: Record<string, unknown>): OrderForm {
  return {
    name: text(body.name),
    phone: text(body.phone),
    company: text(body.company),
    delivery: body.delivery === 'pickup' ? 'pickup' : 'delivery',
    country: text(body.country),
    city: text(body.city),
    street: text(body.street),
    building: text(body.building),
    suite: text(body.suite),
    additionalInfo: text(body.additionalInfo),
    message: text(body.message),
    privacyConsent: body.privacyConsent === true,
    purchaseRulesConsent: body.purchaseRulesConsent === true,
  }
}

/** Cart lines of an untrusted body: id, options and quantity only; prices are never read. */
export function readOrderLines(value: unknown): OrderLineInput[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > 100) return null
  const lines: OrderLineInput[] = []
  for (const raw of value) {
    if (typeof raw !== 'object' || raw === null) return null
    const { id, additional, quantity } = raw as Record<string, unknown>
    if ((typeof id !== 'string' && typeof id !== 'number') || !/^\d{1,12}$/.test(String(id)))
      return null
    if (
      typeof quantity !== 'number' ||
      !Number.isInteger(quantity) ||
      quantity < 1 ||
      quantity > 999
    )
      return null
    const options: Record<string, string> = {}
    if (additional !== undefined && additional !== null) {
      if (typeof additional !== 'object' || Array.isArray(additional)) return null
      for (const [k, v] of Object.entries(additional)) {
        if (typeof v !== 'string' || k.length > 50 || v.length > 100) return null
        options[k] = v
      }
    }
    lines.push({ id: String(id), additional: options, quantity })
  }
  return lines
}
