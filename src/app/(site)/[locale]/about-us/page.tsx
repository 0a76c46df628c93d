import { getTranslations } from 'next-intl/server'

import { JobApplicationForm } from '@/features/forms'
import { marketingMetadata } from '@/features/marketing/metadata'
import { AboutUsPage } from '@/features/marketing/pages/about-us'
import { appliedPositionTitle } from '@/features/marketing/queries'
import { pageLocale, withoutQuery, type LocaleParams } from '@/features/site/params'

export async function generateMetadata({ params }: LocaleParams) {
  return marketingMetadata('aboutUs', await pageLocale(params))
}

/** `?position=<id>` (the Apply link of an open position) preselects it for the job application. */
export async function AboutUs({
  params,
  searchParams,
}: LocaleParams & { searchParams: Promise<{ position?: string | string[] }> }) {
  const locale = await pageLocale(params)
  const { position } = await searchParams
  const positionId = typeof position === 'string' ? position : undefined
  const title =
    (await appliedPositionTitle(locale, positionId)) ??
    (await getTranslations({ locale, namespace: 'forms' }))('job.openApplication')
  return (
    <AboutUsPage
      locale={locale}
      form={<JobApplicationForm key={title} locale={locale} position={title} />}
    />
  )
}

export default withoutQuery(AboutUs)
