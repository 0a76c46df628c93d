import { marketingMetadata } from '@/features/marketing/metadata'
import { AboutUsPage } from '@/features/marketing/pages'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export async function generateMetadata({ params }: LocaleParams) {
  return marketingMetadata('aboutUs', await pageLocale(params))
}

export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  // FORM SLOT: pass the job application form as `form`.
  return <AboutUsPage locale={locale} form={null} />
}
