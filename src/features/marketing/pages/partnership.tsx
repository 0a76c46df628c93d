import { pageImage } from '@/features/media/image'
import { MediaImage } from '@/features/media/MediaImage'
import { PageHeader } from '@/features/site/PageHeader'
import { pagePaths } from '@/features/site/pages'
import { localeTags } from '@/i18n/locales'
import { moneyFormat } from '@/i18n/format'
import type { Package, PartnerSlide } from '@/payload-types'

import styles from '../marketing.module.css'
import { CallToAction, FaqSection, Section } from '../parts'
import { getPublished } from '../queries'
import { packagesSize, slidesSize } from '../section-sizes'
import { marketingMessages, pageHeader, type PageProps } from './start'

/** What the packages' estimated height depends on (section-sizes.ts). */
const packageShape = (p: Package) => ({
  name: p.name,
  description: p.description ?? '',
  badge: !!p.highlighted,
  perMonth: typeof p.price === 'number',
  condition: p.priceCondition ?? '',
  features: (p.features ?? []).map((f) => f.text),
})

export async function PartnershipPage({ locale }: PageProps) {
  const [t, slides, packages] = await Promise.all([
    marketingMessages(locale),
    getPublished<PartnerSlide>('partner-slides', locale),
    getPublished<Package>('packages', locale),
  ])
  return (
    <>
      <div className="container">
        <PageHeader
          locale={locale}
          pageKey="partnership"
          {...await pageHeader(locale, 'partnership')}
        />
      </div>
      <Section
        id="partners"
        heading={t('partnership.slidesHeading')}
        reserve={slidesSize(
          slides.map((s) => ({
            image: !!pageImage(s.image, locale),
            title: s.title,
            text: s.text ?? '',
            partner: s.partnerName,
          })),
        )}
      >
        {/* Scrolls sideways on narrow screens (CSS only, no carousel script); focusable so keyboard users can scroll it. */}
        <ul className={styles.slides} tabIndex={0} aria-labelledby="partners-heading">
          {slides.map((slide) => {
            const image = pageImage(slide.image, locale)
            return (
              <li key={slide.id} className={styles.card}>
                {image ? (
                  <MediaImage image={image} sizes="(min-width: 1024px) 360px, 85vw" />
                ) : null}
                <h3>{slide.title}</h3>
                <p>{slide.text}</p>
                <p className={styles.meta}>{slide.partnerName}</p>
              </li>
            )
          })}
        </ul>
      </Section>
      <Section
        id="packages"
        heading={t('partnership.packagesHeading')}
        alt
        reserve={packagesSize(packages.map(packageShape))}
      >
        <ul className={styles.grid}>
          {packages.map((p) => (
            <li key={p.id} className={`${styles.card} ${p.highlighted ? styles.highlight : ''}`}>
              {p.highlighted ? (
                <span className={styles.badge}>{t('partnership.recommended')}</span>
              ) : null}
              <h3>{p.name}</h3>
              <p>{p.description}</p>
              <p className={styles.price}>
                {typeof p.price === 'number'
                  ? moneyFormat(localeTags[locale], p.currency || 'EUR', {
                      maximumFractionDigits: 0,
                    }).format(p.price)
                  : t('partnership.onRequest')}
              </p>
              {typeof p.price === 'number' ? (
                <p className={styles.meta}>{t('partnership.perMonth')}</p>
              ) : null}
              {p.priceCondition ? (
                <p className={styles.priceCondition}>{p.priceCondition}</p>
              ) : null}
              <ul className={styles.features}>
                {(p.features ?? []).map((f) => (
                  <li key={f.id ?? f.text}>{f.text}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <FaqSection
        id="faq"
        heading={t('partnership.faqHeading')}
        locale={locale}
        audience="partners"
      />
      <CallToAction
        id="partner-cta"
        heading={t('partnership.ctaHeading')}
        text={t('partnership.ctaText')}
        href={`/${locale}${pagePaths.form}`}
        label={t('common.becomePartner')}
      />
    </>
  )
}
