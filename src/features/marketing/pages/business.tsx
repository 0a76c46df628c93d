import type { ReactNode } from 'react'

import styles from '../marketing.module.css'
import { CardList, Chips, FaqSection, FormSlot, Section, StatList } from '../parts'
import { stack } from '../reserve'
import { cardsSize, chipsSize, statsSize, subheadingSize } from '../section-sizes'
import { kpiStats, migrationCards, offeringCards, sectorNames } from './cards'
import { pageStart, type PageProps } from './start'

/** `tools`: the business tools the route places after the offering (the payback calculator). */
export async function BusinessPage({ locale, form, tools }: PageProps & { tools?: ReactNode }) {
  const { t, settings, header } = await pageStart(locale, 'business')
  return (
    <>
      {header}
      <Section
        id="offering"
        heading={t('business.offeringHeading')}
        intro={t('home.platformIntro')}
        alt
        reserve={cardsSize(offeringCards(t))}
      >
        <CardList items={offeringCards(t)} />
      </Section>
      {tools}
      <Section
        id="sectors"
        heading={t('business.sectorsHeading')}
        reserve={chipsSize(sectorNames(t))}
      >
        <Chips items={sectorNames(t)} />
      </Section>
      <Section
        id="migration"
        heading={t('business.migrationHeading')}
        alt
        reserve={stack(
          cardsSize(migrationCards(t)),
          subheadingSize(t('home.kpiHeading')),
          statsSize(kpiStats(t)),
        )}
      >
        <CardList items={migrationCards(t)} />
        <h3 className={styles.subheading}>{t('home.kpiHeading')}</h3>
        <StatList items={kpiStats(t)} />
      </Section>
      <FaqSection id="faq" heading={t('business.faqHeading')} locale={locale} audience="business" />
      <FormSlot
        id="lead-form"
        heading={t('business.formHeading')}
        intro={t('business.formIntro')}
        fallback={t('common.formSlot', { email: settings.supportEmail })}
      >
        {form}
      </FormSlot>
    </>
  )
}
