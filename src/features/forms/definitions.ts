/**
 * The forms of the site and their fields: one definition per form, read by the browser (which
 * fields to render, in which order) and by the server (schemas, collections, e-mails, CSV).
 * Isomorphic: no imports from the server or from the phone library, so the newsletter in every
 * footer stays tiny.
 */
export const formNames = [
  'lead',
  'partner',
  'contact',
  'job-application',
  'newsletter',
  'deletion-request',
] as const
export type FormName = (typeof formNames)[number]

export function isFormName(value: unknown): value is FormName {
  return typeof value === 'string' && (formNames as readonly string[]).includes(value)
}

/** Payload collection of each form (the record is stored there before anything is announced). */
export const formCollections = {
  lead: 'leads',
  partner: 'partner-requests',
  contact: 'contact-messages',
  'job-application': 'job-applications',
  newsletter: 'newsletter-subscribers',
  'deletion-request': 'deletion-requests',
} as const satisfies Record<FormName, string>
export type SubmissionCollection = (typeof formCollections)[FormName]

export function formOfCollection(collection: string): FormName | undefined {
  return formNames.find((form) => formCollections[form] === collection)
}

/** Error codes a field can have; each has one translated message (forms.errors.<code>). */
export type ErrorCode = 'required' | 'format' | 'email' | 'phone'

/**
 * - text/textarea: trimmed string, `max` characters;
 * - email: e-mail address; phone: number valid for the chosen country (`<name>Country` travels with
 *   it);
 * - select: one of `options`; country: an ISO 3166-1 alpha-2 code; integer: whole number in 1..max;
 * - url: an http(s) URL; linkedin: an http(s) URL on linkedin.com; consent: must be true.
 */
type FieldKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'phone'
  | 'select'
  | 'country'
  | 'integer'
  | 'linkedin'
  | 'consent'
  | 'hidden'

export type FieldDef = {
  name: string
  kind: FieldKind
  required: boolean
  max: number
  options?: readonly string[]
  autoComplete?: string
}

const text = (name: string, required = true, max = 100, autoComplete?: string): FieldDef => ({
  name,
  kind: 'text',
  required,
  max,
  autoComplete,
})
const email: FieldDef = {
  name: 'email',
  kind: 'email',
  required: true,
  max: 254,
  autoComplete: 'email',
}
const phone: FieldDef = {
  name: 'phone',
  kind: 'phone',
  required: true,
  max: 32,
  autoComplete: 'tel',
}
const textarea = (name: string, required: boolean): FieldDef => ({
  name,
  kind: 'textarea',
  required,
  max: 5000,
})

export const leadInterests = [
  'start_business',
  'migrate_charging_network',
  'provide_charging_solutions_for',
  'explore_partnership',
  'become_reseller',
  'offer_my_locations',
] as const
type LeadInterest = (typeof leadInterests)[number]

export const detailsPrompts = [
  'how_intend_use',
  'specific_business_needs',
  'specific_business_requirements',
  'future_plans',
  'details_your_offer',
] as const
type DetailsPrompt = (typeof detailsPrompts)[number]

export const partnerInterests = [
  'back_office_and_station',
  'back_office',
  'own_network_big',
  'roaming',
  'fleet_management',
  'own_network',
] as const

/**
 * Every field a lead can have, in display order; which of them a visitor sees depends on the
 * interest.
 */
const leadFields: FieldDef[] = [
  { name: 'interest', kind: 'select', required: true, max: 40, options: leadInterests },
  { name: 'chargersAmount', kind: 'integer', required: false, max: 1_000_000 },
  text('firstName', true, 100, 'given-name'),
  text('lastName', true, 100, 'family-name'),
  text('company', false, 200, 'organization'),
  phone,
  email,
  { name: 'country', kind: 'country', required: true, max: 2, autoComplete: 'country' },
  text('address', false, 300, 'street-address'),
  text('chargersTypes', false, 500),
  textarea('details', false),
  // A payback plan from the calculator (its query string); the server recomputes it for the record.
  { name: 'plan', kind: 'hidden', required: false, max: 300 },
]

