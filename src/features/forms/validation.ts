import * as v from 'valibot'

import {
  metaKeys,
  visibleFields,
  type ErrorCode,
  type FieldDef,
  type FormName,
} from './definitions'

/**
 * The schema of a form, built with valibot from its field definitions. The browser and the server
 * run exactly this (the server through `validateSubmission` in schemas.ts, which adds the phone
 * library). This module does not import the phone library, so the footer newsletter ships only
 * valibot's few functions it uses.
 */
type PhoneCheck = (number: string, country: string) => { number: string; country: string } | null
export type ValidationOptions = {
  /**
   * E.164 of a number valid for the chosen country (or an international number valid anywhere) and
   * the country the number belongs to, or null. Required when a form has a phone field.
   */
  phone?: PhoneCheck
  /** ISO codes accepted by `country` fields and phone countries. */
  countries?: ReadonlySet<string>
}
export type ValidationResult =
  | { success: true; output: Record<string, unknown> }
  | { success: false; errors: Record<string, ErrorCode> }

// Letters of any script, digits, punctuation; no control characters (newlines and tabs only in text
// areas).
const controlChars = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const lineBreaks = /[\r\n\t]/
const linkedinHost = /(^|\.)linkedin\.com$/i

function isLinkedInUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      linkedinHost.test(url.hostname) &&
      url.pathname.length > 1
    )
  } catch {
    return false
  }
}

// Pipes are assembled from parts (required or not), which valibot's overloads cannot type: checked
// by tests.
const pipe = v.pipe as unknown as (...items: unknown[]) => v.GenericSchema
const check = (test: (s: string) => boolean, code: ErrorCode) =>
  v.check<string, ErrorCode>(test, code)
const max = (length: number, code: ErrorCode) =>
  v.maxLength<string, number, ErrorCode>(length, code)
const str = () => v.optional(v.string('format'), '')
const required = (field: FieldDef) =>
  field.required ? [v.nonEmpty<string, ErrorCode>('required')] : []
/**
 * The start of every text field: an optional string, trimmed, normalised by `steps`, then required
 * if the field is.
 */
const trimmed = (field: FieldDef, ...steps: unknown[]) => [
  str(),
  v.trim(),
  ...steps,
  ...required(field),
]
/** A rule an empty value passes (whether it may be empty is `required`'s to say). */
const unlessEmpty = (test: (s: string) => boolean, code: ErrorCode) =>
  check((s) => s === '' || test(s), code)
const plain = (field: FieldDef) =>
  v.check<string, ErrorCode>(
    (s) => !controlChars.test(s) && (field.kind === 'textarea' || !lineBreaks.test(s)),
    'format',
  )

function fieldSchema(field: FieldDef, options: ValidationOptions) {
  const countries = options.countries
  switch (field.kind) {
    case 'email':
      return pipe(
        ...trimmed(field, v.toLowerCase()),
        max(field.max, 'email'),
        unlessEmpty((s) => v.is(v.pipe(v.string(), v.email()), s), 'email'),
      )
    case 'select':
      return pipe(
        ...trimmed(field),
        unlessEmpty((s) => (field.options ?? []).includes(s), 'format'),
      )
    case 'country':
      return pipe(
        ...trimmed(field, v.toUpperCase()),
        unlessEmpty((s) => /^[A-Z]{2}$/.test(s) && (!countries || countries.has(s)), 'format'),
      )
    case 'integer':
      return pipe(
        v.optional(v.union([v.string(), v.number()], 'format'), ''),
        v.transform((value: string | number) => String(value).trim()),
        ...required(field),
        unlessEmpty(
          (s) => /^\d{1,9}$/.test(s) && Number(s) >= 1 && Number(s) <= field.max,
          'format',
        ),
        v.transform((s: string) => (s === '' ? undefined : Number(s))),
      )
    case 'linkedin':
      return pipe(...trimmed(field), max(field.max, 'format'), unlessEmpty(isLinkedInUrl, 'format'))
    case 'consent':
      return pipe(
        v.optional(v.boolean('format'), false),
        v.check((value: boolean) => !field.required || value === true, 'required'),
      )
    case 'phone':
      // The number's validity for its country is checked after the schema (see validateFields).
      return pipe(...trimmed(field), max(field.max, 'phone'), v.regex(/^[\d\s()+.\-/]*$/, 'phone'))
    default:
      return pipe(...trimmed(field), max(field.max, 'format'), plain(field))
  }
}

function schemaFor(fields: FieldDef[], options: ValidationOptions = {}) {
  const entries: Record<string, v.GenericSchema> = {}
  for (const field of fields) {
    entries[field.name] = fieldSchema(field, options) as v.GenericSchema
    if (field.kind === 'phone')
      entries[`${field.name}Country`] = pipe(str(), v.trim(), v.toUpperCase(), max(2, 'phone'))
  }
  for (const key of metaKeys)
    entries[key] = v.optional(
      v.pipe(v.string('format'), v.maxLength(key === 'captchaToken' ? 4096 : 200, 'format')),
    )
  // How the visitor arrived: checked by the server alone (arrival.ts), the browser collects it.
  entries.arrival = v.optional(v.unknown())
  return v.strictObject(entries, 'format')
}

/** Validates a body against the given fields; errors map each field to its first error code. */
export function validateFields(
  fields: FieldDef[],
  input: unknown,
  options: ValidationOptions = {},
): ValidationResult {
  const result = v.safeParse(schemaFor(fields, options), input, { abortEarly: false })
  const errors: Record<string, ErrorCode> = {}
  for (const issue of result.issues ?? []) {
    const key = issue.path?.[0]?.key
    const name = typeof key === 'string' ? key : '_form'
    const target =
      name.endsWith('Country') &&
      fields.some((f) => f.kind === 'phone' && `${f.name}Country` === name)
        ? name.slice(0, -7)
        : name
    errors[target] ??= issue.message as ErrorCode
  }
  const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>
  const output: Record<string, unknown> = result.success ? { ...result.output } : {}
  for (const field of fields.filter((f) => f.kind === 'phone')) {
    const number = raw[field.name]
    if (errors[field.name] || typeof number !== 'string' || number.trim() === '') continue
    const country = String(raw[`${field.name}Country`] ?? '').toUpperCase()
    const checked =
      options.phone && (!options.countries || options.countries.has(country))
        ? options.phone(number.trim(), country)
        : null
    if (!checked) errors[field.name] = 'phone'
    else {
      output[field.name] = checked.number
      // The number's own country: "+351 …" typed on a page whose list says GB is Portuguese.
      output[`${field.name}Country`] = checked.country
    }
  }
  if (!result.success || Object.keys(errors).length > 0) return { success: false, errors }
  return { success: true, output }
}

/** Same as validateFields for a form's visible fields (for lead: those of the chosen interest). */
export function validateForm(
  form: FormName,
  input: unknown,
  options: ValidationOptions = {},
): ValidationResult {
  const values =
    input && typeof input === 'object' && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : {}
  return validateFields(visibleFields(form, values), input, options)
}
