import { appImage, pageImage } from '@/features/media/image'
import type { Locale } from '@/i18n/locales'
import { fieldsOf } from '@/lib/fields'
import { siteUrl } from '@/lib/site-url'

import { findPublished, getLegalDocument, type SharedCollection } from './queries'

/**
 * A file of `GET /fire-prefetch/{file}.json`: loader of the published content in a locale. Other
 * features (the shop) keep their own files; the route (src/app/fire-prefetch) puts them together.
 */
export type PrefetchLoader = (locale: Locale) => Promise<unknown>

/** Public shape of a shared document: no draft status, images as {url, alt, width, height}. */
function publicDoc(doc: Record<string, unknown>) {
  const { _status, updatedAt, createdAt, ...rest } = doc
  void _status
  void createdAt
  const out: Record<string, unknown> = { ...rest, updatedAt }
  // The app reads these files too: image URLs are absolute.
  for (const key of ['image', 'photo'] as const) {
    if (!(key in out)) continue
    const image = pageImage(out[key])
    out[key] = image && appImage(image, siteUrl())
  }
  return out
}

const collectionFile =
  (collection: SharedCollection): PrefetchLoader =>
  async (locale) =>
    (await findPublished(collection, locale)).map((doc) => publicDoc(fieldsOf(doc)))

/** The shared content's files. */
export const contentPrefetchFiles: Record<string, PrefetchLoader> = {
  'partner-slides': collectionFile('partner-slides'),
  'purchase-rules': collectionFile('purchase-rules'),
  terms: collectionFile('terms'),
  'privacy-policy': (locale) => getLegalDocument('privacy-policy', locale),
  'public-agreement': (locale) => getLegalDocument('public-agreement', locale),
  testimonials: collectionFile('testimonials'),
  packages: collectionFile('packages'),
  faq: collectionFile('faq'),
  team: collectionFile('team'),
}

/** `partner-slides.json` → `partner-slides` when that file exists; anything else → undefined. */
export function prefetchFileName(
  segment: string,
  files: Record<string, PrefetchLoader>,
): string | undefined {
  const name = /^([a-z0-9-]+)\.json$/.exec(segment)?.[1]
  return name && Object.hasOwn(files, name) ? name : undefined
}
