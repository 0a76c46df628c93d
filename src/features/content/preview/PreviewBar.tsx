import { draftMode } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

/**
 * Shown only in draft mode (a preview opened through `/api/v1/preview`): says this is a preview,
 * offers to leave it, and re-renders the page whenever the editor saves (`refresh`, the
 * live-preview listener the layout hands in).
 */
export async function PreviewBar({ locale, refresh }: { locale: Locale; refresh: ReactNode }) {
  if (!(await draftMode()).isEnabled) return null
  const t = await getTranslations({ locale, namespace: 'site' })
  return (
    <div
      role="note"
      className="preview-bar"
      data-preview-bar=""
      style={{ padding: '8px 16px', background: '#fff4cc', color: '#3d2e00', textAlign: 'center' }}
    >
      {t('previewBanner')}{' '}
      <a
        href={`/api/v1/preview/exit?path=${encodeURIComponent(`/${locale}`)}`}
        style={{ color: 'inherit' }}
      >
        {t('previewExit')}
      </a>
      {refresh}
    </div>
  )
}
