import type { Config } from 'payload'

import { adminDateFormat } from '@/lib/admin-fields/dates'

/**
 * The back office's frame: the dashboard of each role above Payload's collection cards, the
 * company's logo and icon, a skip link past the nav, names for the controls Payload leaves
 * unnamed, a question before a scheduled change is deleted, an avatar of initials (Payload's
 * default, Gravatar, is an outside service the CSP blocks), the tab title and the favicon, all
 * served by the site itself; the time zones of scheduling, started in the editor's own.
 */
export const backofficeAdmin = {
  avatar: { Component: '/features/backoffice/admin/Branding#Avatar' },
  components: {
    beforeDashboard: ['/features/backoffice/dashboard/Dashboard#BackofficeDashboard'],
    // Rendered before the nav: the first stop of Tab is "Skip to the content".
    header: ['/features/backoffice/admin/SkipLink#SkipLink'],
    providers: [
      '/features/backoffice/admin/EditorTimeZone#EditorTimeZone',
      '/features/backoffice/admin/AccessibleFrame#AccessibleFrame',
      '/features/backoffice/admin/ConfirmScheduledDelete#ConfirmScheduledDelete',
    ],
    graphics: {
      Logo: '/features/backoffice/admin/Branding#Logo',
      Icon: '/features/backoffice/admin/Branding#Icon',
    },
  },
  // Dates in lists and document headers in each language's own words and order (date-fns' localised
  // pattern): Payload's default "MMMM do yyyy, h:mm a" reads "листопада 26-е 2026, 10:54 ДП" in
  // Ukrainian. They are the browser's time, so they say its offset ("(GMT+02:00)"): an offset, not
  // a zone name, because date pickers (the list filters) parse this pattern back, and date-fns
  // cannot parse a zone name.
  dateFormat: adminDateFormat,
  // Scheduled publishing names its time zone: the markets' zones here; the browser starts on the
  // editor's own zone (`admin/EditorTimeZone.tsx`), as Payload reads a picked time in the zone shown.
  timezones: {
    defaultTimezone: 'Europe/Kyiv',
    supportedTimezones: ['Europe/Kyiv', 'Europe/Lisbon', 'Asia/Kuala_Lumpur', 'UTC'].map(
      (value) => ({
        label: value,
        value,
      }),
    ),
  },
  meta: {
    titleSuffix: ' · Voltra back office',
    icons: [
      { rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' },
      { rel: 'apple-touch-icon', url: '/apple-touch-icon.png' },
    ],
  },
} satisfies NonNullable<Config['admin']>
