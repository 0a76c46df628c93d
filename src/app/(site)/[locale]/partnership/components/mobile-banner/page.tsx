import { MobileBannerPage } from '@/features/marketing/pages/mobile-banner'
import { pageMetadataOf } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

// The mobile-app banner on a page of its own, for the app to embed.
export const generateMetadata = pageMetadataOf('mobileBanner')

export default async function MobileBanner({ params }: LocaleParams) {
  return <MobileBannerPage locale={await pageLocale(params)} />
}
