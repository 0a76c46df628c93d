import type { getTranslations } from 'next-intl/server'

import type { SendingStrings } from './components/send'
import type { CaptchaStrings } from './components/captchaClient'

export type Translator = Awaited<ReturnType<typeof getTranslations<'forms'>>>

/**
 * The words of sending every form shows (its errors, the captcha's, the status line's), from the
 * `forms` messages.
 */
export function sendingStrings(t: Translator, failure: string): SendingStrings {
  return {
    errors: {
      required: t('errors.required'),
      format: t('errors.format'),
      email: t('errors.email'),
      phone: t('errors.phone'),
    },
    captcha: t.raw('captcha') as CaptchaStrings,
    sending: t('sending'),
    optional: t('optional'),
    honeypot: t('honeypot'),
    failure,
    fixErrors: t('fixErrors'),
  }
}
