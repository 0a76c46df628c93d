import { LeadForm } from '@/features/forms'
import { HomePage } from '@/features/marketing/HomePage'
import { marketingMetadata } from '@/features/marketing/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export async function generateMetadata({ params }: LocaleParams) {
  return marketingMetadata('home', await pageLocale(params))
}

export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <HomePage locale={locale} leadForm={<LeadForm locale={locale} />} />
}
