import { marketingMetadata } from '@/features/marketing/metadata'
import { MobileBannerPage } from '@/features/marketing/pages/mobile-banner'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export async function generateMetadata({ params }: LocaleParams) {
  return marketingMetadata('mobileBanner', await pageLocale(params))
}

export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <MobileBannerPage locale={locale} />
}
