import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { getSiteSettings } from '@/features/content/queries'
import { getImpact } from '@/features/content/shared-queries'
import { PageHeader } from '@/features/site/PageHeader'
import { pages } from '@/features/site/pages'
import { localeTags, type Locale } from '@/i18n/locales'
import { siteUrl } from '@/lib/site-url'

import styles from './marketing.module.css'
import { CallToAction, CardList, Chips, FormSlot, LatestNews, Section, StatList, TestimonialList } from './parts'
import { VideoPoster } from './VideoPoster'
import { JsonLd } from '@/features/site/JsonLd'

export const sectorKeys = ['cpo', 'workplaces', 'fleet', 'hospitality', 'residential', 'shopping', 'gas', 'dealerships'] as const
export const offeringKeys = ['backOffice', 'reservations', 'billing', 'marketing', 'whiteLabel', 'api', 'roaming', 'terminals', 'analytics'] as const
export const migrationKeys = ['hardware', 'simple', 'ux', 'scalability', 'support'] as const
export const kpiKeys = ['uptime', 'activity', 'payback'] as const
export const driverKeys = ['booking', 'wallet', 'bonus', 'route'] as const

type T = Awaited<ReturnType<typeof getTranslations<'marketing'>>>

export const offeringCards = (t: T) => offeringKeys.map((k) => ({ key: k, title: t(`home.offering.${k}.title`), text: t(`home.offering.${k}.text`) }))
export const migrationCards = (t: T) => migrationKeys.map((k) => ({ key: k, title: t(`home.migration.${k}.title`), text: t(`home.migration.${k}.text`) }))
export const kpiStats = (t: T) => kpiKeys.map((k) => ({ key: k, value: t(`home.kpis.${k}.value`), label: t(`home.kpis.${k}.label`) }))
export const driverCards = (t: T) => driverKeys.map((k) => ({ key: k, title: t(`home.drivers.${k}.title`), text: t(`home.drivers.${k}.text`) }))
export const sectorNames = (t: T) => sectorKeys.map((k) => t(`home.sectors.${k}`))

/** The two hero videos of the spec (3:35 and 1:18). */
export function heroVideos(t: T) {
  const videos = [
    { key: 'booking', poster: '/marketing/poster-booking.webp', duration: '3:35', title: t('video.booking') },
    { key: 'platform', poster: '/marketing/poster-platform.webp', duration: '1:18', title: t('video.platform') },
  ]
  return videos.map((v) => ({
    ...v,
    watchLabel: t('video.watch', { title: v.title, duration: v.duration }),
    unavailableTitle: t('video.unavailableTitle'),
    unavailableText: t('video.unavailable', { title: v.title, duration: v.duration }),
    closeLabel: t('common.close'),
  }))
}

export async function HomePage({ locale, leadForm }: { locale: Locale; leadForm?: React.ReactNode }) {
  const [t, settings, impact] = await Promise.all([getTranslations({ locale, namespace: 'marketing' }), getSiteSettings(locale), getImpact()])
  const href = (path: string) => `/${locale}${path}`
  const number = new Intl.NumberFormat(localeTags[locale])
  const date = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: 'UTC' })
  const origin = siteUrl().origin
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.brandName,
    url: `${origin}/${locale}`,
    logo: `${origin}/icon.svg`,
    email: settings.supportEmail,
    contactPoint: [{ '@type': 'ContactPoint', telephone: settings.supportPhone, email: settings.supportEmail, contactType: 'customer support', availableLanguage: ['en', 'pt', 'uk'], hoursAvailable: { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '23:59' } }],
    sameAs: settings.socialLinks.map((s) => s.url),
  }
  return (
    <>
      <JsonLd data={organization} />
      <div className="container">
        <div className={styles.hero}>
          <PageHeader
            locale={locale}
            pageKey="home"
            intro={
              <>
                <p className={styles.eyebrow}>{t('home.eyebrow')}</p>
                <p className="lead">{t('home.pitch')}</p>
                <div className={styles.actions}>
                  <Link className="button button--primary" href={href(pages.evDrivers)}>
                    {t('common.bookInApp')}
                  </Link>
                  <Link className="button" href={href(pages.business)}>
                    {t('common.forBusiness')}
                  </Link>
                </div>
              </>
            }
          />
          <div className={styles.videos}>
            {heroVideos(t).map(({ key, ...video }, i) => (
              <VideoPoster key={key} {...video} priority={i === 0} />
            ))}
          </div>
        </div>
      </div>

      <Section id="platform" heading={t('home.platformHeading')} intro={t('home.platformIntro')} alt>
        <CardList items={(['ocpp', 'agnostic', 'booking'] as const).map((k) => ({ key: k, title: t(`home.platformPoints.${k}.title`), text: t(`home.platformPoints.${k}.text`) }))} />
      </Section>
      <Section id="sectors" heading={t('home.sectorsHeading')}>
        <Chips items={sectorNames(t)} />
      </Section>
      <Section id="offering" heading={t('home.offeringHeading')} alt>
        <CardList items={offeringCards(t)} />
      </Section>
      <Section id="migration" heading={t('home.migrationHeading')}>
        <CardList items={migrationCards(t)} />
        <h3 className={styles.subheading}>{t('home.kpiHeading')}</h3>
        <StatList items={kpiStats(t)} />
      </Section>
      <Section id="drivers" heading={t('home.driversHeading')} alt>
        <CardList items={driverCards(t)} />
      </Section>
      <Section id="testimonials" heading={t('home.testimonialsHeading')}>
        <TestimonialList locale={locale} />
      </Section>
      <Section id="support" heading={t('home.supportHeading')} intro={t('home.supportText')} alt>
        <a className="button button--primary" href={`tel:${settings.supportPhone.replace(/[^+\d]/g, '')}`}>
          {t('home.supportCall', { phone: settings.supportPhone })}
        </a>
      </Section>
      <Section id="impact" heading={t('home.impactHeading')}>
        <StatList
          items={[
            { key: 'co2', value: number.format(impact.co2Tons), label: t('home.impactCo2') },
            { key: 'trees', value: number.format(impact.trees), label: t('home.impactTrees') },
          ]}
        />
        {impact.updatedOn ? <p className={styles.meta}>{t('home.impactUpdated', { date: date.format(new Date(impact.updatedOn)) })}</p> : null}
      </Section>
      <Section id="claims" heading={t('home.claimsHeading')} alt>
        <StatList items={(['chargers', 'countries', 'counter'] as const).map((k) => ({ key: k, value: t(`home.claims.${k}.value`), label: t(`home.claims.${k}.label`) }))} />
      </Section>
      <LatestNews locale={locale} heading={t('news.heading')} limit={3} />
      <CallToAction id="join" heading={t('home.joinHeading')} text={t('home.joinText')} href={href(pages.form)} label={t('common.becomePartner')} />
      <FormSlot id="lead-form" heading={t('home.leadHeading')} intro={t('home.leadIntro')} fallback={t('common.formSlot', { email: settings.supportEmail })}>
        {leadForm}
      </FormSlot>
      <CallToAction id="closing" heading={t('home.closingHeading')} text={t('home.closingText')} href={href(pages.contact)} label={t('common.talkToSales')} />
    </>
  )
}
