import { getTranslations } from 'next-intl/server'

import { verifyPreviewToken } from '@/features/content/preview/token'
import { JobApplicationForm, LeadForm } from '@/features/forms'
import { AboutUsPage } from '@/features/marketing/pages/about-us'
import { HomePage } from '@/features/marketing/pages/home'
import { appliedPositionTitle } from '@/features/marketing/queries'
import { pageMetadata } from '@/features/site/metadata'
import { oneValue, type PageView } from '@/features/site/view'
import { payloadClient } from '@/lib/payload'

/**
 * The marketing pages that their cached route and their twin (query/marketing) both render, with
 * the forms the app hands them: the home page (its twin shows an editor's draft preview) and about
 * us (`?position=<id>`, an open position's Apply link, preselects it for the application).
 */
const isHomePreview = async (token: string | undefined) =>
  verifyPreviewToken(token, (await payloadClient()).secret)?.global === 'home-page'

export const home: PageView = {
  metadata: async ({ locale, query }) => {
    const metadata = await pageMetadata('home', locale)
    return (await isHomePreview(oneValue(query.token)))
      ? { ...metadata, robots: { index: false, follow: false } }
      : metadata
  },
  render: async ({ locale, query }) => (
    <HomePage
      locale={locale}
      preview={await isHomePreview(oneValue(query.token))}
      leadForm={<LeadForm locale={locale} />}
    />
  ),
}

export const aboutUs: PageView = {
  metadata: ({ locale }) => pageMetadata('aboutUs', locale),
  render: async ({ locale, query }) => {
    const title =
      (await appliedPositionTitle(locale, oneValue(query.position))) ??
      (await getTranslations({ locale, namespace: 'forms' }))('job.openApplication')
    return (
      <AboutUsPage
        locale={locale}
        form={<JobApplicationForm key={title} locale={locale} position={title} />}
      />
    )
  },
}
