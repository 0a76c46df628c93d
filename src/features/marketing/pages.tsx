import Image from 'next/image'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { getSiteSettings } from '@/features/content/queries'
import { findPublished, getLegalDocument, imageOf } from '@/features/content/shared-queries'
import { PageHeader } from '@/features/site/PageHeader'
import { pages } from '@/features/site/pages'
import { localeTags, type Locale } from '@/i18n/locales'
import { moneyFormat } from '@/i18n/money'
import { payloadClient } from '@/lib/payload'
import type { LandingPage, Package, PartnerSlide, Position, Team } from '@/payload-types'

import { driverCards, kpiStats, migrationCards, offeringCards, sectorNames } from './HomePage'
import styles from './marketing.module.css'
import { readOssNotices } from './oss'
import { AppLinks, CallToAction, CardList, Chips, FaqList, FormSlot, Section, StatList, Steps } from './parts'

type Props = { locale: Locale; form?: ReactNode }

const messages = (locale: Locale) => getTranslations({ locale, namespace: 'marketing' })
const appLabels = (t: Awaited<ReturnType<typeof messages>>) => ({ appStore: t('common.appStore'), googlePlay: t('common.googlePlay') })

export async function BusinessPage({ locale, form }: Props) {
  const [t, settings] = await Promise.all([messages(locale), getSiteSettings(locale)])
  return (
    <>
      <div className="container">
        <PageHeader locale={locale} pageKey="business" />
      </div>
      <Section id="offering" heading={t('business.offeringHeading')} intro={t('home.platformIntro')} alt>
        <CardList items={offeringCards(t)} />
      </Section>
      <Section id="sectors" heading={t('business.sectorsHeading')}>
        <Chips items={sectorNames(t)} />
      </Section>
      <Section id="migration" heading={t('business.migrationHeading')} alt>
        <CardList items={migrationCards(t)} />
        <h3 className={styles.subheading}>{t('home.kpiHeading')}</h3>
        <StatList items={kpiStats(t)} />
      </Section>
      <Section id="faq" heading={t('business.faqHeading')}>
        <FaqList locale={locale} audience="business" />
      </Section>
      <FormSlot id="lead-form" heading={t('business.formHeading')} intro={t('business.formIntro')} fallback={t('common.formSlot', { email: settings.supportEmail })}>
        {form}
      </FormSlot>
    </>
  )
}

export async function EvDriversPage({ locale }: Props) {
  const [t, settings] = await Promise.all([messages(locale), getSiteSettings(locale)])
  return (
    <>
      <div className="container">
        <PageHeader locale={locale} pageKey="evDrivers" />
        <AppLinks settings={settings} labels={appLabels(t)} />
      </div>
      <Section id="benefits" heading={t('drivers.benefitsHeading')}>
        <CardList items={driverCards(t)} />
      </Section>
      <Section id="steps" heading={t('drivers.stepsHeading')} alt>
        <Steps items={(['find', 'book', 'charge', 'earn'] as const).map((k) => t(`drivers.steps.${k}`))} />
      </Section>
      <Section id="bonuses" heading={t('drivers.bonusHeading')} intro={t('drivers.bonusText', { appOnly: t('common.appOnly') })}>
        <AppLinks settings={settings} labels={appLabels(t)} />
      </Section>
      <Section id="faq" heading={t('drivers.faqHeading')} alt>
        <FaqList locale={locale} audience="drivers" />
      </Section>
    </>
  )
}

