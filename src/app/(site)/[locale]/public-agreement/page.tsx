import { LegalPage } from '@/features/marketing/pages/legal'
import { pageMetadataOf } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export const generateMetadata = pageMetadataOf('publicAgreement')

export default async function PublicAgreement({ params }: LocaleParams) {
  return <LegalPage locale={await pageLocale(params)} slug="public-agreement" />
}
