import type { PayloadRequest } from 'payload'

/** The public origin of the site, for canonical URLs, hreflang, feeds and e-mails. */
export function siteUrl(): URL {
  return new URL(process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`)
}

/**
 * The origin a back-office request reached (Payload's `serverURL` when one is configured). Live
 * preview needs absolute links on it: the admin trusts messages only from the origin it opened.
 */
export function requestOrigin(req: PayloadRequest): string {
  if (req.payload.config.serverURL) return req.payload.config.serverURL.replace(/\/$/, '')
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? 'localhost:3000'
  const proto =
    req.headers.get('x-forwarded-proto') ??
    (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https')
  return `${proto}://${host}`
}
