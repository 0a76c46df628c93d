import { bo } from '@/i18n/backoffice/keys'

import styles from './dashboard.module.css'
import { Panel, type PanelContext } from './panels'
import { SalesCharts } from './SalesCharts'
import type { VitalFigures } from './vitals'
import { vitalViews } from './vitals-views'

/**
 * The admin desk's field data: per Core Web Vital a chart of each page type's p75 in each of the
 * last four weeks against Google's "good" (a dashed line), with its table.
 */
export function VitalsPanel({
  figures,
  context: { t },
  language,
}: {
  figures: VitalFigures
  context: PanelContext
  language: string
}) {
  return (
    <Panel id="vitals" title={t('fieldVitals:title')} wide>
      <p className={styles.muted}>{t('fieldVitals:intro')}</p>
      <SalesCharts
        charts={vitalViews(figures, { t, language })}
        language={language}
        strings={{
          category: {},
          total: '',
          keys: t(bo('chartKeys')),
          empty: t('fieldVitals:none'),
        }}
      />
    </Panel>
  )
}
