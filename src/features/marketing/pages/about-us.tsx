import { pageImage } from '@/features/media/image'
import { MediaImage } from '@/features/media/MediaImage'
import { PageHeader } from '@/features/site/PageHeader'
import { pagePaths } from '@/features/site/pages'
import type { Position, Team } from '@/payload-types'

import styles from '../marketing.module.css'
import { FormSlot, Section } from '../parts'
import { getPublished, getSiteSettings } from '../queries'
import { marketingMessages, pageHeader, type PageProps } from './start'

/** About us, with open positions; each links back here with `?position=<id>` to apply for it. */
export async function AboutUsPage({ locale, form }: PageProps) {
  const [t, settings, team, positions] = await Promise.all([
    marketingMessages(locale),
    getSiteSettings(locale),
    getPublished<Team>('team', locale),
    getPublished<Position>('positions', locale),
  ])
  return (
    <>
      <div className="container">
        <PageHeader locale={locale} pageKey="aboutUs" {...await pageHeader(locale, 'aboutUs')} />
      </div>
      <Section id="story" heading={t('about.storyHeading')} intro={t('about.story')} />
      <Section id="mission" heading={t('about.missionHeading')} intro={t('about.mission')} alt />
      <Section id="team" heading={t('about.teamHeading')}>
        <ul className={styles.grid}>
          {team.map((person) => {
            const photo = pageImage(person.photo, locale)
            return (
              <li key={person.id} className={`${styles.card} ${styles.person}`}>
                {photo ? (
                  <MediaImage
                    image={photo}
                    alt={person.name}
                    sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 90vw"
                  />
                ) : null}
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
      <Section
        id="careers"
        heading={t('about.careersHeading')}
        intro={positions.length ? t('about.careersIntro') : t('about.noPositions')}
        alt
      >
        <ul className={styles.grid}>
          {positions.map((p) => (
            <li key={p.id} className={styles.card}>
              <h3>{p.title}</h3>
              <p className={styles.meta}>
                {p.location} · {t(`about.employment.${p.employment}`)}
              </p>
              <p>{p.summary}</p>
              <p>
                <a
                  href={`/${locale}${pagePaths.aboutUs}?position=${encodeURIComponent(String(p.id))}#job-application`}
                  className="button"
                >
                  {t('about.apply')}
                  <span className="visually-hidden">: {p.title}</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <FormSlot
        id="job-application"
        heading={t('about.applyHeading')}
        intro={t('about.applyIntro')}
        fallback={t('common.formSlot', { email: settings.supportEmail })}
      >
        {form}
      </FormSlot>
    </>
  )
}
