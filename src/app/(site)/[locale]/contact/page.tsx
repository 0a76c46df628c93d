import { ContactForm } from '@/features/forms'
import { pageMetadata } from '@/features/site/metadata'
import { PageHeader } from '@/features/site/PageHeader'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export async function generateMetadata({ params }: LocaleParams) {
  return pageMetadata('contact', await pageLocale(params))
}

export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return (
    <div className="container">
      <PageHeader locale={locale} pageKey="contact" />
      <ContactForm locale={locale} />
    </div>
  )
}
