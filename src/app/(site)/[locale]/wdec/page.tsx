import { marketingMetadata } from '@/features/marketing/metadata'
import { LandingPageView } from '@/features/marketing/pages'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export async function generateMetadata({ params }: LocaleParams) {
  return marketingMetadata('wdec', await pageLocale(params))
}

/** The campaign landing page editors build from blocks (landing-pages, slug "wdec"). */
export default async function Page({ params }: LocaleParams) {
  return <LandingPageView locale={await pageLocale(params)} slug="wdec" />
}