/**
 * The lead form per interest (tested in schemas.test.ts): `show` adds optional fields to those
 * every lead shows (interest, names, company, phone, e-mail, country, details, the hidden plan),
 * `required` makes fields required for that interest, and `details` picks the prompt of the
 * free-text field.
 */
export const leadInterestRules: Record<
  LeadInterest,
  { show: string[]; required: string[]; details: DetailsPrompt }
> = {
  start_business: {
    show: ['chargersAmount', 'chargersTypes', 'address'],
    required: [],
    details: 'how_intend_use',
  },
  migrate_charging_network: {
    show: ['chargersAmount', 'chargersTypes', 'address'],
    required: ['company', 'chargersAmount', 'chargersTypes'],
    details: 'specific_business_needs',
  },
  provide_charging_solutions_for: {
    show: ['chargersAmount', 'address'],
    required: ['company', 'address'],
    details: 'specific_business_requirements',
  },
  explore_partnership: { show: [], required: ['company'], details: 'future_plans' },
  become_reseller: { show: [], required: ['company'], details: 'future_plans' },
  offer_my_locations: { show: ['address'], required: ['address'], details: 'details_your_offer' },
}

const leadBase = new Set([
  'interest',
  'firstName',
  'lastName',
  'company',
  'phone',
  'email',
  'country',
  'details',
  'plan',
])

export function isLeadInterest(value: unknown): value is LeadInterest {
  return typeof value === 'string' && (leadInterests as readonly string[]).includes(value)
}

/**
 * The lead fields shown (with their required flag) for an interest; only the base ones without one.
 */
export function leadFieldsFor(interest: unknown): FieldDef[] {
  const rule = isLeadInterest(interest) ? leadInterestRules[interest] : undefined
  return leadFields
    .filter((field) => leadBase.has(field.name) || rule?.show.includes(field.name))
    .map((field) => (rule?.required.includes(field.name) ? { ...field, required: true } : field))
}

/** Every field a form can store (for lead: the union over interests). */
export const formFields: Record<FormName, FieldDef[]> = {
  lead: leadFields,
  partner: [
    text('name', true, 100, 'name'),
    text('company', false, 200, 'organization'),
    email,
    phone,
    { name: 'interest', kind: 'select', required: true, max: 40, options: partnerInterests },
    textarea('message', false),
    { name: 'privacyPolicy', kind: 'consent', required: true, max: 5 },
  ],
  contact: [
    text('name', true, 100, 'name'),
    email,
    text('company', false, 200, 'organization'),
    textarea('message', true),
  ],
  'job-application': [
    { name: 'position', kind: 'hidden', required: true, max: 200 },
    text('firstName', true, 100, 'given-name'),
    text('lastName', true, 100, 'family-name'),
    email,
    { name: 'linkedin', kind: 'linkedin', required: true, max: 300, autoComplete: 'url' },
    textarea('comment', false),
  ],
  newsletter: [email],
  'deletion-request': [phone],
}

/** The fields a visitor sees and sends for the current values of a form. */
export function visibleFields(form: FormName, values: Record<string, unknown> = {}): FieldDef[] {
  return form === 'lead' ? leadFieldsFor(values.interest) : formFields[form]
}

/** Request-level keys every form accepts besides its fields: locale, honeypot, captcha token. */
export const metaKeys = ['locale', 'website', 'captchaToken'] as const
export const honeypotField = 'website'

/** Largest accepted request body (bytes); the biggest legitimate lead is far below. */
export const maxBodyBytes = 32 * 1024

/** Default phone country per site locale (visitors change it in the dropdown). */
export const defaultPhoneCountry = { en: 'GB', my: 'MY', pt: 'PT', ua: 'UA' } as const
