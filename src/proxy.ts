import { NextResponse, type NextRequest } from 'next/server'

import { firstPaintHash } from '@/features/site/first-paint'
import { notFoundPath, resolvePage, twinRoute } from '@/features/site/pages'
import { fileExtension, fileNotFound, isServedFile } from '@/features/site/web/files'
import { isLocale, localeCookie } from '@/i18n/locales'
import { detectLocale } from '@/i18n/negotiate'
import {
  contentSecurityPolicy,
  embeddablePaths,
  embedOrigins,
  integrationSources,
} from '@/lib/security/csp'
import { adminContentSecurityPolicy } from '@/lib/security/policies'
import { trustedTypesReportOnly } from '@/lib/security/trusted-types'

// Every page's one inline script of the site's own (first-paint.ts: the cookie notice's state and the
// device, before the first paint), by its hash.
const cspExtras = [...integrationSources(), { 'script-src': [firstPaintHash] }]
// The pages other sites may frame add MAP_EMBED_ORIGINS to frame-ancestors; no other page does.
const embedExtras = [...cspExtras, { 'frame-ancestors': embedOrigins().origins }]

/**
 * Locale routing and per-request security headers for the public site.
 * - `/` redirects to the visitor's locale (cookie, then Accept-Language, then en) and stores it.
 * - A locale-prefixed path is served as it is and never sets a cookie, so pages stay cacheable
 *   (the language switcher stores a new choice itself).
 * - A locale-prefixed path no page answers gets the 404 page, server-rendered, with status 404.
 * - Any other path gets the detected locale prefixed (`/about-us` → `/en/about-us`).
 */
/** The same request URL with another path (Next's own URL, so a rewrite stays internal). */
function withPathname(request: NextRequest, pathname: string) {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  return url
}

const isBackOffice = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/')

/** A fresh nonce: a random UUID (122 random bits), base64. */
const freshNonce = () => btoa(crypto.randomUUID())

/**
 * The back office's answers are private, each with a nonce of its own (src/lib/security/policies.ts):
 * handed to Next with the request, it marks every script Next and Payload write.
 */
function backOffice(request: NextRequest) {
  const csp = adminContentSecurityPolicy({
    nonce: freshNonce(),
    dev: process.env.NODE_ENV === 'development',
  })
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('Content-Security-Policy', csp)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('Content-Security-Policy', csp)
  return response
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  if (isBackOffice(pathname)) return backOffice(request)
  // A file nothing serves gets a plain 404, not the HTML page (the second matcher sends only such
  // paths).
  if (fileExtension.test(pathname))
    return isServedFile(pathname) ? NextResponse.next() : fileNotFound()
  const cookieLocale = request.cookies.get(localeCookie.name)?.value
  const first = pathname.split('/')[1]

  if (isLocale(first)) {
    const rest = pathname.slice(first.length + 1)
    // Unknown paths get the 404 page by rewrite rather than a thrown notFound(): Next 16.3+ sends
    // an empty HTML shell for thrown 404s (vercel/next.js#62228), while a rewritten page renders
    // fully.
    const page = resolvePage(rest)
    // A page whose query changes the render goes to its group's twin route, rendered on request;
    // otherwise its own route answers, from the page cache unless it renders on request itself.
    // (`_rsc` is the client router's cache-buster.)
    const queryKeys = [...request.nextUrl.searchParams.keys()].filter((key) => key !== '_rsc')
    const twin = page ? twinRoute(rest, queryKeys) : null
    // A page rendered for this request alone gets a nonce of its own (it may stream). A shared
    // page gets none, never: the production server adds its scripts' hashes to this policy once
    // the page is complete (src/server/pages), and Next's page cache keeps what it rendered.
    const dev = process.env.NODE_ENV === 'development'
    const perRequest = dev || twin !== null || page?.rendering === 'on request'
    const csp = contentSecurityPolicy({
      ...(perRequest ? { nonce: freshNonce() } : {}),
      dev,
      extra: embeddablePaths.includes(rest) ? embedExtras : cspExtras,
    })
    const requestHeaders = new Headers(request.headers)
    requestHeaders.set('Content-Security-Policy', csp)
    requestHeaders.set('X-NEXT-INTL-LOCALE', first)
    const response = !page
      ? NextResponse.rewrite(withPathname(request, `/${first}${notFoundPath}`), {
          status: 404,
          request: { headers: requestHeaders },
        })
      : twin
        ? NextResponse.rewrite(withPathname(request, `/${first}${twin}`), {
            request: { headers: requestHeaders },
          })
        : NextResponse.next({ request: { headers: requestHeaders } })
    response.headers.set('Content-Security-Policy', csp)
    // Trusted Types, reported and not enforced: the third-party scripts the site loads when
    // configured (tag manager, reCAPTCHA) hand sinks plain strings (src/lib/security/trusted-types.ts).
    response.headers.set('Content-Security-Policy-Report-Only', trustedTypesReportOnly)
    return response
  }

  const locale = detectLocale(cookieLocale, request.headers.get('accept-language'))
  const target = new URL(`/${locale}${pathname === '/' ? '' : pathname}${search}`, request.url)
  const response = NextResponse.redirect(target, 307)
  // Where `/` leads depends on the visitor's cookie and languages: no shared cache may keep it.
  response.headers.set('Cache-Control', 'private, no-store')
  response.headers.set('Vary', 'Cookie, Accept-Language')
  response.cookies.set(localeCookie.name, locale, localeCookie)
  return response
}

export const config = {
  matcher: [
    // Pages (prefetches included, so they carry the same headers): not the back office, Payload's
    // API, the content API, Next's files or any file with an extension. (OCPI peers call /ocpi/… :
    // machine endpoints, never locale-redirected.)
    '/((?!admin|api|_next|fire-prefetch|ocpi/|.*\\.[a-zA-Z0-9]+$).*)',
    // Paths that look like files, except Next's own, the back office, the APIs and routes answering
    // their own 404s.
    '/((?!_next/|admin/|api/|fire-prefetch/|og/|ocpi/).*\\.[a-zA-Z0-9]+)',
    // The back office, for its nonce.
    '/admin',
    '/admin/:path*',
  ],
}
