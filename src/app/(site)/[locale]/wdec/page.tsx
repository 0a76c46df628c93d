import { marketingMetadata } from '@/features/marketing/metadata'
import { LandingPageView, landingMetadata } from '@/features/marketing/pages/landing'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return landingMetadata(locale, 'wdec', await marketingMetadata('wdec', locale))
}

/** The campaign landing page editors build from blocks (landing-pages, slug "wdec"). */
export default async function Page({ params }: LocaleParams) {
  return <LandingPageView locale={await pageLocale(params)} slug="wdec" />
}
