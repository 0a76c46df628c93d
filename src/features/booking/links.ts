import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Locale } from '@/i18n/locales'
import { siteUrl } from '@/lib/site-url'

/**
 * The visitor's signed links to their meeting (no account): HMACs with the Payload secret, each
 * for one purpose. The booked page's (`booked:<id>`) shows the meeting to whoever booked it; the
 * manage link's (`manage:<id>:<version>`) moves or cancels it and is worth nothing once the
 * meeting changes (a new version, a new link in the new e-mail) or is over (manage.ts checks the
 * stored end, so the link cannot outlive the meeting).
 */
const sign = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('base64url').slice(0, 22)

const same = (want: string, got: string) => {
  const a = Buffer.from(want)
  const b = Buffer.from(got)
  return a.length === b.length && timingSafeEqual(a, b)
}

export const bookedToken = (secret: string, id: number | string) => sign(secret, `booked:${id}`)
export const isBookedToken = (secret: string, id: string, token: string) =>
  same(bookedToken(secret, id), token)

export const manageToken = (secret: string, id: number | string, version: number) =>
  sign(secret, `manage:${id}:${version}`)
export const isManageToken = (secret: string, id: string, version: number, token: string) =>
  same(manageToken(secret, id, version), token)

/** The manage page of one version of a meeting, on the site's own address. */
export const managePath = (secret: string, locale: Locale, id: number | string, version: number) =>
  `/${locale}/book-a-meeting/manage?id=${id}&v=${version}&t=${manageToken(secret, id, version)}`

/** The same, absolute, for e-mails (SITE_URL names the public origin). */
export const manageUrl = (...args: Parameters<typeof managePath>) =>
  new URL(managePath(...args), siteUrl()).href
