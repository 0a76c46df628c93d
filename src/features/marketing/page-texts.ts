import type { Field, GlobalConfig } from 'payload'

import { isEditor, publicContent } from '@/access'
import { adminLabels, type AdminLabel } from '@/i18n/backoffice/labels'
import type { PreviewableGlobal } from '@/features/content/preview/documents'
import { globalPreview } from '@/features/content/preview/links'
import type { Locale } from '@/i18n/locales'
import enMarketing from '@/i18n/messages/en/marketing.json'
import enPages from '@/i18n/messages/en/pages.json'
import myMarketing from '@/i18n/messages/my/marketing.json'
import myPages from '@/i18n/messages/my/pages.json'
import ptMarketing from '@/i18n/messages/pt/marketing.json'
import ptPages from '@/i18n/messages/pt/pages.json'
import uaMarketing from '@/i18n/messages/ua/marketing.json'
import uaPages from '@/i18n/messages/ua/pages.json'

/**
 * The texts of the marketing pages other than the home page (which has its own global): section
 * headings, steps, labels, and each page's heading and introduction. The fields mirror the message
 * files, which stay the defaults: an empty field, or one whose {placeholders} and <tags> differ
 * from the default's, shows the default, so a slip in the back office never breaks a page.
 */
export type TextTree = { [key: string]: string | TextTree }

const marketingFiles: Record<Locale, TextTree> = {
  en: enMarketing,
  my: myMarketing,
  pt: ptMarketing,
  ua: uaMarketing,
}
const pageFiles: Record<Locale, TextTree> = { en: enPages, my: myPages, pt: ptPages, ua: uaPages }

/** Page keys (messages `pages.<key>`) whose heading and introduction editors set here. */
export const editablePageHeaders = [
  'business',
  'evDrivers',
  'partnership',
  'mobileBanner',
  'form',
  'aboutUs',
  'contact',
  'inviteFriend',
  'deleteAccount',
  'readmeOss',
  'businessCalculator',
  'businessHardware',
  'accessibility',
] as const

/**
 * One global per part (PostgreSQL caps a row read at 50 localised columns, so no global may hold
 * more): each covers one or more groups of marketing.json (`from`), or of one group only some keys.
 */
type Part = { slug: string; label: AdminLabel; group: string; keys?: string[] }
/** The groups of marketing.json each held whole by one global, in the back office's order. */
const wholeGroups = [
  'business',
  'drivers',
  'partnership',
  'form',
  'about',
  'contact',
  'invite',
  'delete',
  'banner',
  'legal',
  'oss',
  'common',
] as const
const wholeGroupLabels = adminLabels(wholeGroups, {
  en: [
    'Business page',
    'EV drivers page',
    'Partnership page',
    'Partner form page',
    'About us page',
    'Contact page',
    'Invite a friend page',
    'Delete account page',
    'Mobile banner',
    'Legal and open-source pages',
    'Open-source notices',
    'Shared labels',
  ],
  pt: [
    'Página para empresas',
    'Página para condutores',
    'Página de parcerias',
    'Página do formulário de parceiros',
    'Página Sobre nós',
    'Página de contacto',
    'Página Convidar um amigo',
    'Página Eliminar conta',
    'Banner móvel',
    'Páginas legais e de código aberto',
    'Avisos de código aberto',
    'Rótulos partilhados',
  ],
  uk: [
    'Сторінка для бізнесу',
    'Сторінка для водіїв',
    'Сторінка партнерства',
    'Сторінка форми партнера',
    'Сторінка «Про нас»',
    'Сторінка контактів',
    'Сторінка «Запросити друга»',
    'Сторінка видалення акаунта',
    'Мобільний банер',
    'Юридичні сторінки та відкритий код',
    'Ліцензії відкритого коду',
    'Спільні підписи',
  ],
})
// Slugs are table names: the partner form's keeps the page's name, not its messages' group.
const wholeGroupSlug = (group: (typeof wholeGroups)[number]) =>
  group === 'form' ? 'texts-partner-form' : `texts-${group}`

const parts: Part[] = [
  ...wholeGroups.map((group) => ({
    slug: wholeGroupSlug(group),
    label: wholeGroupLabels[group],
    group,
  })),
  // The cards business and ev-drivers show (the home page keeps its own copy in its global).
  {
    slug: 'texts-cards',
    label: {
      en: 'Platform and offering cards',
      pt: 'Cartões da plataforma e da oferta',
      uk: 'Картки платформи та пропозиції',
    },
    group: 'home',
    keys: ['platformIntro', 'offering', 'kpiHeading', 'kpis'],
  },
  {
    slug: 'texts-more-cards',
    label: {
      en: 'Sector, migration and driver cards',
      pt: 'Cartões de setores, migração e condutores',
      uk: 'Картки галузей, міграції та водіїв',
    },
    group: 'home',
    keys: ['sectors', 'migration', 'drivers'],
  },
]
const headersSlug = 'texts-page-headings'
export const pageTextSlugs = [headersSlug, ...parts.map((p) => p.slug)]

