import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { backofficeAdmin } from './features/backoffice/admin-config'
import { BookingHolds, Bookings } from './features/booking/Bookings'
import { BookingReminders } from './features/booking/Reminders'
import { SalesAvailability } from './features/booking/SalesAvailability'
import { withLeadCalculation } from './features/calculator/lead-fields'
import { PaybackCalculator } from './features/calculator/PaybackCalculator'
import { ChargerModels } from './features/hardware/ChargerModels'
import { withDraftSafety } from './features/backoffice/drafts'
import { restoreFieldErrors } from './features/backoffice/field-errors'
import { withFieldTexts } from './features/backoffice/field-texts'
import { backofficeI18n } from './i18n/backoffice'
import { arrangeCollections, arrangeGlobals } from './features/backoffice/nav'
import { ContentDictionaryValues } from './features/content/ContentDictionaryValues'
import { sharedCollections } from './features/content/collections'
import { sharedGlobals } from './features/content/globals'
import { contentPreview } from './features/content/preview/links'
import { SiteSettings } from './features/content/SiteSettings'
import { submissionCollectionConfigs } from './features/forms/collections'
import { retryDeliveryEndpoint } from './features/forms/delivery/retry'
import { MapState } from './features/map/stations/MapState'
import { WebVitalDays } from './features/site/vitals/days'
import { OcpiRuns } from './features/map/ocpi/OcpiRuns'
import { StationComments } from './features/map/comments/StationComments'
import { Stations } from './features/map/stations/Stations'
import { Tariffs } from './features/map/tariffs/Tariffs'
import { LandingPages, Positions, Videos } from './features/marketing/collections'
import { HomePageContent } from './features/marketing/HomePageContent'
import { pageTextGlobals } from './features/marketing/page-texts'
import { maxFileBytes } from './features/media/limits'
import { Media } from './features/media/Media'
import { mediaStorage } from './features/media/storage'
import { PostCategories } from './features/news/PostCategories'
import { Posts } from './features/news/Posts'
import { Tags } from './features/news/Tags'
import { Payments } from './features/pay/Payments'
import { AuditLog } from './features/privacy/audit/AuditLog'
import { DataProtection } from './features/privacy/DataProtection'
import { privacyEndpoints } from './features/privacy/endpoints'
import { withPersonalData } from './features/privacy/withPersonalData'
import { Goods } from './features/shop/Goods'
import { Markets } from './features/shop/Markets'
import { ShopSlides } from './features/shop/ShopSlides'
import { Orders } from './features/shop/orders/Orders'
import { Users } from './features/users/Users'
import { defaultLocale, locales } from './i18n/locales'
import { databaseAdapter } from './lib/database'
import { withPageCacheTags } from './lib/cache'
import { withPlainListLabels } from './lib/admin-fields/list-labels'
import { withSelfHostedEditors } from './lib/admin-fields/self-hosted-editors'
import { assertValidEnv } from './lib/env'
import { payloadDatabaseUnavailable } from './lib/unavailable'
import { payloadEmail } from './lib/mail'
import { siteJobs } from './lib/jobs'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Whoever loads the config (the server, `payload` commands) stops here on a missing required
// setting.
assertValidEnv()

