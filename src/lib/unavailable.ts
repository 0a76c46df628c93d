import type { AfterErrorHook } from 'payload'

import type { Locale } from '@/i18n/locales'
import en from '@/i18n/messages/en/errors.json'
import my from '@/i18n/messages/my/errors.json'
import pt from '@/i18n/messages/pt/errors.json'
import ua from '@/i18n/messages/ua/errors.json'
import { metrics } from '@/lib/metrics'
import { isDatabaseUnavailable } from '@/lib/sql'

/**
 * While the database cannot be reached (a restart, a network cut) writes are refused with 503 and
 * Retry-After, in words every form of the site shows then; nothing was stored, so the client may
 * send the same thing again. The site's API answers so in src/lib/http.ts (withApiErrors),
 * Payload's own REST API (the back office's saves) through the hook below.
 */

/** Seconds a client is asked to wait before it tries again while the database is unreachable. */
export const unavailableRetrySeconds = 5
export const unavailableTexts: Record<Locale, string> = {
  en: en.unavailable,
  my: my.unavailable,
  pt: pt.unavailable,
  ua: ua.unavailable,
}

/** Payload's REST API answers 503 with Retry-After, in the back office's language, not its 500. */
export const payloadDatabaseUnavailable: AfterErrorHook = ({ error, req }) => {
  if (!isDatabaseUnavailable(error)) return
  metrics.databaseUnavailable.inc()
  req.responseHeaders ??= new Headers()
  req.responseHeaders.set('Retry-After', String(unavailableRetrySeconds))
  const language = req.i18n?.language
  const locale: Locale = language === 'uk' ? 'ua' : language === 'pt' ? 'pt' : 'en'
  return { status: 503, response: { errors: [{ message: unavailableTexts[locale] }] } }
}
