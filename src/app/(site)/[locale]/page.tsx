import { marketingMetadata } from '@/features/marketing/metadata'
import { HomePage } from '@/features/marketing/HomePage'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export async function generateMetadata({ params }: LocaleParams) {
  return marketingMetadata('home', await pageLocale(params))
}

export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  // FORM SLOT: the lead form goes in `leadForm`, e.g. leadForm={<LeadForm locale={locale} />}.
  return <HomePage locale={locale} leadForm={null} />
}
