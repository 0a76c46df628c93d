import { ReadmeOssPage } from '@/features/marketing/pages/readme-oss'
import { pageMetadataOf } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export const generateMetadata = pageMetadataOf('readmeOss')

export default async function ReadmeOss({ params }: LocaleParams) {
  return <ReadmeOssPage locale={await pageLocale(params)} />
}