// Lists name no field by its path ("Delivery > State"): plain twins instead (list-labels.ts).
export default withPlainListLabels(
  buildConfig({
    // No serverURL: media URLs stay root-relative and the back office trusts the address it is
    // reached at, so neither depends on SITE_URL (which names the public origin for links, feeds and
    // e-mails).
    serverURL: '',
    secret: process.env.PAYLOAD_SECRET || 'build-time-placeholder-not-used-at-runtime',
    admin: {
      user: Users.slug,
      importMap: { baseDir: dirname },
      // Dashboard per role, branding, avatar and title (src/features/backoffice).
      ...backofficeAdmin,
      components: {
        ...backofficeAdmin.components,
        afterNavLinks: [
          '/features/booking/admin/AgendaLink#AgendaLink',
          '/features/privacy/admin/PersonRequestsLink#PersonRequestsLink',
        ],
        views: {
          // Payload's login, or the second factor of a login that passed the password.
          login: { Component: '/features/users/second-factor/admin/LoginView#LoginView' },
          // What a role may not see (the page route answers it with 403).
          notAllowed: {
            Component: '/features/backoffice/admin/NotAllowedView#NotAllowedView',
            path: '/not-allowed',
            exact: true,
          },
          // The account's own second factor: codes left, new recovery codes.
          secondFactor: {
            Component: '/features/users/second-factor/admin/SecondFactorView#SecondFactorView',
            path: '/second-factor',
            exact: true,
          },
          personRequests: {
            Component: '/features/privacy/admin/PersonRequestsView#PersonRequestsView',
            path: '/person-requests',
            exact: true,
          },
          // The sales team's meetings by day, a week or a day at a time (src/features/booking).
          agenda: {
            Component: '/features/booking/admin/AgendaView#AgendaView',
            path: '/agenda',
            exact: true,
          },
        },
      },
    },
    i18n: backofficeI18n,
    endpoints: [retryDeliveryEndpoint, ...privacyEndpoints],
    hooks: {
      // A database that cannot be reached is a 503 the back office may retry, not Payload's 500;
      // a validation error keeps its fields in the production build.
      afterError: [payloadDatabaseUnavailable, restoreFieldErrors],
    },
    // Public content is tagged in the page cache where it is read and revalidated where it changes;
    // accounts, orders, payments and submissions never appear on a cached page.
    // Arranged for the navigation: each role's collections first and only those (backoffice/nav.ts).
    collections: arrangeCollections([
      Users,
      ...[
        Media,
        Videos,
        ContentDictionaryValues,
        ...sharedCollections,
        Posts,
        PostCategories,
        Tags,
        Positions,
        // Live preview on its public page (the landing page itself belongs to the marketing feature).
        { ...LandingPages, admin: { ...LandingPages.admin, ...contentPreview('landing-pages') } },
        Markets,
        Goods,
        ShopSlides,
        Stations,
        StationComments,
        Tariffs,
        ChargerModels,
      ].map((collection) => withPageCacheTags(collection, 'collection')),
      Orders,
      Payments,
      OcpiRuns,
      MapState,
      WebVitalDays,
      ...submissionCollectionConfigs.map(withLeadCalculation),
      // Meetings with sales (src/features/booking).
      Bookings,
      BookingHolds,
      BookingReminders,
      SalesAvailability,
      AuditLog,
    ])
      // `anonymisedAt` on every collection of personal records (src/features/privacy/registry.ts).
      .map((collection) => withPersonalData(withSelfHostedEditors(collection)))
      .map((collection) => withDraftSafety(withFieldTexts(collection), 'collection')),
    globals: arrangeGlobals(
      [
        ...[
          SiteSettings,
          HomePageContent,
          ...pageTextGlobals,
          ...sharedGlobals,
          PaybackCalculator,
        ].map((global) => withSelfHostedEditors(withPageCacheTags(global, 'global'))),
        DataProtection,
      ].map((global) => withDraftSafety(withFieldTexts(global), 'global')),
    ),
    jobs: siteJobs(),
    plugins: [mediaStorage()],
    localization: {
      locales: locales.map((code) => ({
        code,
        label: code === 'my' ? 'EN (MY)' : code.toUpperCase(),
        ...(code === 'my' ? { fallbackLocale: 'en' } : {}),
      })),
      defaultLocale,
      fallback: true,
    },
    // The REST route refuses bigger files first with a precise message (src/app/(payload)/api); this
    // bounds the parser too.
    upload: { limits: { fileSize: maxFileBytes } },
    editor: lexicalEditor(),
    email: payloadEmail(),
    db: databaseAdapter(dirname),
    sharp,
    // The types are generated on purpose (`npm run generate:types`) and checked in. Left on, every
    // Payload started outside production (each integration test file, `next dev`) spawned a
    // generator that rewrote the file in the background with that process's environment.
    typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
    graphQL: { disable: true },
    telemetry: false,
    // In production each log entry is one JSON line (what log collectors read: one line per
    // submission, one per delivery attempt). Development, and LOG_FORMAT=pretty, keep Payload's
    // coloured output.
    ...(process.env.NODE_ENV === 'production' && process.env.LOG_FORMAT !== 'pretty'
      ? { logger: { options: { level: process.env.LOG_LEVEL || 'info' } } }
      : {}),
  }),
)
