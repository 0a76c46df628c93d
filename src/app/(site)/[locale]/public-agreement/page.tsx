import { marketingMetadata } from '@/features/marketing/metadata'
import { LegalPage } from '@/features/marketing/pages/legal'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export async function generateMetadata({ params }: LocaleParams) {
  return marketingMetadata('publicAgreement', await pageLocale(params))
}

export default async function Page({ params }: LocaleParams) {
  return <LegalPage locale={await pageLocale(params)} slug="public-agreement" />
}
