import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { captchaClientConfig } from './captcha'
import type { CaptchaStrings } from './components/captchaClient'
import styles from './components/Forms.module.css'
import { LazyForm } from './components/LazyForm'
import { NewsletterFields } from './components/NewsletterFields'
import { Honeypot, StatusLine } from './components/parts'

/*
 * Kept apart from forms.tsx on purpose: the footer renders this on every page, and Next ships the
 * client components of every module a page imports. Importing forms.tsx here would put the phone
 * library (about 30 KB gzip) on every page. The form itself arrives as a plain HTML shell; its
 * script (validation, sending, captcha) loads near the screen or at the first touch (LazyForm).
 */

/** The newsletter sign-up of the footer (every page). */
export async function NewsletterForm({ locale }: { locale: Locale }) {
  const [t, errors] = await Promise.all([
    getTranslations({ locale, namespace: 'forms' }),
    getTranslations({ locale, namespace: 'errors' }),
  ])
  const captcha = captchaClientConfig()
  const shell = (
    <form className={styles.newsletter} noValidate data-form-shell="newsletter">
      <NewsletterFields
        id="newsletter-shell"
        label={t('fields.email')}
        submit={t('newsletter.submit')}
      />
      <Honeypot id="newsletter-shell-website" label={t('honeypot')} />
      {captcha ? <div className={styles.captcha} /> : null}
      <StatusLine status={{ kind: 'idle' }} />
    </form>
  )
  return (
    <div>
      <h2>{t('newsletter.heading')}</h2>
      <p>{t('newsletter.intro')}</p>
      <LazyForm
        kind="newsletter"
        shell={shell}
        locale={locale}
        label={t('fields.email')}
        submit={t('newsletter.submit')}
        sending={t('sending')}
        success={t('subscribed')}
        failure={errors('generic')}
        errors={{
          required: t('errors.required'),
          email: t('errors.email'),
          format: t('errors.format'),
        }}
        honeypot={t('honeypot')}
        captcha={captcha}
        captchaStrings={t.raw('captcha') as CaptchaStrings}
      />
    </div>
  )
}
