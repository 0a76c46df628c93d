import type { Metadata } from 'next'

import { LandingPageView, landingMetadata } from '@/features/marketing/pages/landing'
import { pageMetadata } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

// The campaign landing page editors build from blocks (landing-pages, slug "wdec").
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  return landingMetadata(locale, 'wdec', await pageMetadata('wdec', locale))
}

export default async function Wdec({ params }: LocaleParams) {
  return <LandingPageView locale={await pageLocale(params)} slug="wdec" />
}
