import { getTranslations } from 'next-intl/server'

import { CalculatorSection } from '@/features/calculator/CalculatorPage'
import { verifyPreviewToken } from '@/features/content/preview/token'
import {
  ContactForm,
  DeletionRequestForm,
  JobApplicationForm,
  LeadForm,
  PartnerForm,
} from '@/features/forms'
import { HardwareTeaser } from '@/features/hardware/HardwarePage'
import { marketingMetadata } from '@/features/marketing/metadata'
import { AboutUsPage } from '@/features/marketing/pages/about-us'
import { AccessibilityPage } from '@/features/marketing/pages/accessibility'
import { BusinessPage } from '@/features/marketing/pages/business'
import { ContactPage } from '@/features/marketing/pages/contact'
import { DeleteAccountPage } from '@/features/marketing/pages/delete-account'
import { EvDriversPage } from '@/features/marketing/pages/ev-drivers'
import { HomePage } from '@/features/marketing/pages/home'
import { InviteFriendPage } from '@/features/marketing/pages/invite-friend'
import { LandingPageView, landingMetadata } from '@/features/marketing/pages/landing'
import { LegalPage } from '@/features/marketing/pages/legal'
import { MobileBannerPage } from '@/features/marketing/pages/mobile-banner'
import { PartnerFormPage } from '@/features/marketing/pages/partner-form'
import { PartnershipPage } from '@/features/marketing/pages/partnership'
import { ReadmeOssPage } from '@/features/marketing/pages/readme-oss'
import { appliedPositionTitle } from '@/features/marketing/queries'
import type { PageView } from '@/features/site/view'
import { payloadClient } from '@/lib/payload'

import { one, page } from './shared'

const isHomePreview = async (token: string | undefined) =>
  verifyPreviewToken(token, (await payloadClient()).secret)?.global === 'home-page'

/** The marketing pages, with the forms the app hands them. */
export const views = {
  home: {
    metadata: async ({ locale, query }) => {
      const metadata = await marketingMetadata('home', locale)
      return (await isHomePreview(one(query.token)))
        ? { ...metadata, robots: { index: false, follow: false } }
        : metadata
    },
    render: async ({ locale, query }) => (
      <HomePage
        locale={locale}
        preview={await isHomePreview(one(query.token))}
        leadForm={<LeadForm locale={locale} />}
      />
    ),
  },
  business: page('business', async ({ locale }) => (
    <BusinessPage
      locale={locale}
      form={<LeadForm locale={locale} />}
      tools={
        <>
          <CalculatorSection locale={locale} />
          <HardwareTeaser locale={locale} />
        </>
      }
    />
  )),
  evDrivers: page('evDrivers', async ({ locale }) => <EvDriversPage locale={locale} />),
  partnership: page('partnership', async ({ locale }) => <PartnershipPage locale={locale} />),
  mobileBanner: page('mobileBanner', async ({ locale }) => <MobileBannerPage locale={locale} />),
  form: page('form', async ({ locale }) => (
    <PartnerFormPage locale={locale} form={<PartnerForm locale={locale} />} />
  )),
  aboutUs: page('aboutUs', async ({ locale, query }) => {
    // `?position=<id>` (the Apply link of an open position) preselects it for the application.
    const title =
      (await appliedPositionTitle(locale, one(query.position))) ??
      (await getTranslations({ locale, namespace: 'forms' }))('job.openApplication')
    return (
      <AboutUsPage
        locale={locale}
        form={<JobApplicationForm key={title} locale={locale} position={title} />}
      />
    )
  }),
  contact: page('contact', async ({ locale }) => (
    <ContactPage locale={locale} form={<ContactForm locale={locale} />} />
  )),
  inviteFriend: page('inviteFriend', async ({ locale }) => <InviteFriendPage locale={locale} />),
  deleteAccount: page('deleteAccount', async ({ locale }) => (
    <DeleteAccountPage locale={locale} form={<DeletionRequestForm locale={locale} />} />
  )),
  privacyPolicy: page('privacyPolicy', async ({ locale }) => (
    <LegalPage locale={locale} slug="privacy-policy" />
  )),
  publicAgreement: page('publicAgreement', async ({ locale }) => (
    <LegalPage locale={locale} slug="public-agreement" />
  )),
  readmeOss: page('readmeOss', async ({ locale }) => <ReadmeOssPage locale={locale} />),
  accessibility: page(
    'accessibility',
    async ({ locale }) => <AccessibilityPage locale={locale} />,
    false,
  ),
  wdec: {
    metadata: async ({ locale }) =>
      landingMetadata(locale, 'wdec', await marketingMetadata('wdec', locale)),
    // The campaign landing page editors build from blocks (landing-pages, slug "wdec").
    render: async ({ locale }) => <LandingPageView locale={locale} slug="wdec" />,
  },
} satisfies Record<string, PageView>
