import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { ContentDictionaryValues } from './features/content/ContentDictionaryValues'
import { SiteSettings } from './features/content/SiteSettings'
import { StationComments } from './features/map/StationComments'
import { Stations } from './features/map/Stations'
import { Media } from './features/media/Media'
import { Payments } from './features/pay/Payments'
import { Users } from './features/users/Users'
import { defaultLocale, locales } from './i18n/locales'
import { databaseAdapter } from './lib/database'

const dirname = path.dirname(fileURLToPath(import.meta.url))

if (!process.env.PAYLOAD_SECRET && process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build') {
  throw new Error('PAYLOAD_SECRET is not set. Set it in the environment or in .env (see .env.example) before starting the server.')
}

export default buildConfig({
  serverURL: process.env.SITE_URL || '',
  secret: process.env.PAYLOAD_SECRET || 'build-time-placeholder-not-used-at-runtime',
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Back office' },
  },
  collections: [Users, Media, ContentDictionaryValues, Stations, StationComments, Payments],
  globals: [SiteSettings],
  localization: {
    locales: locales.map((code) => ({ code, label: code === 'my' ? 'EN (MY)' : code.toUpperCase(), ...(code === 'my' ? { fallbackLocale: 'en' } : {}) })),
    defaultLocale,
    fallback: true,
  },
  editor: lexicalEditor(),
  db: databaseAdapter(dirname),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  graphQL: { disable: true },
  telemetry: false,
})
