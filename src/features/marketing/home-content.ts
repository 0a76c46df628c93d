import type { Locale } from '@/i18n/locales'
import enMarketing from '@/i18n/messages/en/marketing.json'
import enPages from '@/i18n/messages/en/pages.json'
import myMarketing from '@/i18n/messages/my/marketing.json'
import myPages from '@/i18n/messages/my/pages.json'
import ptMarketing from '@/i18n/messages/pt/marketing.json'
import ptPages from '@/i18n/messages/pt/pages.json'
import uaMarketing from '@/i18n/messages/ua/marketing.json'
import uaPages from '@/i18n/messages/ua/pages.json'
import { builtInImage, type PageImage } from '@/features/media/image'
import { pagePaths } from '@/features/site/pages'

import type { PageBlock } from './blocks/config'

/** The home page's built-in cards and figures, also shown by the business and drivers pages. */
export const offeringKeys = [
  'backOffice',
  'reservations',
  'billing',
  'marketing',
  'whiteLabel',
  'api',
  'roaming',
  'terminals',
  'analytics',
] as const
export const migrationKeys = ['hardware', 'simple', 'ux', 'scalability', 'support'] as const
export const kpiKeys = ['uptime', 'activity', 'payback'] as const
export const driverKeys = ['booking', 'wallet', 'bonus', 'route'] as const
export const sectorKeys = [
  'cpo',
  'workplaces',
  'fleet',
  'hospitality',
  'residential',
  'shopping',
  'gas',
  'dealerships',
] as const

/**
 * The home page as it shipped before editors owned it, built from the message files: the seed
 * writes it into the `home-page` global, and a site whose global was never saved shows exactly
 * this.
 */
export type HomeVideo = {
  key: string
  title: string
  duration: string
  poster: PageImage
  video: { url: string; mimeType: string } | null
}
export type HomeContent = {
  hero: {
    title: string
    eyebrow: string
    pitch: string
    primaryLabel: string
    primaryHref: string
    secondaryLabel: string
    secondaryHref: string
  }
  videos: HomeVideo[]
  layout: PageBlock[]
}

type Messages = Record<string, unknown>

const messageFiles: Record<Locale, { marketing: Messages; pages: Messages }> = {
  en: { marketing: enMarketing, pages: enPages },
  my: { marketing: myMarketing, pages: myPages },
  pt: { marketing: ptMarketing, pages: ptPages },
  ua: { marketing: uaMarketing, pages: uaPages },
}

/** The source text of a message (placeholders such as {phone} stay for the page to fill in). */
function text(messages: Messages, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages)
  if (typeof value !== 'string') throw new Error(`Missing message ${key}`)
  return value
}

/** The hero videos (3:35 and 1:18) and their posters shipped with the site. */
export const builtInVideos = [
  { key: 'booking', duration: '3:35', poster: '/marketing/poster-booking.webp' },
  { key: 'platform', duration: '1:18', poster: '/marketing/poster-platform.webp' },
] as const

/** A locale's marketing messages read as a text, a group's cards, a group's figures. */
function reader(m: Messages) {
  const t = (key: string) => text(m, key)
  return {
    t,
    cards: (group: string, keys: readonly string[]) =>
      keys.map((k) => ({ title: t(`${group}.${k}.title`), text: t(`${group}.${k}.text`) })),
    figures: (group: string, keys: readonly string[]) =>
      keys.map((k) => ({ value: t(`${group}.${k}.value`), label: t(`${group}.${k}.label`) })),
  }
}
type Reader = ReturnType<typeof reader>

/** What the platform does and for whom: platform, sectors, offering, migration, drivers. */
const offeringSections = ({ t, cards, figures }: Reader) =>
  [
    {
      blockType: 'features',
      anchor: 'platform',
      shaded: true,
      heading: t('home.platformHeading'),
      intro: t('home.platformIntro'),
      items: cards('home.platformPoints', ['ocpp', 'agnostic', 'booking']),
    },
    {
      blockType: 'chips',
      anchor: 'sectors',
      shaded: false,
      heading: t('home.sectorsHeading'),
      items: sectorKeys.map((k) => ({ text: t(`home.sectors.${k}`) })),
    },
    {
      blockType: 'features',
      anchor: 'offering',
      shaded: true,
      heading: t('home.offeringHeading'),
      items: cards('home.offering', offeringKeys),
    },
    {
      blockType: 'features',
      anchor: 'migration',
      shaded: false,
      heading: t('home.migrationHeading'),
      items: cards('home.migration', migrationKeys),
      figuresHeading: t('home.kpiHeading'),
      figures: figures('home.kpis', kpiKeys),
    },
    {
      blockType: 'features',
      anchor: 'drivers',
      shaded: true,
      heading: t('home.driversHeading'),
      items: cards('home.drivers', driverKeys),
    },
  ] as PageBlock[]

/** Why to trust it: testimonials, support, impact, claims, the latest news. */
const trustSections = ({ t, figures }: Reader) =>
  [
    {
      blockType: 'testimonials',
      anchor: 'testimonials',
      shaded: false,
      heading: t('home.testimonialsHeading'),
    },
    {
      blockType: 'support',
      anchor: 'support',
      shaded: true,
      heading: t('home.supportHeading'),
      text: t('home.supportText'),
      callLabel: t('home.supportCall'),
    },
    {
      blockType: 'impact',
      anchor: 'impact',
      shaded: false,
      heading: t('home.impactHeading'),
      co2Label: t('home.impactCo2'),
      treesLabel: t('home.impactTrees'),
      updatedLabel: t('home.impactUpdated'),
    },
    {
      blockType: 'stats',
      anchor: 'claims',
      shaded: true,
      heading: t('home.claimsHeading'),
      items: figures('home.claims', ['chargers', 'countries', 'counter']),
    },
    {
      blockType: 'latestNews',
      anchor: 'latest-news',
      shaded: false,
      heading: t('news.heading'),
      count: 3,
    },
  ] as PageBlock[]

/** What to do next: become a partner, the lead form, talk to sales. */
const invitationSections = ({ t }: Reader) =>
  [
    {
      blockType: 'cta',
      anchor: 'join',
      heading: t('home.joinHeading'),
      text: t('home.joinText'),
      ctaLabel: t('common.becomePartner'),
      ctaHref: pagePaths.form,
    },
    {
      blockType: 'leadForm',
      anchor: 'lead-form',
      heading: t('home.leadHeading'),
      intro: t('home.leadIntro'),
    },
    {
      blockType: 'cta',
      anchor: 'closing',
      heading: t('home.closingHeading'),
      text: t('home.closingText'),
      ctaLabel: t('common.talkToSales'),
      ctaHref: pagePaths.contact,
    },
  ] as PageBlock[]

export async function defaultHomeContent(locale: Locale): Promise<HomeContent> {
  const { marketing: m, pages: p } = messageFiles[locale]
  const messages = reader(m)
  const { t } = messages
  return {
    hero: {
      title: text(p, 'home.heading'),
      eyebrow: t('home.eyebrow'),
      pitch: t('home.pitch'),
      primaryLabel: t('common.bookInApp'),
      primaryHref: pagePaths.evDrivers,
      secondaryLabel: t('common.forBusiness'),
      secondaryHref: pagePaths.business,
    },
    videos: builtInVideos.map((v) => ({
      key: v.key,
      title: t(`video.${v.key}`),
      duration: v.duration,
      poster: builtInImage(v.poster, 1280, 720),
      video: null,
    })),
    layout: [
      ...offeringSections(messages),
      ...trustSections(messages),
      ...invitationSections(messages),
    ],
  }
}
