import { marketingMetadata } from '@/features/marketing/metadata'
import { ContactPage } from '@/features/marketing/pages'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export async function generateMetadata({ params }: LocaleParams) {
  return marketingMetadata('contact', await pageLocale(params))
}

export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  // FORM SLOT: pass the contact form as `form`.
  return <ContactPage locale={locale} form={null} />
}
