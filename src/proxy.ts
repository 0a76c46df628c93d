import { NextResponse, type NextRequest } from 'next/server'

import { isKnownPath, notFoundPath, renderedAt } from '@/features/site/pages'
import { fileExtension, fileNotFound, isServedFile } from '@/features/site/web/files'
import { isLocale, localeCookie } from '@/i18n/locales'
import { detectLocale } from '@/i18n/negotiate'
import {
  contentSecurityPolicy,
  embeddablePaths,
  embedOrigins,
  integrationSources,
} from '@/lib/security/csp'

const cspExtras = integrationSources()
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

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  // A file nothing serves gets a plain 404, not the HTML page (the second matcher sends only such
  // paths).
  if (fileExtension.test(pathname))
    return isServedFile(pathname) ? NextResponse.next() : fileNotFound()
  const cookieLocale = request.cookies.get(localeCookie.name)?.value
  const first = pathname.split('/')[1]

  if (isLocale(first)) {
    // The production server (src/server/layers/nonce.ts) supplies a per-build marker and swaps it
    // for a fresh nonce in every response, so a cached page is never sent with a nonce another
    // visitor saw. `next dev` has no such server and renders every request anyway: a random nonce
    // is right there.
    const nonce = request.headers.get('x-csp-nonce') || btoa(crypto.randomUUID())
    const rest = pathname.slice(first.length + 1)
    const csp = contentSecurityPolicy(nonce, {
      dev: process.env.NODE_ENV === 'development',
      extra: embeddablePaths.includes(rest) ? embedExtras : cspExtras,
    })
    const requestHeaders = new Headers(request.headers)
    requestHeaders.set('Content-Security-Policy', csp)
    requestHeaders.set('X-NEXT-INTL-LOCALE', first)
    // Unknown paths get the 404 page by rewrite rather than a thrown notFound(): Next 16.3+ sends
    // an empty HTML shell for thrown 404s (vercel/next.js#62228), while a rewritten page renders
    // fully.
    const known = isKnownPath(rest)
    // A page that renders on request, or whose query changes the render, goes to its on-request
    // twin; otherwise it comes from the page cache. (`_rsc` is the client router's cache-buster.)
    const queryKeys = [...request.nextUrl.searchParams.keys()].filter((key) => key !== '_rsc')
    const variant = known ? renderedAt(rest, queryKeys) : null
    const response = !known
      ? NextResponse.rewrite(withPathname(request, `/${first}${notFoundPath}`), {
          status: 404,
          request: { headers: requestHeaders },
        })
      : variant
        ? NextResponse.rewrite(withPathname(request, `/${first}${variant}`), {
            request: { headers: requestHeaders },
          })
        : NextResponse.next({ request: { headers: requestHeaders } })
    response.headers.set('Content-Security-Policy', csp)
    return response
  }

  const locale = detectLocale(cookieLocale, request.headers.get('accept-language'))
  const target = new URL(`/${locale}${pathname === '/' ? '' : pathname}${search}`, request.url)
  const response = NextResponse.redirect(target, 307)
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
  ],
}
