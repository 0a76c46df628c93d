import { readdirSync } from 'node:fs'
import path from 'node:path'

import { isLocale, locales } from '@/i18n/locales'

import { isKnownPath } from '../pages'

/**
 * Paths that look like files (they end in an extension) and what answers them. A request for a file
 * nothing serves (`/wp-login.php`, `/en/old-logo.png`) gets a small plain-text 404 from the proxy
 * rather than the whole HTML 404 page: scanners and broken image links need no page, fonts or
 * scripts.
 */
export const fileExtension = /\.[a-zA-Z0-9]+$/

/**
 * Files the app's route handlers and metadata routes answer (src/app; a unit test keeps this in
 * step).
 */
export const routeFiles: readonly string[] = [
  '/robots.txt',
  '/sitemap.xml',
  '/manifest.webmanifest',
  '/.well-known/security.txt',
  ...locales.map((locale) => `/${locale}/news/rss.xml`),
]

/**
 * Folders whose files are all answered by a route with its own 404 (Open Graph images, prefetch
 * files, sitemaps).
 */
export const routeFolders: readonly string[] = ['/og/', '/fire-prefetch/', '/sitemaps/']

/** Every file of public/, as request paths. Next serves only the files present when it starts. */
function publicFiles(): string[] {
  try {
    const dir = path.join(process.cwd(), 'public')
    return (
      readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[]
    )
      .filter((entry) => entry.isFile())
      .map(
        (entry) =>
          '/' +
          path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      )
  } catch {
    return []
  }
}

let known: Set<string> | undefined

/**
 * Whether something answers this file path (a public file or a route), given as it came
 * (percent-encoded).
 */
export function isServedFile(pathname: string): boolean {
  known ??= new Set([...routeFiles, ...publicFiles()])
  let decoded = pathname
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return false
  }
  if (known.has(decoded) || routeFolders.some((folder) => decoded.startsWith(folder))) return true
  // A page whose id happens to contain a dot (OCPI location ids may: `/en/location/PT.LIS.1`).
  const [, first = '', ...rest] = decoded.split('/')
  return isLocale(first) && isKnownPath(`/${rest.join('/')}`)
}

/** The answer for a file nothing serves. */
export function fileNotFound(): Response {
  return new Response('Not found\n', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
