import { JobApplicationForm } from '@/features/forms'
import { pageMetadata } from '@/features/site/metadata'
import { PageHeader } from '@/features/site/PageHeader'
import { pageLocale, type LocaleParams } from '@/features/site/params'
import { getTranslations } from 'next-intl/server'

export async function generateMetadata({ params }: LocaleParams) {
  return pageMetadata('aboutUs', await pageLocale(params))
}

export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'forms' })
  return (
    <div className="container">
      <PageHeader locale={locale} pageKey="aboutUs" />
      <JobApplicationForm locale={locale} position={t('job.openApplication')} />
    </div>
  )
}
