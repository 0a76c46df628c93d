import { defaultLocale, type Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'

/**
 * One stored file of an upload: the original, or one of the sizes the collection makes (Media.ts
 * `imageSizes`).
 */
export type StoredFile = {
  src: string
  width: number
  height: number
  /** Size in bytes and MIME type, when the upload records them (feeds' enclosures state them). */
  bytes?: number
  type?: string
}
export type SizeName = keyof NonNullable<Media['sizes']>

/**
 * An upload as a page shows it: the original's root-relative address and dimensions, the alt text
 * in the page's language and the smaller stored sizes. Plain JSON, so queries can keep it in the
 * page cache. No placeholder: the collection stores no blur data, and making one per request would
 * cost more than it saves.
 */
export type PageImage = StoredFile & {
  alt: string
  variants: Partial<Record<SizeName, StoredFile>>
}

/**
 * A file address as a path on this site. Payload has no serverURL (payload.config.ts), so its URLs
 * are already root-relative; one that arrives with an origin (an older document, a script run with
 * another configuration) keeps only its path and query, so a page works at whatever host serves it.
 * Files in an S3 bucket have the same addresses: Payload's file route reads them from the bucket
 * (see storage.ts), and a stored prefix stays in the query (`?prefix=`).
 */
export function rootRelative(url: string): string {
  if (url.startsWith('/') && !url.startsWith('//')) return url
  const { pathname, search } = new URL(url, 'http://site.invalid')
  return pathname + search
}

/**
 * The version a file's address carries: the upload's last change (`updatedAt`, base 36). Replacing
 * a file, or deleting one and uploading another under the same name, changes it, so a page always
 * names the file it means and the server can let browsers keep a versioned address for good
 * (src/server/layers/file-memory.ts). None when the document's change time is unknown: that
 * address is served without long caching.
 */
export function fileVersion(updatedAt: unknown): string | null {
  const time = typeof updatedAt === 'string' ? Date.parse(updatedAt) : NaN
  return Number.isFinite(time) ? time.toString(36) : null
}

/** `src` with `v=version` added to its query. */
export const versioned = (src: string, version: string | null): string =>
  version ? `${src}${src.includes('?') ? '&' : '?'}v=${version}` : src

function storedFile(
  file: Partial<Record<string, unknown>>,
  version: string | null,
): StoredFile | null {
  const { url, width, height, filesize, mimeType } = file
  if (
    typeof url !== 'string' ||
    url === '' ||
    typeof width !== 'number' ||
    typeof height !== 'number' ||
    width <= 0 ||
    height <= 0
  )
    return null
  return {
    src: versioned(rootRelative(url), version),
    width,
    height,
    ...(typeof filesize === 'number' && filesize > 0 ? { bytes: filesize } : {}),
    ...(typeof mimeType === 'string' && mimeType ? { type: mimeType } : {}),
  }
}

/**
 * The alt text in the page's language. A document read in that locale carries it as a string
 * (Payload has already fallen back to English where it is missing); one read with every locale
 * (`locale: 'all'`) carries all of them, and the page's (else the default language's) is taken.
 */
function altText(alt: unknown, locale: Locale | undefined): string {
  if (typeof alt === 'string') return alt
  if (!alt || typeof alt !== 'object') return ''
  const byLocale = alt as Partial<Record<Locale, unknown>>
  const text = (locale && byLocale[locale]) || byLocale[defaultLocale]
  return typeof text === 'string' ? text : ''
}

/**
 * What a page needs to show an upload of the `media` collection, from whatever a relationship field
 * holds. Null when there is nothing to show: no value, an id that was not populated (read with
 * depth ≥ 1), or a document without a file or without known dimensions (its box could not be
 * reserved).
 */
export function pageImage(value: unknown, locale?: Locale): PageImage | null {
  if (!value || typeof value !== 'object') return null
  const media = value as Partial<Record<keyof Media, unknown>>
  const version = fileVersion(media.updatedAt)
  const original = storedFile(media, version)
  if (!original) return null
  const variants: PageImage['variants'] = {}
  for (const [name, size] of Object.entries(
    (media.sizes ?? {}) as Record<string, Partial<Record<string, unknown>> | null>,
  )) {
    const file = size && storedFile(size, version)
    if (file) variants[name as SizeName] = file
  }
  return { ...original, alt: altText(media.alt, locale), variants }
}

/**
 * What `pageImage` reads of a media document, for a query's `populate` (or `select`) that narrows
 * it: Payload builds `url` from `filename` (and a bucket's `prefix`), so selecting `url` alone
 * gives none; `updatedAt` versions the addresses.
 */
export const pageImageSelect = {
  url: true,
  filename: true,
  prefix: true,
  alt: true,
  width: true,
  height: true,
  filesize: true,
  mimeType: true,
  sizes: true,
  updatedAt: true,
} as const

/**
 * A static file shipped with the site (`public/`) in the same shape, for places that show either.
 */
export const builtInImage = (src: string, width: number, height: number, alt = ''): PageImage => ({
  src,
  width,
  height,
  alt,
  variants: {},
})

/** The address of one stored size (for feeds, share previews and the cart), else the original's. */
export const imageSrc = (image: PageImage, size?: SizeName): string =>
  (size && image.variants[size]?.src) || image.src

/** Every stored file, narrowest first and one per width, as an img `srcset`. */
export function srcSetOf(image: PageImage): string {
  const files = [...Object.values(image.variants), image].sort((a, b) => a.width - b.width)
  const seen = new Set<number>()
  return files
    .filter((file) => !seen.has(file.width) && seen.add(file.width))
    .map((file) => `${file.src} ${file.width}w`)
    .join(', ')
}

/**
 * An image as the app's JSON files and the content API give it: the address absolute, since the app
 * is not on this site.
 */
export const appImage = (image: PageImage, origin: URL, size?: SizeName) => ({
  url: new URL(imageSrc(image, size), origin).toString(),
  alt: image.alt,
  width: image.width,
  height: image.height,
})