const fieldName = /^[A-Za-z][A-Za-z0-9]*$/

/**
 * The part of a message tree editors can change (keys usable as field names, optionally some only).
 */
function editable(tree: TextTree, keys?: string[]): TextTree {
  const out: TextTree = {}
  for (const [key, value] of Object.entries(tree)) {
    if (!fieldName.test(key) || (keys && !keys.includes(key))) continue
    out[key] = typeof value === 'string' ? value : editable(value)
  }
  return out
}

/**
 * The editable texts of a locale per global, as the message files have them (what the seed writes).
 */
export function shippedTexts(locale: Locale): Record<string, TextTree> {
  const out: Record<string, TextTree> = {}
  for (const part of parts)
    out[part.slug] = editable(marketingFiles[locale][part.group] as TextTree, part.keys)
  const headers: TextTree = {}
  for (const key of editablePageHeaders) {
    const page = pageFiles[locale][key] as TextTree
    headers[key] = { heading: page.heading as string, intro: page.intro as string }
  }
  out[headersSlug] = headers
  return out
}

/**
 * The fields of a text tree. Each field's placeholder is the built-in text, in the back office's
 * language (Portuguese for `pt`, Ukrainian for `uk`): what the page shows while the field is empty.
 */
function fieldsOf(tree: TextTree, pt: TextTree = {}, uk: TextTree = {}): Field[] {
  return Object.entries(tree).map(([name, value]): Field => {
    if (typeof value !== 'string')
      return {
        name,
        type: 'group',
        fields: fieldsOf(value, (pt[name] ?? {}) as TextTree, (uk[name] ?? {}) as TextTree),
      }
    const placeholder = {
      en: value,
      pt: typeof pt[name] === 'string' ? pt[name] : value,
      uk: typeof uk[name] === 'string' ? uk[name] : value,
    }
    return value.length > 90
      ? { name, type: 'textarea', localized: true, admin: { placeholder } }
      : { name, type: 'text', localized: true, admin: { placeholder } }
  })
}

const english = shippedTexts('en')
const portuguese = shippedTexts('pt')
const ukrainian = shippedTexts('ua')
const description =
  'An empty field shows the built-in text (its placeholder). Keep {placeholders} and <tags> as they are.'

/**
 * Drafts autosave; the live preview shows the page these texts feed with the draft, visitors the
 * published texts.
 */
export const pageTextGlobals: GlobalConfig[] = [
  {
    slug: headersSlug,
    label: { en: 'Page headings', pt: 'Títulos das páginas', uk: 'Заголовки сторінок' },
  },
  ...parts,
].map(({ slug, label }) => ({
  slug,
  label,
  // The group is the back office's (src/features/backoffice/nav.ts).
  admin: { description, ...globalPreview(slug as PreviewableGlobal) },
  access: { read: publicContent, readVersions: isEditor, update: isEditor },
  versions: { max: 30, drafts: { autosave: { interval: 1500 } } },
  fields: fieldsOf(english[slug]!, portuguese[slug], ukrainian[slug]),
}))

// The {placeholders} and <tags> of a message, closed: an edit must keep exactly these.
const placeholders = (text: string) =>
  [...text.matchAll(/\{\s*[A-Za-z0-9_]+\s*[},]|<\/?[A-Za-z0-9_]+>/g)]
    .map((m) => m[0].replace(/\s/g, ''))
    .sort()
    .join(' ')
const balanced = (text: string) =>
  (text.match(/\{/g) ?? []).length === (text.match(/\}/g) ?? []).length

/** The default tree with every usable edited text laid over it. */
export function overlay(defaults: TextTree, edited: unknown): TextTree {
  const out: TextTree = { ...defaults }
  if (!edited || typeof edited !== 'object') return out
  for (const [key, value] of Object.entries(defaults)) {
    const given = (edited as Record<string, unknown>)[key]
    if (typeof value === 'string') {
      if (
        typeof given === 'string' &&
        given.trim() &&
        balanced(given) &&
        placeholders(given) === placeholders(value)
      )
        out[key] = given
    } else out[key] = overlay(value, given)
  }
  return out
}

export const defaultMessages = (locale: Locale) => ({
  marketing: marketingFiles[locale],
  pages: pageFiles[locale],
})

/** The marketing and pages messages of a locale with the globals' edited texts laid over them. */
export function withEditedTexts(
  locale: Locale,
  edited: Record<string, unknown>,
): { marketing: TextTree; pages: TextTree } {
  const { marketing, pages } = defaultMessages(locale)
  const out = { marketing: { ...marketing }, pages: overlay(pages, edited[headersSlug]) }
  for (const part of parts)
    out.marketing[part.group] = overlay(out.marketing[part.group] as TextTree, edited[part.slug])
  return out
}
