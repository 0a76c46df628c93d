import type { I18nClient } from '@payloadcms/translations'

import { backofficeT, bo } from '@/i18n/backoffice/keys'

import { SkipLinks } from './SkipLinks'

/**
 * "Skip to the content", the first thing Tab reaches on every back-office screen (Payload's
 * `admin.components.header` renders before its nav): past the nav and the header's breadcrumbs
 * to the screen's heading; on a dashboard with the sales charts, "Skip to the charts" next.
 */
export function SkipLink({ i18n }: { i18n?: I18nClient }) {
  if (!i18n) return null
  const t = backofficeT(i18n.t)
  return <SkipLinks content={t(bo('skipToContent'))} charts={t(bo('skipToCharts'))} />
}
