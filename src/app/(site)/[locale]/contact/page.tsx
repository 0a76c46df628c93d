import { ContactForm } from '@/features/forms'
import { ContactPage } from '@/features/marketing/pages/contact'
import { pageMetadataOf } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export const generateMetadata = pageMetadataOf('contact')

export default async function Contact({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <ContactPage locale={locale} form={<ContactForm locale={locale} />} />
}
