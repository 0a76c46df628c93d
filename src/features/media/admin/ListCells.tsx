import type { DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'

import { findUsagesOfMedia, type MediaUsage } from '../usage'

/**
 * Where every media item is used, found once per request: a list page (or the "Choose from
 * existing" drawer) asks for each of its rows, and one pass over the documents answers them all.
 */
const usageIndex = cache(async (payload: Payload, language: string) => {
  const { docs } = await payload.find({
    collection: 'media',
    depth: 0,
    pagination: false,
    select: {},
    overrideAccess: true,
  })
  const req = { i18n: { language } } as Parameters<typeof findUsagesOfMedia>[2]
  return findUsagesOfMedia(
    payload,
    docs.map((doc) => doc.id),
    req,
  )
})

const shown = 3
const more = { en: '+{n} more', pt: '+{n} outros', uk: 'ще {n}' } as const

/**
 * "Used in" of the media list: the documents that show the image, linked (the first few, then a
 * count).
 */
export async function UsedInCell({ rowData, payload, i18n }: DefaultServerCellComponentProps) {
  const id = (rowData as { id?: string | number } | undefined)?.id
  if (id === undefined || !payload) return null
  const language = i18n?.language === 'uk' || i18n?.language === 'pt' ? i18n.language : 'en'
  const usages: MediaUsage[] = (await usageIndex(payload, language)).get(String(id)) ?? []
  if (usages.length === 0) return <span>—</span>
  return (
    <span>
      {usages.slice(0, shown).map((usage, i) => (
        <span key={`${usage.collection}:${usage.id ?? ''}`}>
          {i > 0 ? ', ' : null}
          {/* A new tab: the picker may sit on a document not saved yet. */}
          <a href={usage.href} target="_blank" rel="noopener">
            {usage.id === null ? usage.label : `${usage.label} “${usage.title}”`}
          </a>
        </span>
      ))}
      {usages.length > shown
        ? ` ${more[language].replace('{n}', String(usages.length - shown))}`
        : null}
    </span>
  )
}

/** A file's size as people read it: "340 kB", "2.4 MB" (in the back office's language). */
export function FileSizeCell({ cellData, i18n }: DefaultServerCellComponentProps) {
  if (typeof cellData !== 'number') return <span>—</span>
  const megabytes = cellData >= 1_000_000
  return (
    <span>
      {new Intl.NumberFormat(i18n?.language ?? 'en', {
        style: 'unit',
        unit: megabytes ? 'megabyte' : 'kilobyte',
        maximumFractionDigits: megabytes ? 1 : 0,
      }).format(megabytes ? cellData / 1_000_000 : Math.max(1, cellData / 1000))}
    </span>
  )
}
