import type { Config } from 'payload'

/**
 * The back office's frame: the dashboard of each role above Payload's collection cards, the
 * company's logo and icon, an avatar of initials (Payload's default, Gravatar, is an outside
 * service the CSP blocks), the tab title and the favicon, all served by the site itself; the time
 * zones of scheduling.
 */
export const backofficeAdmin = {
  avatar: { Component: '/features/backoffice/admin/Branding#Avatar' },
  components: {
    beforeDashboard: ['/features/backoffice/dashboard/Dashboard#BackofficeDashboard'],
    graphics: {
      Logo: '/features/backoffice/admin/Branding#Logo',
      Icon: '/features/backoffice/admin/Branding#Icon',
    },
  },
  // Dates in lists and document headers in each language's own words and order (date-fns' localised
  // pattern): Payload's default "MMMM do yyyy, h:mm a" reads "листопада 26-е 2026, 10:54 ДП" in
  // Ukrainian.
  dateFormat: 'PPp',
  // Scheduled publishing names its time zone; the markets' zones, Kyiv first (where stations
  // default to).
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
