/**
 * Languages of the back office: Payload's own translations of its interface, plus ours (see
 * i18n.ts). Payload keeps the chosen language in a cookie (`<prefix>-lng`); a user's `language`
 * sets that cookie at each login and when they change it, so the choice follows the person, not the
 * browser.
 */
export const adminLanguages = ['en', 'pt', 'uk'] as const
export type AdminLanguage = (typeof adminLanguages)[number]

export function languageCookie(
  cookiePrefix: string | undefined,
  language: AdminLanguage | string,
): string {
  return `${cookiePrefix || 'payload'}-lng=${encodeURIComponent(language)}; Path=/; Max-Age=31536000; SameSite=Lax`
}
