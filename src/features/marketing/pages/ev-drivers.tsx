import { PageHeader } from '@/features/site/PageHeader'

import { AppLinks, CardList, FaqSection, Section, StepsSection } from '../parts'
import { appLinksSize, cardsSize } from '../section-sizes'
import { getSiteSettings } from '../queries'
import { appLabels, driverCards } from './cards'
import { marketingMessages, pageHeader, type PageProps } from './start'

export async function EvDriversPage({ locale }: PageProps) {
  const [t, settings] = await Promise.all([marketingMessages(locale), getSiteSettings(locale)])
  return (
    <>
      <div className="container">
        <PageHeader
          locale={locale}
          pageKey="evDrivers"
          {...await pageHeader(locale, 'evDrivers')}
        />
        <AppLinks settings={settings} labels={appLabels(t)} />
      </div>
      <Section
        id="benefits"
        heading={t('drivers.benefitsHeading')}
        reserve={cardsSize(driverCards(t))}
      >
        <CardList items={driverCards(t)} />
      </Section>
      <StepsSection
        id="steps"
        heading={t('drivers.stepsHeading')}
        items={(['find', 'book', 'charge', 'earn'] as const).map((k) => t(`drivers.steps.${k}`))}
      />
      <Section
        id="bonuses"
        heading={t('drivers.bonusHeading')}
        intro={t('drivers.bonusText', { appOnly: t('common.appOnly') })}
        reserve={appLinksSize(
          [settings.appLinks.appStore, settings.appLinks.googlePlay].filter(Boolean).length,
        )}
      >
        <AppLinks settings={settings} labels={appLabels(t)} />
      </Section>
      <FaqSection
        id="faq"
        heading={t('drivers.faqHeading')}
        alt
        locale={locale}
        audience="drivers"
      />
    </>
  )
}
