import { getSiteSettings } from '@/features/content/queries'
import { securityTxt } from '@/features/site/web/securityTxt'
import { defaultLocale } from '@/i18n/locales'
import { siteUrl } from '@/lib/site-url'

// The contact comes from the back office and Expires moves with the date: built on request.
export const dynamic = 'force-dynamic'

export async function GET() {
  const settings = await getSiteSettings(defaultLocale)
  return new Response(securityTxt({ email: settings.supportEmail, origin: siteUrl().origin }), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
