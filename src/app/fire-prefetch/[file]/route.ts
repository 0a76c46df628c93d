import { prefetchFileName } from '@/features/content/prefetch'
import { defaultLocale, isLocale, locales } from '@/i18n/locales'
import { badRequest, cacheableJson, notFoundError, withApiErrors } from '@/lib/http'

import { prefetchFiles } from './files'

/**
 * `GET /fire-prefetch/{file}.json?locale=` — the published shared content (`{ file, locale, content
 * }`), cacheable by shared caches. Unknown file → 404 JSON; bad locale → 400.
 */
export const dynamic = 'force-dynamic'

export const GET = withApiErrors(
  async (request: Request, { params }: { params: Promise<{ file: string }> }) => {
    const name = prefetchFileName((await params).file, prefetchFiles)
    const loader = name ? prefetchFiles[name] : undefined
    if (!name || !loader)
      return notFoundError(
        `Unknown file. Available: ${Object.keys(prefetchFiles)
          .map((f) => `${f}.json`)
          .join(', ')}`,
      )
    const requested = new URL(request.url).searchParams.get('locale')
    if (requested !== null && !isLocale(requested))
      return badRequest(`locale must be one of ${locales.join(', ')}`, 'locale')
    const locale = requested ?? defaultLocale
    return cacheableJson({ file: name, locale, content: await loader(locale) }, { maxAge: 30 })
  },
)