export async function PartnershipPage({ locale }: Props) {
  const [t, slides, packages] = await Promise.all([
    messages(locale),
    findPublished('partner-slides', locale) as Promise<PartnerSlide[]>,
    findPublished('packages', locale) as Promise<Package[]>,
  ])
  return (
    <>
      <div className="container">
        <PageHeader locale={locale} pageKey="partnership" />
      </div>
      <Section id="partners" heading={t('partnership.slidesHeading')}>
        {/* Scrolls sideways on narrow screens; focusable so keyboard users can scroll it. */}
        <ul className={styles.slides} tabIndex={0} aria-labelledby="partners-heading">
          {slides.map((slide) => {
            const image = imageOf(slide.image)
            return (
              <li key={slide.id} className={styles.card}>
                {image ? <Image src={image.url} alt={image.alt} width={image.width || 640} height={image.height || 640} sizes="(min-width: 1024px) 360px, 85vw" /> : null}
                <h3>{slide.title}</h3>
                <p>{slide.text}</p>
                <p className={styles.meta}>{slide.partnerName}</p>
              </li>
            )
          })}
        </ul>
      </Section>
      <Section id="packages" heading={t('partnership.packagesHeading')} alt>
        <ul className={styles.grid}>
          {packages.map((p) => (
            <li key={p.id} className={`${styles.card} ${p.highlighted ? styles.highlight : ''}`}>
              {p.highlighted ? <span className={styles.badge}>{t('partnership.recommended')}</span> : null}
              <h3>{p.name}</h3>
              <p>{p.description}</p>
              <p className={styles.price}>
                {typeof p.price === 'number'
                  ? moneyFormat(localeTags[locale], p.currency || 'EUR', { maximumFractionDigits: 0 }).format(p.price)
                  : t('partnership.onRequest')}
              </p>
              {typeof p.price === 'number' ? <p className={styles.meta}>{t('partnership.perMonth')}</p> : null}
              {p.priceCondition ? <p className={styles.priceCondition}>{p.priceCondition}</p> : null}
              <ul className={styles.features}>
                {(p.features ?? []).map((f) => (
                  <li key={f.id ?? f.text}>{f.text}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="faq" heading={t('partnership.faqHeading')}>
        <FaqList locale={locale} audience="partners" />
      </Section>
      <CallToAction id="partner-cta" heading={t('partnership.ctaHeading')} text={t('partnership.ctaText')} href={`/${locale}${pages.form}`} label={t('common.becomePartner')} />
    </>
  )
}

export async function MobileBannerPage({ locale }: Props) {
  const [t, settings] = await Promise.all([messages(locale), getSiteSettings(locale)])
  return (
    <div className="container">
      <PageHeader locale={locale} pageKey="mobileBanner" />
      <section className={styles.banner} aria-labelledby="banner-heading">
        <h2 id="banner-heading">{t('banner.heading')}</h2>
        <p>{t('banner.text')}</p>
        <p>{t('common.appOnly')}</p>
        <AppLinks settings={settings} labels={appLabels(t)} />
      </section>
    </div>
  )
}

export async function PartnerFormPage({ locale, form }: Props) {
  const [t, settings] = await Promise.all([messages(locale), getSiteSettings(locale)])
  return (
    <>
      <div className="container">
        <PageHeader locale={locale} pageKey="form" />
      </div>
      <Section id="next" heading={t('form.nextHeading')} alt>
        <Steps items={(['reply', 'call', 'offer'] as const).map((k) => t(`form.next.${k}`))} />
      </Section>
      <FormSlot id="partner-form" heading={t('form.formHeading')} intro={t('partnership.ctaText')} fallback={t('common.formSlot', { email: settings.salesEmail ?? settings.supportEmail })}>
        {form}
      </FormSlot>
    </>
  )
}

/** About us, with open positions; each links back here with `?position=<id>` to apply for it. */
export async function AboutUsPage({ locale, form }: Props) {
  const [t, settings, team, positions] = await Promise.all([
    messages(locale),
    getSiteSettings(locale),
    findPublished('team', locale) as Promise<Team[]>,
    findPublished('positions', locale) as Promise<Position[]>,
  ])
  return (
    <>
      <div className="container">
        <PageHeader locale={locale} pageKey="aboutUs" />
      </div>
      <Section id="story" heading={t('about.storyHeading')} intro={t('about.story')} />
      <Section id="mission" heading={t('about.missionHeading')} intro={t('about.mission')} alt />
      <Section id="team" heading={t('about.teamHeading')}>
        <ul className={styles.grid}>
          {team.map((person) => {
            const photo = imageOf(person.photo)
            return (
              <li key={person.id} className={`${styles.card} ${styles.person}`}>
                {photo ? <Image src={photo.url} alt={person.name} width={photo.width || 320} height={photo.height || 320} sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 90vw" /> : null}
                <h3>{person.name}</h3>
                <p>
                  <strong>{person.role}</strong>
                </p>
                {person.bio ? <p>{person.bio}</p> : null}
              </li>
            )
          })}
        </ul>
      </Section>
      <Section id="careers" heading={t('about.careersHeading')} intro={positions.length ? t('about.careersIntro') : t('about.noPositions')} alt>
        <ul className={styles.grid}>
          {positions.map((p) => (
            <li key={p.id} className={styles.card}>
              <h3>{p.title}</h3>
              <p className={styles.meta}>
                {p.location} · {t(`about.employment.${p.employment}`)}
              </p>
              <p>{p.summary}</p>
              <p>
                <a href={`/${locale}${pages.aboutUs}?position=${encodeURIComponent(String(p.id))}#job-application`} className="button">
                  {t('about.apply')}
                  <span className="visually-hidden">: {p.title}</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <FormSlot id="job-application" heading={t('about.applyHeading')} intro={t('about.applyIntro')} fallback={t('common.formSlot', { email: settings.supportEmail })}>
        {form}
      </FormSlot>
    </>
  )
}

export async function ContactPage({ locale, form }: Props) {
  const [t, settings] = await Promise.all([messages(locale), getSiteSettings(locale)])
  const tel = settings.supportPhone.replace(/[^+\d]/g, '')
  return (
    <>
      <div className="container">
        <PageHeader locale={locale} pageKey="contact" />
      </div>
      <Section id="details" heading={t('contact.detailsHeading')} alt>
        <dl className={styles.contactList}>
          <div className={styles.card}>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <a href={`tel:${tel}`}>{settings.supportPhone}</a>
            </dd>
          </div>
          <div className={styles.card}>
            <dt>{t('contact.email')}</dt>
            <dd>
              <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
            </dd>
          </div>
          {settings.salesEmail ? (
            <div className={styles.card}>
              <dt>{t('contact.sales')}</dt>
              <dd>
                <a href={`mailto:${settings.salesEmail}`}>{settings.salesEmail}</a>
              </dd>
            </div>
          ) : null}
          {settings.address ? (
            <div className={styles.card}>
              <dt>{t('contact.address')}</dt>
              <dd>
                <address>{settings.address}</address>
              </dd>
            </div>
          ) : null}
        </dl>
      </Section>
      <FormSlot id="contact-form" heading={t('contact.formHeading')} intro={t('contact.formIntro')} fallback={t('common.formSlot', { email: settings.supportEmail })}>
        {form}
      </FormSlot>
    </>
  )
}

export async function InviteFriendPage({ locale }: Props) {
  const [t, settings] = await Promise.all([messages(locale), getSiteSettings(locale)])
  return (
    <>
      <div className="container">
        <PageHeader locale={locale} pageKey="inviteFriend" />
      </div>
      <Section id="how" heading={t('invite.howHeading')} alt>
        <Steps items={(['share', 'join', 'earn'] as const).map((k) => t(`invite.steps.${k}`))} />
      </Section>
      <Section id="bonus" heading={t('invite.bonusHeading')} intro={t('invite.bonusText', { appOnly: t('common.appOnly') })}>
        <AppLinks settings={settings} labels={appLabels(t)} />
      </Section>
    </>
  )
}

export async function DeleteAccountPage({ locale, form }: Props) {
  const [t, settings] = await Promise.all([messages(locale), getSiteSettings(locale)])
  return (
    <>
      <div className="container">
        <PageHeader locale={locale} pageKey="deleteAccount" />
      </div>
      <Section id="how" heading={t('delete.howHeading')} intro={t('delete.how')} alt />
      <Section id="conditions" heading={t('delete.conditionsHeading')} intro={t('delete.conditionsIntro')}>
        <ul className={styles.features}>
          {(['payments', 'sessions', 'reservations'] as const).map((k) => (
            <li key={k}>{t(`delete.conditions.${k}`)}</li>
          ))}
        </ul>
      </Section>
      <Section id="retention" heading={t('delete.retentionHeading')} intro={t('delete.retention')} alt>
        <p>
          {t.rich('delete.support', {
            phone: settings.supportPhone,
            email: settings.supportEmail,
            tel: (chunks) => <a href={`tel:${settings.supportPhone.replace(/[^+\d]/g, '')}`}>{chunks}</a>,
            mail: (chunks) => <a href={`mailto:${settings.supportEmail}`}>{chunks}</a>,
          })}
        </p>
      </Section>
      <FormSlot id="delete-account-form" heading={t('delete.formHeading')} intro={t('delete.formIntro')} fallback={t('common.formSlot', { email: settings.supportEmail })}>
        {form}
      </FormSlot>
    </>
  )
}

export async function LegalPage({ locale, slug }: { locale: Locale; slug: 'privacy-policy' | 'public-agreement' }) {
  const [t, doc] = await Promise.all([messages(locale), getLegalDocument(slug, locale)])
  const key = slug === 'privacy-policy' ? 'privacyPolicy' : 'publicAgreement'
  const date = doc.effectiveDate ? new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(doc.effectiveDate)) : ''
  return (
    <div className="container">
      <PageHeader locale={locale} pageKey={key} heading={doc.title || undefined} intro={date ? <p className={styles.meta}>{t('legal.effective', { date })}</p> : undefined} />
      {doc.html ? (
        // HTML produced on the server by Payload's Lexical converter from the editors' document (text is escaped).
        <article className={styles.legal} dangerouslySetInnerHTML={{ __html: doc.html }} />
      ) : (
        <p>{t('legal.empty')}</p>
      )}
    </div>
  )
}


export async function ReadmeOssPage({ locale }: Props) {
  const [t, notices] = await Promise.all([messages(locale), readOssNotices()])
  const date = notices ? new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(notices.generatedAt)) : ''
  return (
    <div className="container">
      <PageHeader locale={locale} pageKey="readmeOss" />
      {notices ? (
        <>
          <p>{t('oss.summary', { count: notices.packages.length })}</p>
          <p className={styles.meta}>{t('oss.generated', { date })}</p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('oss.package')}</th>
                  <th scope="col">{t('oss.version')}</th>
                  <th scope="col">{t('oss.licence')}</th>
                </tr>
              </thead>
              <tbody>
                {notices.packages.map((p) => (
                  <tr key={`${p.name}@${p.version}`}>
                    <td>
                      <a href={p.homepage} rel="noopener nofollow" lang="en">
                        {p.name}
                      </a>
                      {p.copyright.map((line) => (
                        <div key={line} className={styles.meta} lang="en">
                          {line}
                        </div>
                      ))}
                    </td>
                    <td>{p.version}</td>
                    <td lang="en">{p.licence}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <section aria-labelledby="licence-texts">
            <h2 id="licence-texts">{t('oss.licence')}</h2>
            {Object.entries(notices.licenceTexts).map(([licence, text]) => (
              <details key={licence}>
                <summary>{t('oss.showText', { name: licence })}</summary>
                <pre className={styles.table} lang="en">
                  {text}
                </pre>
              </details>
            ))}
          </section>
        </>
      ) : (
        <p>{t('oss.missing')}</p>
      )}
    </div>
  )
}

type LandingBlock = NonNullable<LandingPage['layout']>[number]

/** A landing page editors compose from blocks (hero, features, stats, call to action). */
export async function LandingPageView({ locale, slug }: { locale: Locale; slug: string }) {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'landing-pages', where: { slug: { equals: slug } }, locale, limit: 1, depth: 0, overrideAccess: false, draft: false })
  const page = docs[0]
  if (!page) notFound()
  const href = (value?: string | null) => (!value ? `/${locale}` : value.startsWith('/') ? `/${locale}${value}` : value)
  const renderBlock = (block: LandingBlock, i: number) => {
    const id = `block-${i}`
    switch (block.blockType) {
      case 'hero':
        return (
          <div key={id} className="container">
            {block.eyebrow ? <p className={styles.eyebrow}>{block.eyebrow}</p> : null}
            <p className="lead">{block.text}</p>
            {block.ctaLabel ? (
              <div className={styles.actions}>
                <a className="button button--primary" href={href(block.ctaHref)}>
                  {block.ctaLabel}
                </a>
              </div>
            ) : null}
          </div>
        )
      case 'features':
        return (
          <Section key={id} id={id} heading={block.heading} alt>
            <CardList items={(block.items ?? []).map((item, j) => ({ key: item.id ?? String(j), title: item.title, text: item.text }))} />
          </Section>
        )
      case 'stats':
        return (
          <Section key={id} id={id} heading={block.heading}>
            <StatList items={(block.items ?? []).map((item, j) => ({ key: item.id ?? String(j), value: item.value, label: item.label }))} />
          </Section>
        )
      case 'cta':
        return <CallToAction key={id} id={id} heading={block.heading} text={block.text ?? ''} href={href(block.ctaHref)} label={block.ctaLabel ?? ''} />
      default:
        return null
    }
  }
  return (
    <>
      <div className="container">
        <PageHeader locale={locale} pageKey="wdec" heading={page.title} intro={<p className="lead">{page.description}</p>} />
      </div>
      {(page.layout ?? []).map(renderBlock)}
    </>
  )
}

/** Metadata of a landing page: the editors' title and description over the page's defaults. */
export async function landingMetadata(locale: Locale, slug: string, base: import('next').Metadata): Promise<import('next').Metadata> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'landing-pages', where: { slug: { equals: slug } }, locale, limit: 1, depth: 0, overrideAccess: false, draft: false })
  const page = docs[0]
  if (!page) return base
  return {
    ...base,
    title: page.title,
    description: page.description,
    openGraph: { ...base.openGraph, title: page.title, description: page.description },
    twitter: { ...base.twitter, title: page.title, description: page.description },
  }
}

/** The title of the open position a visitor applies for (`?position=<id>`), if it is published. */
export async function appliedPositionTitle(locale: Locale, positionId: string | undefined): Promise<string | undefined> {
  if (!positionId) return undefined
  const positions = (await findPublished('positions', locale)) as Position[]
  return positions.find((p) => String(p.id) === positionId)?.title ?? undefined
}
