import { NextResponse, type NextRequest } from 'next/server'

import { getSiteSettings } from '@/features/content/queries'
import { detectDevice } from '@/features/site/device'
import { pagePaths } from '@/features/site/pages'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { withApiErrors } from '@/lib/http'
import { siteUrl } from '@/lib/site-url'

export const dynamic = 'force-dynamic'

/**
 * `GET /api/v1/app[?locale=]`: what the app buttons' QR code opens. A phone goes to its store;
 * anything else (or a store link not configured) to the drivers' page of the site.
 */
export const GET = withApiErrors(async (request: NextRequest) => {
  const requested = request.nextUrl.searchParams.get('locale')
  const locale = isLocale(requested) ? requested : defaultLocale
  const device = detectDevice(request.headers.get('user-agent') ?? '')
  const { appLinks } = await getSiteSettings(locale)
  const store = device.ios ? appLinks.appStore : device.android ? appLinks.googlePlay : null
  const target = store || new URL(`/${locale}${pagePaths.evDrivers}`, siteUrl()).toString()
  return NextResponse.redirect(target, {
    status: 302,
    headers: { 'Cache-Control': 'no-store', Vary: 'User-Agent' },
  })
})
