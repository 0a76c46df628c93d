import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Draft preview tokens: `<postId>.<expiresAtSeconds>.<hmac>` signed with PAYLOAD_SECRET. The back
 * office puts one in the preview and live-preview links (`/{locale}/news/{url}?token=…`); the page
 * and `GET /api/v1/posts/url/{url}` (as `Authorization: Bearer …`) show the latest draft of THAT
 * post only.
 */
export const previewTokenTtlSeconds = 24 * 60 * 60

function signature(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`post-preview:${payload}`).digest('base64url')
}

export function createPreviewToken(
  postId: string | number,
  secret: string,
  now = Date.now(),
  ttl = previewTokenTtlSeconds,
): string {
  const payload = `${postId}.${Math.floor(now / 1000) + ttl}`
  return `${payload}.${signature(payload, secret)}`
}

/** The post id a token grants, or null when it is malformed, forged or expired. */
export function verifyPreviewToken(
  token: string | null | undefined,
  secret: string,
  now = Date.now(),
): string | null {
  if (!token || token.length > 200) return null
  const match = /^([A-Za-z0-9-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{20,100})$/.exec(token)
  if (!match) return null
  const [, id = '', expires = '', given = ''] = match
  const expected = Buffer.from(signature(`${id}.${expires}`, secret))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null
  if (Number(expires) * 1000 < now) return null
  return id
}

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(header: string | null): string | null {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null
  return match?.[1] ?? null
}
