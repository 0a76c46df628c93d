import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { unstable_cache } from 'next/cache'
import { cookies, draftMode } from 'next/headers'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'

import { previewCookie, verifyContentPreviewToken, type PreviewGrant } from './preview'

/**
 * Published shared content for a locale, as visitors and the app see it (access rules apply:
 * `overrideAccess: false` with no user, so drafts never leak). One query per request per
 * collection.
 */
export type SharedCollection =
  | 'partner-slides'
  | 'purchase-rules'
  | 'terms'
  | 'testimonials'
  | 'packages'
  | 'faq'
  | 'team'
  | 'positions'

/**
 * The document this browser previews (draft mode on, with a valid preview cookie: see preview.ts).
 * Cookies are read only in draft mode, so ordinary renders stay cacheable.
 */
export const previewGrant = cache(async (): Promise<PreviewGrant | null> => {
  try {
    if (!(await draftMode()).isEnabled) return null
    const token = (await cookies()).get(previewCookie)?.value
    return verifyContentPreviewToken(token, (await payloadClient()).secret)
  } catch {
    // Outside a request (scripts, route handlers without draft mode): no preview.
    return null
  }
})

export const findPublished = cache(async (collection: SharedCollection, locale: Locale) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    locale,
    depth: 1,
    limit: 100,
    sort: 'order',
    overrideAccess: false,
    draft: false,
  })
  const grant = await previewGrant()
  if (grant?.collection !== collection) return docs
  // Live preview: the latest draft of the previewed document in place of (or besides) its published
  // version.
  const draft = await payload.findByID({
    collection,
    id: grant.id,
    locale,
    depth: 1,
    draft: true,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!draft) return docs
  const merged = [...docs.filter((d) => String(d.id) !== grant.id), draft] as typeof docs
  const order = (d: unknown) => Number((d as { order?: unknown }).order ?? 0)
  return merged.sort((a, b) => order(a) - order(b) || Number(a.id) - Number(b.id))
})

export type LegalDocument = {
  title: string
  effectiveDate: string
  html: string
  content: unknown
  updatedAt: string
}

export const getLegalDocument = cache(
  async (slug: 'privacy-policy' | 'public-agreement', locale: Locale): Promise<LegalDocument> => {
    const payload = await payloadClient()
    // Live preview of this document: its latest draft (the grant is the back office's signed link).
    const draft = (await previewGrant())?.global === slug
    const doc = await payload.findGlobal({ slug, locale, depth: 0, draft, overrideAccess: draft })
    const html = doc.content
      ? convertLexicalToHTML({
          data: doc.content as unknown as SerializedEditorState,
          disableContainer: true,
        })
      : ''
    return {
      title: doc.title ?? '',
      effectiveDate: doc.effectiveDate ?? '',
      html,
      content: doc.content ?? null,
      updatedAt: doc.updatedAt ?? '',
    }
  },
)

export type Impact = {
  co2Tons: number
  trees: number
  updatedOn: string
  source: 'external' | 'cms'
}

/**
 * Parses an external impact file; accepts camelCase or snake_case keys. Returns null when unusable.
 */
export function parseImpact(raw: unknown): Omit<Impact, 'source'> | null {
  if (!raw || typeof raw !== 'object') return null
  const r = raw as Record<string, unknown>
  const co2 = Number(r.co2Tons ?? r.co2_tons ?? r.co2)
  const trees = Number(r.trees ?? r.tree_equivalent ?? r.treeEquivalent)
  const updated = String(r.updatedOn ?? r.updated_at ?? r.dataUpdated ?? r.updated ?? '')
  if (
    !Number.isFinite(co2) ||
    !Number.isFinite(trees) ||
    co2 < 0 ||
    trees < 0 ||
    Number.isNaN(Date.parse(updated))
  )
    return null
  return { co2Tons: co2, trees, updatedOn: new Date(updated).toISOString().slice(0, 10) }
}

const externalImpact = unstable_cache(
  async (url: string) => {
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(2000),
        headers: { accept: 'application/json' },
      })
      if (!response.ok) return null
      return parseImpact(await response.json())
    } catch {
      return null
    }
  },
  ['impact-data-external'],
  { revalidate: 600 },
)

/**
 * Impact figures: IMPACT_DATA_URL when configured and valid (cached 10 minutes), else the CMS
 * values.
 */
export const getImpact = cache(async (): Promise<Impact> => {
  const url = process.env.IMPACT_DATA_URL
  if (url) {
    const external = await externalImpact(url)
    if (external) return { ...external, source: 'external' }
  }
  const payload = await payloadClient()
  const doc = await payload.findGlobal({ slug: 'impact-data', depth: 0 })
  return {
    co2Tons: doc.co2Tons ?? 0,
    trees: doc.trees ?? 0,
    updatedOn: (doc.updatedOn ?? '').slice(0, 10),
    source: 'cms',
  }
})
