import { getRequestConfig } from 'next-intl/server'

import { defaultLocale, isLocale, type Locale } from './locales'
import { namespaces } from './namespaces'

async function loadMessages(locale: Locale) {
  const files = await Promise.all(namespaces.map((ns) => import(`./messages/${locale}/${ns}.json`)))
  return Object.fromEntries(namespaces.map((ns, i) => [ns, files[i].default]))
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = isLocale(requested) ? requested : defaultLocale
  // Only the active locale's files are loaded; the browser never receives them (see
  // ClientMessages).
  return { locale, messages: await loadMessages(locale) }
})
