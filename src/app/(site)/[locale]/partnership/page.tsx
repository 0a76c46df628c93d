import { PartnershipPage } from '@/features/marketing/pages/partnership'
import { pageMetadataOf } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export const generateMetadata = pageMetadataOf('partnership')

export default async function Partnership({ params }: LocaleParams) {
  return <PartnershipPage locale={await pageLocale(params)} />
}
