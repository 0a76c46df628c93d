import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min'
import { getTranslations } from 'next-intl/server'

import { pagePaths } from '@/features/site/pages'
import { localeTags, type Locale } from '@/i18n/locales'

import { captchaClientConfig } from './captcha'
import {
  defaultPhoneCountry,
  detailsPrompts,
  leadInterests,
  partnerInterests,
  type FormName,
} from './definitions'
import styles from './components/Forms.module.css'
import { FormShell } from './components/FormShell'
import { LazyForm } from './components/LazyForm'
import type { FormStrings } from './components/SubmissionForm'
import { sendingStrings, type Translator } from './strings'

/**
 * The forms page owners place on their pages (server components; the interactive part is a client
 * leaf that gets its strings as props). Each renders its own section with an h2.
 */
type FormProps = { locale: Locale }

function formStrings(t: Translator, failure: string, success: string, submit: string): FormStrings {
  // Every field label of the forms' messages; a form may change one (customise).
  const labels = { ...(t.raw('fields') as Record<string, string>) }
  labels.details = t('detailsPrompt.how_intend_use')
  return {
    ...sendingStrings(t, failure),
    labels,
    options: {},
    detailsPrompts: Object.fromEntries(
      detailsPrompts.map((key) => [key, t(`detailsPrompt.${key}`)]),
    ),
    submit,
    choose: t('choose'),
    countryCode: t('countryCode'),
    success,
    privacyLink: t('privacyLink'),
  }
}

async function FormSection({
  form,
  locale,
  section,
  hidden,
  initial,
  customise,
  meetingSource,
}: {
  form: Exclude<FormName, 'newsletter'>
  locale: Locale
  section: 'lead' | 'partner' | 'contact' | 'job' | 'deletion'
  hidden?: Record<string, string>
  /** Values the form opens with (a visitor's plan or search, carried by the page's link). */
  initial?: Record<string, string>
  customise?: Customise
  /** Offers "Book a meeting" once sent, with this lead source (and the plan and interest sent). */
  meetingSource?: string
}) {
  const [t, errors, booking] = await Promise.all([
    getTranslations({ locale, namespace: 'forms' }),
    getTranslations({ locale, namespace: 'errors' }),
    meetingSource ? getTranslations({ locale, namespace: 'booking' }) : null,
  ])
  const success = form === 'deletion-request' ? t('deletionSubmitted') : t('sent')
  const strings = formStrings(t, errors('generic'), success, t(`${section}.submit`))
  customise?.(strings, t)
  if (meetingSource && booking)
    strings.meeting = {
      intro: booking('ctaHeading'),
      label: booking('cta'),
      href: `/${locale}/book-a-meeting?${new URLSearchParams({ source: meetingSource })}`,
    }
  const headingId = `form-${form}-heading`
  const country = defaultPhoneCountry[locale]
  const dial = getCountryCallingCode(country as CountryCode)
  const privacyHref = `/${locale}${pagePaths.privacyPolicy}`
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`${section}.heading`)}</h2>
      <p>{t(`${section}.intro`)}</p>
      {hidden?.position ? (
        <p>
          <strong>{t('job.position', { position: hidden.position })}</strong>
        </p>
      ) : null}
      <LazyForm
        kind="submission"
        form={form}
        locale={locale}
        strings={strings}
        languageTag={localeTags[locale]}
        defaultCountry={country}
        defaultDial={dial}
        hidden={hidden}
        captcha={captchaClientConfig()}
        privacyHref={privacyHref}
        shell={
          <FormShell
            form={form}
            strings={strings}
            defaultCountry={country}
            defaultDial={dial}
            privacyHref={privacyHref}
            initial={initial}
          />
        }
      />
    </section>
  )
}

type Customise = (strings: FormStrings, t: Translator) => void

/** The lead form offers the lead interests and asks for the company as a charge point operator. */
const leadStrings: Customise = (strings, t) => {
  strings.options.interest = Object.fromEntries(
    leadInterests.map((key) => [key, t(`leadInterest.${key}`)]),
  )
  strings.labels.company = t('fields.companyCpo')
}

/** The partner form offers the partner interests under its own label. */
const partnerStrings: Customise = (strings, t) => {
  strings.options.interest = Object.fromEntries(
    partnerInterests.map((key) => [key, t(`partnerInterest.${key}`)]),
  )
  strings.labels.interest = t('fields.partnerInterest')
}

/**
 * Lead form 'Maximize Your EV Charging Potential'; fields and details prompt follow the interest.
 * `initial` fills fields in (interest, chargers) and `plan` attaches a payback plan, which the
 * server recomputes for the record. Once sent it offers "Book a meeting" (a plain link) with the
 * plan and interest sent and `source`, the page's lead source (`lead-form` unless given).
 */
export function LeadForm({
  locale,
  initial,
  plan,
  source = 'lead-form',
}: FormProps & { initial?: Record<string, string>; plan?: string; source?: string }) {
  return (
    <FormSection
      form="lead"
      locale={locale}
      section="lead"
      customise={leadStrings}
      initial={initial}
      hidden={plan ? { plan } : undefined}
      meetingSource={source}
    />
  )
}

export function PartnerForm({ locale }: FormProps) {
  return <FormSection form="partner" locale={locale} section="partner" customise={partnerStrings} />
}

export function ContactForm({ locale }: FormProps) {
  return <FormSection form="contact" locale={locale} section="contact" />
}

/** Job application for one position (its title travels with the application). */
export function JobApplicationForm({ locale, position }: FormProps & { position: string }) {
  return <FormSection form="job-application" locale={locale} section="job" hidden={{ position }} />
}

export function DeletionRequestForm({ locale }: FormProps) {
  return <FormSection form="deletion-request" locale={locale} section="deletion" />
}
