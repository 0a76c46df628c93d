import { SiteLink as Link } from '@/features/site/SiteLink'
import type { ReactNode } from 'react'

import { PreviewRefresh } from '@/features/content/preview/PreviewRefresh'
import { MediaImage } from '@/features/media/MediaImage'
import { JsonLd } from '@/features/site/JsonLd'
import { PageHeader } from '@/features/site/PageHeader'
import type { Locale } from '@/i18n/locales'
import { siteUrl } from '@/lib/site-url'

import { editorHref, RenderBlocks } from '../blocks'
import { HeroVideo } from '../components/HeroVideo'
import { VideoPoster } from '../components/VideoPoster'
import type { HomeContent, HomeVideo } from '../home-content'
import videoStyles from '../components/video.module.css'
import styles from '../marketing.module.css'
import { getHomeContent, getSiteSettings, type SiteSettingsData } from '../queries'
import { marketingMessages, type MarketingT } from './start'

/**
 * How wide a poster shows (measured): two in a column beside the heading from 1024 px (274 px once
 * the container stops growing at 1280), two side by side from 640, else the container's width.
 */
const posterSizes =
  '(min-width: 1280px) 274px, (min-width: 1024px) 22vw, (min-width: 640px) 47vw, calc(100vw - 2rem)'

const everyDay = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
  (day) => `https://schema.org/${day}`,
)

function organization(locale: Locale, settings: SiteSettingsData) {
  const origin = siteUrl().origin
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.brandName,
    url: `${origin}/${locale}`,
    logo: `${origin}/icon.svg`,
    email: settings.supportEmail,
    contactPoint: [
      {
        '@type': 'ContactPoint',
        telephone: settings.supportPhone,
        email: settings.supportEmail,
        contactType: 'customer support',
        availableLanguage: ['en', 'pt', 'uk'],
        // Support answers around the clock: every day, the whole day.
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: everyDay,
          opens: '00:00',
          closes: '23:59',
        },
      },
    ],
    sameAs: settings.socialLinks.map((s) => s.url),
  }
}

/**
 * A video's poster; the first is the page's largest paint. The button or caption around it names
 * the video.
 */
function Poster({ poster, first }: { poster: HomeVideo['poster']; first: boolean }) {
  return <MediaImage image={poster} alt="" sizes={posterSizes} priority={first} />
}

/**
 * One hero video: a playing video over its poster when a file is uploaded, else the poster alone.
 */
function Video({ video, first, t }: { video: HomeVideo; first: boolean; t: MarketingT }) {
  const label = { title: video.title, duration: video.duration }
  if (!video.video) {
    return (
      <VideoPoster
        id={`video-${video.key}`}
        title={video.title}
        duration={video.duration}
        watchLabel={t('video.watch', label)}
        unavailableTitle={t('video.unavailableTitle')}
        unavailableText={t('video.unavailable', label)}
        closeLabel={t('common.close')}
      >
        <Poster poster={video.poster} first={first} />
      </VideoPoster>
    )
  }
  return (
    <HeroVideo
      src={video.video.url}
      type={video.video.mimeType}
      title={video.title}
      playLabel={t('video.watch', label)}
      pauseLabel={t('video.pause', label)}
    >
      <Poster poster={video.poster} first={first} />
      <span className={videoStyles.posterCaption} aria-hidden="true">
        <span>{video.title}</span>
        <span className={videoStyles.duration}>{video.duration}</span>
      </span>
    </HeroVideo>
  )
}

function Hero({ locale, content, t }: { locale: Locale; content: HomeContent; t: MarketingT }) {
  const { hero } = content
  const intro: ReactNode = (
    <>
      {hero.eyebrow ? <p className={styles.eyebrow}>{hero.eyebrow}</p> : null}
      {hero.pitch ? <p className="lead">{hero.pitch}</p> : null}
      <div className={styles.actions}>
        {hero.primaryLabel ? (
          <Link className="button button--primary" href={editorHref(locale, hero.primaryHref)}>
            {hero.primaryLabel}
          </Link>
        ) : null}
        {hero.secondaryLabel ? (
          <Link className="button" href={editorHref(locale, hero.secondaryHref)}>
            {hero.secondaryLabel}
          </Link>
        ) : null}
      </div>
    </>
  )
  return (
    <div className="container">
      <div className={styles.hero}>
        <PageHeader locale={locale} pageKey="home" heading={hero.title} intro={intro} />
        {content.videos.length ? (
          <div className={videoStyles.videos}>
            {content.videos.map((video, i) => (
              <Video key={video.key} video={video} first={i === 0} t={t} />
            ))}
          </div>
        ) : null}
      </div>
    </div>
  )
}

/**
 * The home page: the editors' hero and sections (`home-page` global); `preview` shows the latest
 * draft.
 */
export async function HomePage({
  locale,
  leadForm,
  preview = false,
}: {
  locale: Locale
  leadForm?: ReactNode
  preview?: boolean
}) {
  const [t, settings, content] = await Promise.all([
    marketingMessages(locale),
    getSiteSettings(locale),
    getHomeContent(locale, preview),
  ])
  return (
    <>
      <JsonLd data={organization(locale, settings)} />
      {preview ? (
        <div className="container">
          <p className={styles.preview} role="note">
            {t('common.preview')}
          </p>
          <PreviewRefresh />
        </div>
      ) : null}
      <Hero locale={locale} content={content} t={t} />
      <RenderBlocks blocks={content.layout} context={{ locale, settings, leadForm }} />
    </>
  )
}
