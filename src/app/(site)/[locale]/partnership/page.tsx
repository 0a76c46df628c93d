import { marketingMetadata } from '@/features/marketing/metadata'
import { PartnershipPage } from '@/features/marketing/pages/partnership'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export async function generateMetadata({ params }: LocaleParams) {
  return marketingMetadata('partnership', await pageLocale(params))
}

export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <PartnershipPage locale={locale} />
}
