import { AccessibilityPage } from '@/features/marketing/pages/accessibility'
import { pageMetadata } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export async function generateMetadata({ params }: LocaleParams) {
  return pageMetadata('accessibility', await pageLocale(params))
}

export default async function Page({ params }: LocaleParams) {
  return <AccessibilityPage locale={await pageLocale(params)} />
}
