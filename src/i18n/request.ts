import { getRequestConfig } from 'next-intl/server'

import { defaultLocale, isLocale } from './locales'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = isLocale(requested) ? requested : defaultLocale
  return {
    locale,
    // Only the active locale's file is loaded; the browser never receives these (see ClientStrings).
    messages: (await import(`./messages/${locale}.json`)).default,
  }
})
