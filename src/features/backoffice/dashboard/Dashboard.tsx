import type { I18nClient } from '@payloadcms/translations'
import type { Payload } from 'payload'
import type React from 'react'

import { backofficeT, bo } from '@/i18n/backoffice/keys'

import { salesCharts } from './charts'
import { HealthPanel, InboxPanel, type PanelContext } from './panels'
import { labelIn } from './chart-views'
import styles from './dashboard.module.css'
import { DraftsPanel, PublishedPanel, ScheduledPanel } from './editor-panels'
import { ChartsPanel, FailedPanel, OrdersPanel } from './sales-panels'
import { drafts, recentlyPublished, scheduled } from './editors'
import { systemHealth } from './health'
import { meetingFigures, meetingStatusLabels } from './meetings'
import { MeetingsPanel, NoShowsPanel } from './meetings-panel'
import { failedDeliveries, newSince, ordersByStatus } from './sales'
import { webVitalFigures } from './vitals'
import { VitalsPanel } from './vitals-panel'
import {
  type DashboardUser,
  isAdminUser,
  isEditorUser,
  isSalesUser,
  sinceOrLastWeek,
  touchVisit,
} from './visits'
import { adminDate } from '@/lib/admin-fields/dates'

type Props = { payload: Payload; user?: DashboardUser | null; i18n: I18nClient }

/**
 * The top of the back office's home page: each role's work first. Sales: what arrived since the
 * last visit, orders by status, this week's meetings and the no-shows, failed deliveries with
 * "Retry now"; editors: drafts, scheduled and recently published posts; admins: both, plus the state of the background work and the pages' speed for
 * real visitors (Web Vitals). Payload's own
 * collection cards follow below it.
 */
export async function BackofficeDashboard({ payload, user, i18n }: Props) {
  if (!user) return null
  const t = backofficeT(i18n.t)
  const language = i18n.language
  // Rendered on the server: in the account's zone, else UTC, each saying its offset.
  const when = (iso?: string | null) => (iso ? adminDate(iso, i18n, user.timeZone ?? 'UTC') : '')
  const admin = payload.config.routes.admin
  const plural = (slug: string) =>
    labelIn(payload.collections[slug as 'leads']?.config.labels.plural, language) || slug
  const doc = (slug: string, id: number | string) => `${admin}/collections/${slug}/${id}`
  const since = await touchVisit(payload, user)
  const sales = isSalesUser(user)
  const editor = isEditorUser(user)

  const isAdmin = isAdminUser(user)
  const [
    inbox,
    orders,
    failed,
    draftRows,
    scheduledRows,
    published,
    health,
    figures,
    markets,
    vitals,
    meetings,
  ] = await Promise.all([
    sales ? newSince(payload, user, sinceOrLastWeek(since)) : null,
    sales ? ordersByStatus(payload, user) : null,
    sales ? failedDeliveries(payload, user) : null,
    editor ? drafts(payload, user) : null,
    editor ? scheduled(payload, user) : null,
    editor ? recentlyPublished(payload, user) : null,
    isAdmin ? systemHealth(payload, user) : null,
    sales ? salesCharts(payload) : null,
    sales ? payload.find({ collection: 'markets', depth: 0, limit: 50, pagination: false }) : null,
    isAdmin ? webVitalFigures(payload) : null,
    sales ? meetingFigures(payload, user) : null,
  ])

  const context: PanelContext = { t, when, plural, doc, admin }

  return (
    <div className={styles.dashboard}>
      <h1 className={styles.title}>{t(bo('dashboardTitle'))}</h1>
      {sales && !process.env.SMTP_URL ? (
        <p className={styles.notice} role="note">
          {t(bo('emailNotConfigured'))}
        </p>
      ) : null}
      <div className={styles.grid}>
        {inbox && <InboxPanel inbox={inbox} since={since} context={context} />}
        {orders && <OrdersPanel orders={orders} context={context} language={language} />}
        {meetings && (
          <MeetingsPanel
            figures={meetings}
            statusLabels={meetingStatusLabels(payload)}
            context={context}
            language={language}
          />
        )}
        {meetings && <NoShowsPanel figures={meetings} context={context} />}
        {figures && (
          <ChartsPanel
            figures={figures}
            markets={markets?.docs ?? []}
            context={context}
            language={language}
          />
        )}
        {failed && <FailedPanel rows={failed} context={context} />}
        {draftRows && <DraftsPanel rows={draftRows} context={context} />}
        {scheduledRows && <ScheduledPanel rows={scheduledRows} context={context} />}
        {published && <PublishedPanel rows={published} context={context} />}
        {health && (
          <HealthPanel
            health={health}
            ocpi={Boolean((payload.collections as Record<string, unknown>)['ocpi-runs'])}
            context={context}
          />
        )}
        {vitals && <VitalsPanel figures={vitals} context={context} language={language} />}
      </div>
    </div>
  )
}
