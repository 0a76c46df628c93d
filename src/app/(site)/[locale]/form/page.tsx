import { PartnerForm } from '@/features/forms'
import { marketingMetadata } from '@/features/marketing/metadata'
import { PartnerFormPage } from '@/features/marketing/pages/partner-form'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export async function generateMetadata({ params }: LocaleParams) {
  return marketingMetadata('form', await pageLocale(params))
}

export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <PartnerFormPage locale={locale} form={<PartnerForm locale={locale} />} />
}
