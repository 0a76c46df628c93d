import { cache } from 'react'

import { previewGrant } from '@/features/content/preview/grant'
import { findPublished, type SharedCollection } from '@/features/content/queries'
import { fileVersion, pageImage, rootRelative, versioned } from '@/features/media/image'
import type { Locale } from '@/i18n/locales'
import { cachedRead as cachedContentRead } from '@/lib/cache'
import { payloadClient } from '@/lib/payload'
import type { HomePage as HomePageDoc, LandingPage, Video } from '@/payload-types'

import type { PageBlock } from './blocks/config'
import { defaultHomeContent, type HomeContent, type HomeVideo } from './home-content'
import { pageTextSlugs, withEditedTexts, type TextTree } from './page-texts'

/**
 * Everything the marketing pages read. Published reads are kept in the shared page cache under the
 * tags of what they show, so a save in the back office (which revalidates those tags,
 * src/lib/cache) reaches the next request on every instance; drafts (previews) are read afresh and
 * never cached.
 */
const cachedRead = <T>(key: string, collections: string[], load: () => Promise<T>) =>
  cachedContentRead(['marketing', key], collections, load)

function fileOf(upload: number | Video | null | undefined): HomeVideo['video'] {
  if (!upload || typeof upload !== 'object' || !upload.url || !upload.mimeType) return null
  return {
    url: versioned(rootRelative(upload.url), fileVersion(upload.updatedAt)),
    mimeType: upload.mimeType,
  }
}

async function loadHome(locale: Locale, draft: boolean): Promise<HomeContent> {
  const payload = await payloadClient()
  const doc = (await payload.findGlobal({
    slug: 'home-page',
    locale,
    depth: 1,
    draft,
    overrideAccess: draft,
  })) as HomePageDoc
  // Never saved (a database from before editors owned the home page): the texts the site shipped
  // with.
  if (!doc.hero?.title) return defaultHomeContent(locale)
  const hero = doc.hero
  return {
    hero: {
      title: hero.title,
      eyebrow: hero.eyebrow ?? '',
      pitch: hero.pitch ?? '',
      primaryLabel: hero.primaryLabel ?? '',
      primaryHref: hero.primaryHref ?? '',
      secondaryLabel: hero.secondaryLabel ?? '',
      secondaryHref: hero.secondaryHref ?? '',
    },
    videos: (hero.videos ?? []).flatMap((v, i) => {
      const poster = pageImage(v.poster, locale)
      return poster
        ? [
            {
              key: v.id ?? String(i),
              title: v.title,
              duration: v.duration,
              poster,
              video: fileOf(v.video),
            },
          ]
        : []
    }),
    layout: (doc.layout ?? []) as PageBlock[],
  }
}

/** The home page in a locale: published, or with `preview` the latest draft. */
export const getHomeContent = cache((locale: Locale, preview = false): Promise<HomeContent> =>
  preview
    ? loadHome(locale, true)
    : cachedRead(`home:${locale}`, ['home-page', 'media', 'videos'], () => loadHome(locale, false)),
)

/**
 * A landing page by slug, or null: the published version, or the latest draft while the back
 * office's live preview of that page is open in this browser (a valid preview grant naming it).
 */
export const getLandingPage = cache(
  async (slug: string, locale: Locale): Promise<LandingPage | null> => {
    const grant = await previewGrant()
    if (grant?.collection === 'landing-pages') {
      const payload = await payloadClient()
      const draft = await payload.findByID({
        collection: 'landing-pages',
        id: grant.id,
        locale,
        depth: 0,
        draft: true,
        overrideAccess: true,
        disableErrors: true,
      })
      if (draft?.slug === slug) return draft
    }
    return cachedRead(`landing:${locale}:${slug}`, ['landing-pages'], async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'landing-pages',
        where: { slug: { equals: slug } },
        locale,
        limit: 1,
        depth: 0,
        overrideAccess: false,
        draft: false,
      })
      return docs[0] ?? null
    })
  },
)

async function loadPageTexts(
  locale: Locale,
  previewed?: string,
): Promise<{ marketing: TextTree; pages: TextTree }> {
  const payload = await payloadClient()
  // No fallback to English: an empty field means this language's own built-in text.
  const docs = await Promise.all(
    pageTextSlugs.map((slug) => {
      const draft = slug === previewed
      return payload.findGlobal({
        slug: slug as 'texts-business',
        locale,
        depth: 0,
        fallbackLocale: false as never,
        draft,
        overrideAccess: draft,
      })
    }),
  )
  return withEditedTexts(
    locale,
    Object.fromEntries(pageTextSlugs.map((slug, i) => [slug, docs[i]])),
  )
}

/**
 * The marketing and page-header messages of a locale with the editors' published texts (the texts-*
 * globals) laid over them; while the back office's live preview of one of those globals is open in
 * this browser, that global's latest draft (read afresh, never cached).
 */
export const getPageTexts = cache(
  async (locale: Locale): Promise<{ marketing: TextTree; pages: TextTree }> => {
    const previewed = (await previewGrant())?.global
    if (previewed && pageTextSlugs.includes(previewed)) return loadPageTexts(locale, previewed)
    return cachedRead(`texts:${locale}`, pageTextSlugs, () => loadPageTexts(locale))
  },
)

/** Published documents of a shared collection (team, positions, packages…) with their images. */
export function getPublished<T>(collection: SharedCollection, locale: Locale): Promise<T[]> {
  return cachedRead(
    `${collection}:${locale}`,
    [collection, 'media'],
    async () => (await findPublished(collection, locale)) as T[],
  )
}

/** The title of the open position a visitor applies for (`?position=<id>`), if it is published. */
export async function appliedPositionTitle(
  locale: Locale,
  positionId: string | undefined,
): Promise<string | undefined> {
  if (!positionId) return undefined
  const positions = await getPublished<{ id: number; title: string }>('positions', locale)
  return positions.find((p) => String(p.id) === positionId)?.title ?? undefined
}

export { getImpact } from '@/features/content/impact'
export {
  getLegalDocument,
  getSiteSettings,
  type SiteSettingsData,
} from '@/features/content/queries'
