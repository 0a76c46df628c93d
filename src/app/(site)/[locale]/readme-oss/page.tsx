import { marketingMetadata } from '@/features/marketing/metadata'
import { ReadmeOssPage } from '@/features/marketing/pages/readme-oss'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export async function generateMetadata({ params }: LocaleParams) {
  return marketingMetadata('readmeOss', await pageLocale(params))
}

export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <ReadmeOssPage locale={locale} />
}
