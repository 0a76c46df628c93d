import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { ContentDictionaryValues } from './features/content/ContentDictionaryValues'
import { sharedCollections, sharedGlobals } from './features/content/shared'
import { SiteSettings } from './features/content/SiteSettings'
import { submissionCollectionConfigs } from './features/forms/collections'
import { StationComments } from './features/map/StationComments'
import { Stations } from './features/map/Stations'
import { LandingPages, Positions } from './features/marketing/collections'
import { Media } from './features/media/Media'
import { PostCategories } from './features/news/PostCategories'
import { Posts } from './features/news/Posts'
import { Tags } from './features/news/Tags'
import { Payments } from './features/pay/Payments'
import { Goods } from './features/shop/Goods'
import { Markets } from './features/shop/Markets'
import { ShopSlides } from './features/shop/ShopSlides'
import { Orders } from './features/shop/orders/Orders'
import { Users } from './features/users/Users'
import { defaultLocale, locales } from './i18n/locales'
import { databaseAdapter } from './lib/database'
import { withPageCacheTags } from './lib/cache'
import { assertValidEnv } from './lib/env'
import { payloadEmail } from './lib/mail'
import { siteJobs } from './lib/jobs'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Whoever loads the config (the server, `payload` commands) stops here on a missing required setting.
assertValidEnv()

export default buildConfig({
  // No serverURL: media URLs stay root-relative and the back office trusts the address it is reached
  // at, so neither depends on SITE_URL (which names the public origin for links, feeds and e-mails).
  serverURL: '',
  secret: process.env.PAYLOAD_SECRET || 'build-time-placeholder-not-used-at-runtime',
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Back office' },
  },
  // Public content is tagged in the page cache where it is read and revalidated where it changes;
  // accounts, orders, payments and submissions never appear on a cached page.
  collections: [
    Users,
    ...[
      Media,
      ContentDictionaryValues,
      ...sharedCollections,
      Posts,
      PostCategories,
      Tags,
      Positions,
      LandingPages,
      Markets,
      Goods,
      ShopSlides,
      Stations,
      StationComments,
    ].map((collection) => withPageCacheTags(collection, 'collection')),
    Orders,
    Payments,
    ...submissionCollectionConfigs,
  ],
  globals: [SiteSettings, ...sharedGlobals].map((global) => withPageCacheTags(global, 'global')),
  jobs: siteJobs(),
  localization: {
    locales: locales.map((code) => ({ code, label: code === 'my' ? 'EN (MY)' : code.toUpperCase(), ...(code === 'my' ? { fallbackLocale: 'en' } : {}) })),
    defaultLocale,
    fallback: true,
  },
  editor: lexicalEditor(),
  email: payloadEmail(),
  db: databaseAdapter(dirname),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  graphQL: { disable: true },
  telemetry: false,
  // In production each log entry is one JSON line (what log collectors read: one line per submission,
  // one per delivery attempt). Development, and LOG_FORMAT=pretty, keep Payload's coloured output.
  ...(process.env.NODE_ENV === 'production' && process.env.LOG_FORMAT !== 'pretty' ? { logger: { options: { level: process.env.LOG_LEVEL || 'info' } } } : {}),
})
