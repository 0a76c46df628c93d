import { LegalPage } from '@/features/marketing/pages/legal'
import { pageMetadataOf } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export const generateMetadata = pageMetadataOf('privacyPolicy')

export default async function PrivacyPolicy({ params }: LocaleParams) {
  return <LegalPage locale={await pageLocale(params)} slug="privacy-policy" />
}
