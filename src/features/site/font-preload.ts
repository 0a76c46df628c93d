import { readdirSync } from 'node:fs'
import path from 'node:path'

import { preload } from 'react-dom'

import type { Locale } from '@/i18n/locales'

/**
 * The Cyrillic face of Inter, preloaded on the pages whose text is Cyrillic (/ua), beside the Latin
 * face that every page preloads. Not preloaded, it was found only when the first layout met
 * Cyrillic text: the text then waited for it, invisible, and Lighthouse's model put a second
 * round trip on the way to the first paint (its FCP about 300 ms later on /ua pages). Other
 * locales never load it (its unicode-range).
 *
 * next/font preloads a face on every page of a route segment, not by locale, and names its file
 * only in the build, so the file is looked up in the build's media folder, once per process. In
 * development there is none and nothing is preloaded.
 */
const cyrillicLocales: ReadonlySet<Locale> = new Set(['ua'])

let cyrillicHref: string | null | undefined
function builtCyrillicFace(): string | null {
  if (cyrillicHref !== undefined) return cyrillicHref
  try {
    // next/font names the file after ours (inter-cyrillic.woff2), with flags of its own ('-s' with
    // a fallback face, '.p' when preloaded) and a content hash. A browser test fails if it is not
    // found.
    const file = readdirSync(
      path.join(/* turbopackIgnore: true */ process.cwd(), '.next/static/media'),
    ).find((name) => /^inter_cyrillic[.-][\w.-]+\.woff2$/.test(name))
    cyrillicHref = file ? `/_next/static/media/${file}` : null
  } catch {
    cyrillicHref = null
  }
  return cyrillicHref
}

/** Called by the locale layouts while they render: preloads the face the locale's alphabet needs. */
export function preloadLocaleFont(locale: Locale) {
  if (!cyrillicLocales.has(locale)) return
  const href = builtCyrillicFace()
  if (href) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: '' })
}
