import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { captchaClientConfig } from './captcha'
import type { CaptchaStrings } from './components/captchaClient'
import { NewsletterSignup } from './components/NewsletterSignup'

/*
 * Kept apart from forms.tsx on purpose: the footer renders this on every page, and Next ships the
 * client components of every module a page imports. Importing forms.tsx here would put the phone
 * library (about 30 KB gzip) on every page.
 */

/** The newsletter sign-up of the footer (every page). */
export async function NewsletterForm({ locale }: { locale: Locale }) {
  const [t, errors] = await Promise.all([getTranslations({ locale, namespace: 'forms' }), getTranslations({ locale, namespace: 'errors' })])
  return (
    <div>
      <h2>{t('newsletter.heading')}</h2>
      <p>{t('newsletter.intro')}</p>
      <NewsletterSignup
        locale={locale}
        label={t('fields.email')}
        submit={t('newsletter.submit')}
        sending={t('sending')}
        success={t('subscribed')}
        failure={errors('generic')}
        errors={{ required: t('errors.required'), email: t('errors.email'), format: t('errors.format') }}
        honeypot={t('honeypot')}
        captcha={captchaClientConfig()}
        captchaStrings={t.raw('captcha') as CaptchaStrings}
      />
    </div>
  )
}
