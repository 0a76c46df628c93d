import { marketingMetadata } from '@/features/marketing/metadata'
import { BusinessPage } from '@/features/marketing/pages'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export async function generateMetadata({ params }: LocaleParams) {
  return marketingMetadata('business', await pageLocale(params))
}

export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  // FORM SLOT: pass the forms feature's lead form as `form`, e.g. form={<LeadForm locale={locale} />}.
  return <BusinessPage locale={locale} form={null} />
}
