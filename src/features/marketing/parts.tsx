import { SiteLink as Link } from '@/features/site/SiteLink'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { SiteSettingsData } from '@/features/content/queries'
import { pageImage } from '@/features/media/image'
import { MediaImage } from '@/features/media/MediaImage'
import { PostCard } from '@/features/news/components/PostCard'
import { getLatestPosts } from '@/features/news/queries'
import { pagePaths } from '@/features/site/pages'
import { TitledItems } from '@/features/site/TitledSection'
import type { Locale } from '@/i18n/locales'
import type { Faq, Testimonial } from '@/payload-types'

import marketing from './marketing.module.css'
import styles from './parts.module.css'
import { getPublished } from './queries'
import { heading2, paragraph, reservedHeight, stack, type Part } from './reserve'
import { ctaSize, faqSize, newsSize, sectionReserve, slotSize, stepsSize } from './section-sizes'

/**
 * A titled page section (h2), its id derived for in-page links and aria-labelledby. `reserve`
 * estimates its children's height (section-sizes.ts), which it reserves until it is drawn.
 */
export function Section({
  id,
  heading,
  intro,
  alt,
  reserve,
  children,
}: {
  id: string
  heading: string
  intro?: ReactNode
  alt?: boolean
  reserve?: Part
  children?: ReactNode
}) {
  return (
    <section
      className={alt ? styles.sectionAlt : styles.section}
      aria-labelledby={`${id}-heading`}
      id={id}
      style={sectionReserve(heading, intro, reserve, !children)}
    >
      <div className="container">
        <h2 id={`${id}-heading`}>{heading}</h2>
        {intro ? <p className={styles.sectionIntro}>{intro}</p> : null}
        {children}
      </div>
    </section>
  )
}

export function CardList({ items }: { items: { key: string; title: string; text: string }[] }) {
  return <TitledItems items={items} className={marketing.grid} itemClassName={marketing.card} />
}

export function StatList({ items }: { items: { key: string; value: string; label: string }[] }) {
  return (
    <dl className={styles.stats}>
      {items.map((item) => (
        <div key={item.key} className={styles.stat}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function Chips({ items }: { items: string[] }) {
  return (
    <ul className={styles.chips}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

/** A tinted section of numbered steps. */
export function StepsSection({
  id,
  heading,
  items,
}: {
  id: string
  heading: string
  items: string[]
}) {
  return (
    <Section id={id} heading={heading} alt reserve={stepsSize(items)}>
      <ol className={styles.steps}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    </Section>
  )
}

export function CallToAction({
  id,
  heading,
  text,
  href,
  label,
}: {
  id: string
  heading: string
  text: string
  href: string
  label: string
}) {
  return (
    <section
      className={styles.section}
      aria-labelledby={`${id}-heading`}
      style={reservedHeight(ctaSize(heading, text))}
    >
      <div className="container">
        <div className={styles.cta}>
          <h2 id={`${id}-heading`}>{heading}</h2>
          <p>{text}</p>
          <Link className="button" href={href}>
            {label}
          </Link>
        </div>
      </div>
    </section>
  )
}

/** App-store links from site settings (the only place bonuses can be spent). */
export function AppLinks({
  settings,
  labels,
}: {
  settings: SiteSettingsData
  labels: { appStore: string; googlePlay: string }
}) {
  return (
    <div className={marketing.actions}>
      {settings.appLinks.appStore ? (
        <a
          className="button button--primary"
          href={settings.appLinks.appStore}
          rel="noopener"
          data-app-store="appStore"
        >
          {labels.appStore}
        </a>
      ) : null}
      {settings.appLinks.googlePlay ? (
        <a
          className="button"
          href={settings.appLinks.googlePlay}
          rel="noopener"
          data-app-store="googlePlay"
        >
          {labels.googlePlay}
        </a>
      ) : null}
    </div>
  )
}

/**
 * Where a form of the forms feature is mounted. A mounted form brings its own section and heading
 * (the lead form must read 'Maximize Your EV Charging Potential' everywhere), so the slot only
 * keeps the anchor; without a form it shows its heading and a note with the contact e-mail.
 */
export function FormSlot({
  id,
  heading,
  intro,
  fallback,
  children,
}: {
  id: string
  heading: string
  intro: string
  fallback: string
  children?: ReactNode
}) {
  if (children) {
    return (
      <div className={styles.formSlot} id={id}>
        <div className="container">{children}</div>
      </div>
    )
  }
  return (
    <section
      className={styles.section}
      id={id}
      aria-labelledby={`${id}-heading`}
      style={reservedHeight(
        stack(heading2(heading), paragraph(intro, { top: 0 }), slotSize(fallback)),
      )}
    >
      <div className="container">
        <h2 id={`${id}-heading`}>{heading}</h2>
        <p className={styles.sectionIntro}>{intro}</p>
        <p className={styles.slot}>{fallback}</p>
      </div>
    </section>
  )
}

/** A section of the FAQ for `audience`, each question opening its answer. */
export async function FaqSection({
  id,
  heading,
  alt,
  locale,
  audience,
}: {
  id: string
  heading: string
  alt?: boolean
  locale: Locale
  audience: 'drivers' | 'business' | 'partners'
}) {
  const docs = (await getPublished<Faq>('faq', locale)).filter((d) => d.audience === audience)
  return (
    <Section id={id} heading={heading} alt={alt} reserve={faqSize(docs.map((q) => q.question))}>
      {docs.length ? (
        <div className={styles.faq}>
          {docs.map((q) => (
            <details key={q.id}>
              <summary>{q.question}</summary>
              <p>{q.answer}</p>
            </details>
          ))}
        </div>
      ) : null}
    </Section>
  )
}

/** Testimonials as cards (the first three of the CMS, blocks/index.tsx). */
export function TestimonialList({ locale, docs }: { locale: Locale; docs: Testimonial[] }) {
  return (
    <ul className={marketing.grid}>
      {docs.map((t) => {
        const photo = pageImage(t.photo, locale)
        return (
          <li key={t.id} className={marketing.card}>
            <figure className={styles.quote}>
              <blockquote>
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption>
                {photo ? (
                  <MediaImage
                    image={photo}
                    alt=""
                    className={styles.avatar}
                    width={48}
                    height={48}
                    sizes="48px"
                  />
                ) : null}
                <span>
                  <strong>{t.author}</strong>
                  {t.role}, {t.company}
                </span>
              </figcaption>
            </figure>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The latest news on the home page (pinned first, as on the news page), with a link to all news.
 */
export async function LatestNews({
  locale,
  id = 'latest-news',
  heading,
  limit = 3,
}: {
  locale: Locale
  id?: string
  heading: string
  limit?: number
}) {
  const [posts, t] = await Promise.all([
    getLatestPosts(locale, limit),
    getTranslations({ locale, namespace: 'nav' }),
  ])
  if (posts.length === 0) return null
  return (
    <Section
      id={id}
      heading={heading}
      reserve={newsSize(
        posts.map((p) => ({ title: p.title, excerpt: p.excerpt, cover: !!p.cover })),
      )}
    >
      <ul className={marketing.grid}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} locale={locale} headingLevel={3} />
          </li>
        ))}
      </ul>
      <p>
        <Link href={`/${locale}${pagePaths.news}`} className="button">
          {t('news')}
        </Link>
      </p>
    </Section>
  )
}
