import { AccessibilityPage } from '@/features/marketing/pages/accessibility'
import { pageMetadataOf } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export const generateMetadata = pageMetadataOf('accessibility')

export default async function Accessibility({ params }: LocaleParams) {
  return <AccessibilityPage locale={await pageLocale(params)} />
}
