import { createHmac, timingSafeEqual } from 'node:crypto'

import { siteUrl } from '@/lib/site-url'

/**
 * The newsletter's unsubscribe link: `<SITE_URL>/<locale>/unsubscribe?token=<id>.<signature>`,
 * signed with a key derived from PAYLOAD_SECRET over the subscriber's id and subscription time, so
 * nobody can unsubscribe someone else by guessing ids, and a link stays tied to that one
 * subscription (an id the database reuses after an erasure is another subscription). The forms'
 * delivery puts it in the webhook and the team's e-mail; the privacy feature's page honours it.
 */
function signature(secret: string, id: string, createdAt: string): string {
  const key = createHmac('sha256', secret).update('newsletter-unsubscribe').digest()
  return createHmac('sha256', key).update(`${id}:${createdAt}`).digest('base64url').slice(0, 32)
}

export function unsubscribeToken(secret: string, id: number | string, createdAt: string): string {
  return `${id}.${signature(secret, String(id), new Date(createdAt).toISOString())}`
}

/**
 * The subscriber id a token names, or null when it is malformed (the signature is checked later).
 */
export function tokenId(token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 80) return null
  const match = /^([1-9]\d{0,14})\.([\w-]{32})$/.exec(token)
  return match ? match[1]! : null
}

export function tokenMatches(
  secret: string,
  token: string,
  id: number | string,
  createdAt: string,
): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, id, createdAt))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The link for a subscriber, in the language they subscribed in. */
export function unsubscribeUrl(
  secret: string,
  subscriber: { id: number | string; createdAt: string; locale?: string | null },
  origin = siteUrl().origin,
): string {
  const locale = subscriber.locale || 'en'
  const token = unsubscribeToken(secret, subscriber.id, subscriber.createdAt)
  return `${origin}/${locale}/unsubscribe?token=${token}`
}
