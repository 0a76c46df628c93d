import { personalArrivalFields } from '@/features/forms/arrival'
import { formCollections, formFields, type FormName } from '@/features/forms/definitions'

/**
 * Every collection that holds what a visitor gave the site, and what "personal" means in each: the
 * fields a person search matches (e-mail, phone, name), the fields emptied or replaced when a record is
 * anonymised (the record itself, its status, dates, amounts and countries stay for reports), which
 * statuses are still being worked on (never anonymised by the retention job), when its retention
 * period starts and its default length. One table read by the retention job, the person search and
 * the docs.
 */
export type RetentionStart = 'statusChange' | 'updatedAt' | 'createdAt'

export type PersonalCollection = {
  slug: string
  /** The column a person's e-mail address is matched on. */
  email?: string
  /**
   * The phone column; `typed`: stored as the visitor typed it (normalised when searched), else
   * E.164.
   */
  phone?: { field: string; stored: 'e164' | 'typed' }
  /** The columns holding the person's name, in order (first and last name are read as one). */
  name?: readonly string[]
  /** Field paths and what anonymising writes into them (null: emptied). */
  personal: Record<string, string | null>
  /** Status field and the values sales still work on. */
  status?: { field: string; open: readonly string[] }
  /** The sales workflow's history (notes are free text about the person: emptied too). */
  history: boolean
  start: RetentionStart
  /** Default retention in months; null: kept until the person asks (or unsubscribes). */
  defaultMonths: number | null
  /** Accounting records are anonymised, never deleted, even on a person's request. */
  erasable: boolean
}

/**
 * What replaces a required text or e-mail field; an e-mail on a reserved domain that receives
 * nothing.
 */
export const anonymisedText = '—'
export const anonymisedEmail = 'anonymised@example.invalid'

const personalKinds = new Set(['text', 'textarea', 'email', 'phone', 'linkedin'])

/**
 * A form's personal fields: whatever the visitor typed (choices, numbers, countries and consents
 * stay).
 */
function typedFields(form: FormName): Record<string, null> {
  return Object.fromEntries(
    formFields[form].filter((f) => personalKinds.has(f.kind)).map((f) => [f.name, null]),
  )
}

/**
 * How the person arrived (the `arrival` group): what could single out their visit is emptied;
 * source, medium, campaign and market stay for the reports.
 */
const arrivalPaths: Record<string, null> = Object.fromEntries(
  personalArrivalFields.map((name) => [`arrival.${name}`, null]),
)

/** Defaults, in months (see docs/personal-data.md for the reasons). */
const months = {
  leads: 24,
  jobApplications: 6,
  deletionRequests: 36,
  /**
   * Portugal's 10 years is the longest of the countries the shop sells to (UK 6, Malaysia 7,
   * Ukraine 3).
   */
  accounting: 120,
  comments: 24,
}

const submission = (form: FormName, defaultMonths: number | null): PersonalCollection => {
  const phone = formFields[form].find((f) => f.kind === 'phone')
  const has = (name: string) => formFields[form].some((f) => f.name === name)
  const name = has('name') ? ['name'] : has('lastName') ? ['firstName', 'lastName'] : undefined
  return {
    slug: formCollections[form],
    ...(has('email') ? { email: 'email' } : {}),
    ...(phone ? { phone: { field: phone.name, stored: 'e164' as const } } : {}),
    ...(name ? { name } : {}),
    personal: { ...typedFields(form), ...arrivalPaths, notes: null, 'delivery.lastError': null },
    status:
      form === 'newsletter'
        ? undefined
        : { field: 'status', open: form === 'lead' ? leadOpen : submissionOpen },
    history: true,
    start: form === 'newsletter' ? 'createdAt' : 'statusChange',
    defaultMonths,
    erasable: true,
  }
}
const leadOpen = ['new', 'contacted', 'qualified'] as const
const submissionOpen = ['new', 'in_progress'] as const

export const personalCollections: readonly PersonalCollection[] = [
  submission('lead', months.leads),
  submission('partner', months.leads),
  submission('contact', months.leads),
  submission('job-application', months.jobApplications),
  // Until the subscriber unsubscribes (the address is then emptied at once).
  submission('newsletter', null),
  submission('deletion-request', months.deletionRequests),
  {
    slug: 'orders',
    // No e-mail: an order is found by the customer's number and name.
    phone: { field: 'phone', stored: 'typed' },
    name: ['customerName'],
    personal: {
      customerName: anonymisedText,
      phone: anonymisedText,
      company: null,
      'shippingAddress.city': null,
      'shippingAddress.street': null,
      'shippingAddress.building': null,
      'shippingAddress.suite': null,
      'shippingAddress.additionalInfo': null,
      message: null,
      ...arrivalPaths,
      notes: null,
      'delivery.lastError': null,
    },
    status: { field: 'status', open: ['new', 'confirmed'] },
    history: true,
    start: 'statusChange',
    defaultMonths: months.accounting,
    erasable: false,
  },
  {
    slug: 'payments',
    email: 'email',
    personal: { email: anonymisedEmail },
    status: { field: 'state', open: ['created', 'pending'] },
    history: false,
    start: 'updatedAt',
    defaultMonths: months.accounting,
    erasable: false,
  },
  {
    slug: 'bookings',
    email: 'email',
    name: ['name'],
    personal: {
      name: anonymisedText,
      email: anonymisedEmail,
      company: null,
      note: null,
      'delivery.lastError': null,
    },
    status: { field: 'status', open: ['booked'] },
    history: false,
    start: 'updatedAt',
    defaultMonths: months.leads,
    erasable: true,
  },
  {
    slug: 'station-comments',
    // Only a display name: found by name alone. The comment itself stays.
    name: ['authorName'],
    personal: { authorName: anonymisedText },
    history: false,
    start: 'updatedAt',
    defaultMonths: months.comments,
    erasable: true,
  },
]

export const personalSlugs = personalCollections.map((c) => c.slug)

export function personalCollection(slug: string): PersonalCollection | undefined {
  return personalCollections.find((c) => c.slug === slug)
}

/** The retention setting's field name of a collection (`leads` → `leadsMonths`). */
export const retentionField = (slug: string) =>
  `${slug.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}Months`
