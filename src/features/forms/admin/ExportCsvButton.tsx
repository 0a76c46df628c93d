'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useConfig, useTranslation } from '@payloadcms/ui'

import { backofficeT } from '@/i18n/backoffice/keys'

/**
 * Above each submission, order and payment list: downloads the records matching the list's current
 * filters as CSV.
 */
export function ExportCsvButton() {
  const search = useSearchParams()
  const pathname = usePathname()
  const { config } = useConfig()
  const { t } = useTranslation()
  const slug = pathname.split('/collections/')[1]?.split('/')[0]
  if (!slug) return null
  const params = new URLSearchParams()
  for (const [key, value] of search.entries())
    if (key.startsWith('where')) params.append(key, value)
  const query = params.toString()
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: '1rem' }}>
      <a
        className="btn btn--style-secondary btn--size-small"
        href={`${config.routes.api}/${slug}/export.csv${query ? `?${query}` : ''}`}
        download
      >
        {backofficeT(t)('backoffice:exportCsv')}
      </a>
    </div>
  )
}
