import { PartnerForm } from '@/features/forms'
import { PartnerFormPage } from '@/features/marketing/pages/partner-form'
import { pageMetadataOf } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export const generateMetadata = pageMetadataOf('form')

export default async function PartnerFormRoute({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <PartnerFormPage locale={locale} form={<PartnerForm locale={locale} />} />
}
