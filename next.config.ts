import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import createNextIntlPlugin from 'next-intl/plugin'

import { generateOssNotices } from './scripts/generate-oss-notices.mjs'
import { buildProductionServer } from './scripts/lib/build-server.mjs'
import { addCompileHints } from './scripts/lib/compile-hints.mjs'
import { baseSecurityHeaders, embeddablePaths, frameOptionsHeader } from './src/lib/security/csp'
import { dataSecurityHeaders, sharedUploadPrefixes } from './src/lib/security/policies'
import { locales } from './src/i18n/locales'

// Every path but the pages other sites may frame (`/en/map/embed`), which send frame-ancestors
// only.
const notEmbeddable = `/:path((?!(?:${locales.join('|')})(?:${embeddablePaths.join('|')})(?:/|$)).*)`
// The APIs' answers but the uploads other sites may show.
const sharedUploads = sharedUploadPrefixes.map((prefix) => prefix.replace(/^\/api\//, ''))
const apiAnswers = `/api/:path((?!${sharedUploads.join('|')}).*)`

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The build does not type-check: `npm test` (and CI) runs `tsc --noEmit` once before anything
  // else, and `npm start` should not spend most of a minute checking what the suite checks.
  typescript: { ignoreBuildErrors: true },
  // Turbopack keeps its work on disk for the next build, and a build waits at its end until that is
  // written (over a minute on a busy two-core machine). A build that has no cache to reuse and whose
  // next one will not read it (the first `npm start` of a clone, CI) skips that: they set
  // NEXT_BUILD_CACHE=off (scripts/start.mjs, scripts/test.mjs).
  // `authInterrupts`: `forbidden()`, so the back office answers what a role may not see with 403
  // (src/features/backoffice/not-allowed.ts).
  experimental: {
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
    authInterrupts: true,
  },
  // Sentry's server SDK (loaded only with SENTRY_DSN, src/lib/monitoring/server.ts) hooks Node's
  // module loading for its instrumentation: it runs from node_modules rather than from the server
  // bundle. prom-client: the app's metrics and the production server's must be one registry
  // (src/lib/metrics.ts).
  serverExternalPackages: ['@sentry/nextjs', 'prom-client'],
  // Browser source maps are not built, so none can be served from /_next/static (an e2e test
  // checks).
  productionBrowserSourceMaps: false,
  // The runtime chunks every page runs at start-up are compiled off the main thread in Chromium
  // (scripts/lib/compile-hints.mjs): most of a first visit's blocking time was their lazy
  // compilation. The production server (src/server) is bundled with the build it serves.
  compiler: {
    runAfterProductionCompile: async ({ distDir }) => {
      addCompileHints(distDir)
      await buildProductionServer(distDir)
    },
  },
  // The production server compresses (src/server): shared pages once, when they are made, with
  // the hashes of their scripts in their CSP; Next must hand it plain text.
  compress: false,
  // The production server gives shared pages their validator, from their complete HTML; Next's
  // would cost a second hash of every page.
  generateEtags: false,
  // Rendered pages live in one cache: Redis when REDIS_URL is set (shared by every instance), else
  // memory.
  cacheHandler: path.resolve('src/lib/cache/page-cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  trailingSlash: false, // `/en/about-us/` answers 308 → `/en/about-us` (tested in tests/e2e/routing)
  // Uploads are stored as WebP in the sizes the media collection makes, and pages list those files
  // (src/features/media/MediaImage.tsx). The optimiser (/_next/image) would decode and encode each
  // one again on every cache miss, per instance, for anyone who asks: it is off, and the route
  // answers 404.
  images: { unoptimized: true },
  async headers() {
    return [
      { source: '/:path*', headers: baseSecurityHeaders },
      { source: notEmbeddable, headers: [frameOptionsHeader] },
      // The back office's policy carries a nonce per answer: src/proxy.ts sets it. The APIs answer
      // data no browser should run, frame or embed (src/lib/security/policies.ts).
      { source: apiAnswers, headers: dataSecurityHeaders('same-origin') },
      { source: '/ocpi/:path*', headers: dataSecurityHeaders('same-origin') },
      ...sharedUploadPrefixes.map((prefix) => ({
        source: `${prefix}:path*`,
        headers: dataSecurityHeaders('cross-origin'),
      })),
    ]
  },
}

const withPayloadConfig = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

// Payload asks every response for the visitor's colour scheme (Accept-CH, Critical-CH, Vary) to
// theme its admin. Public pages do not vary by it, and Critical-CH makes a browser's first request
// to the site retry once: only the back office keeps those headers.
const config: NextConfig = {
  ...withPayloadConfig,
  async headers() {
    const rules = (await withPayloadConfig.headers?.()) ?? []
    return rules.map((rule) =>
      rule.headers.some((header) => header.key === 'Critical-CH')
        ? { ...rule, source: '/admin/:path*' }
        : rule,
    )
  },
}

export default function nextConfigFor(phase: string): NextConfig {
  if (phase !== PHASE_PRODUCTION_BUILD) return config
  // The open-source notices of /readme-oss are generated from node_modules at every production
  // build.
  generateOssNotices()
  // A production build makes no source maps (`next dev` keeps its own): Turbopack would write one
  // per server chunk (some 900 files, 280 MB), reading those of node_modules on the way, and nothing
  // uses them: Node maps stack traces only when run with --enable-source-maps, which the server is
  // not, and none are uploaded. BUILD_SOURCE_MAPS=1 makes them, for a debugging session.
  const maps = process.env.BUILD_SOURCE_MAPS === '1'
  return {
    ...config,
    experimental: {
      ...config.experimental,
      turbopackSourceMaps: maps,
      turbopackInputSourceMaps: maps,
    },
  }
}
