'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useConfig, useSelection, useTranslation } from '@payloadcms/ui'

import { backofficeT } from '@/i18n/backoffice/keys'
import { plural } from '@/i18n/backoffice/plural'

/** The list's own query parameters an export repeats (export.ts reads them as the list does). */
const listParameters = (key: string) =>
  key.startsWith('where') || key === 'search' || key === 'sort'

/**
 * Above each submission, order and payment list: downloads as CSV exactly the rows the list shows,
 * in its order: its filters, its search and its sort, on every page; and when rows are ticked, only
 * those (all of them once "select all" took every page). Says which of the two it does.
 */
export function ExportCsvButton() {
  const search = useSearchParams()
  const pathname = usePathname()
  const { config } = useConfig()
  const { t: translate, i18n } = useTranslation()
  const t = backofficeT(translate)
  const { selected, selectAll } = useSelection()
  const slug = pathname.split('/collections/')[1]?.split('/')[0]
  if (!slug) return null
  const params = new URLSearchParams()
  for (const [key, value] of search.entries()) if (listParameters(key)) params.append(key, value)
  const ticked =
    selectAll === 'allAvailable'
      ? []
      : [...selected].filter(([, on]) => on).map(([id]) => String(id))
  if (ticked.length > 0) params.set('selected', ticked.join(','))
  const query = params.toString()
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        gap: '0.75rem',
        marginBottom: '1rem',
      }}
    >
      <span data-export-scope>
        {ticked.length > 0
          ? plural(t('backoffice:exportTicked'), ticked.length, i18n.language)
          : t('backoffice:exportAll')}
      </span>
      <a
        className="btn btn--style-secondary btn--size-small"
        href={`${config.routes.api}/${slug}/export.csv${query ? `?${query}` : ''}`}
        download
        data-export-csv
      >
        {t('backoffice:exportCsv')}
      </a>
    </div>
  )
}
