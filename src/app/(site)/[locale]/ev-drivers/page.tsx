import { marketingMetadata } from '@/features/marketing/metadata'
import { EvDriversPage } from '@/features/marketing/pages/ev-drivers'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export async function generateMetadata({ params }: LocaleParams) {
  return marketingMetadata('evDrivers', await pageLocale(params))
}

export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <EvDriversPage locale={locale} />
}
