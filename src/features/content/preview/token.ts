import { createHmac, timingSafeEqual } from 'node:crypto'

import {
  isPreviewableCollection,
  isPreviewableGlobal,
  type PreviewableCollection,
  type PreviewableGlobal,
} from './documents'

/**
 * The one preview token of the site: `<collection>.<id>.<expiry>.<hmac>`, or
 * `<global>.global.<expiry>.<hmac>`, signed with PAYLOAD_SECRET and valid 24 h. It grants the
 * latest draft of the document it names and of nothing else.
 */
export const previewTtlSeconds = 24 * 60 * 60
const globalId = 'global'

/** One document of a collection, or one global. */
export type PreviewGrant =
  | { collection: PreviewableCollection; id: string; global?: never }
  | { global: PreviewableGlobal; collection?: never; id?: never }

function signature(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`preview:${payload}`).digest('base64url')
}

export function createPreviewToken(
  grant: { collection: PreviewableCollection; id: string | number } | { global: PreviewableGlobal },
  secret: string,
  now = Date.now(),
): string {
  const [slug, id] = 'global' in grant ? [grant.global, globalId] : [grant.collection, grant.id]
  const payload = `${slug}.${id}.${Math.floor(now / 1000) + previewTtlSeconds}`
  return `${payload}.${signature(payload, secret)}`
}

/** The document a token grants, or null when it is malformed, forged or expired. */
export function verifyPreviewToken(
  token: string | null | undefined,
  secret: string,
  now = Date.now(),
): PreviewGrant | null {
  if (!token || token.length > 240) return null
  const match = /^([a-z-]{1,40})\.([A-Za-z0-9-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{20,100})$/.exec(
    token,
  )
  if (!match) return null
  const [, slug = '', id = '', expires = '', given = ''] = match
  const isGlobal = id === globalId && isPreviewableGlobal(slug)
  if (!isGlobal && !isPreviewableCollection(slug)) return null
  const expected = Buffer.from(signature(`${slug}.${id}.${expires}`, secret))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null
  if (Number(expires) * 1000 < now) return null
  return isGlobal
    ? { global: slug as PreviewableGlobal }
    : { collection: slug as PreviewableCollection, id }
}
