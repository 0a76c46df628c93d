import { ContactForm } from '@/features/forms'
import { marketingMetadata } from '@/features/marketing/metadata'
import { ContactPage } from '@/features/marketing/pages/contact'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export async function generateMetadata({ params }: LocaleParams) {
  return marketingMetadata('contact', await pageLocale(params))
}

export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <ContactPage locale={locale} form={<ContactForm locale={locale} />} />
}
