import type {
  DefaultServerCellComponentProps,
  ServerProps,
  SanitizedCollectionConfig,
} from 'payload'

import { bo, backofficeT } from '@/i18n/backoffice/keys'
import { plural } from '@/i18n/backoffice/plural'

import { deliveryStateLabels } from '../delivery/states'
import { RetryDeliveryButton } from './RetryDeliveryButton'

/**
 * A list's deliveries: the failed ones a click away above the list (`FailedDeliveries`), and each
 * row's delivery state with Retry now while it is failed (`DeliveryStateCell`). The link sets the
 * same filter the list's "Delivery state" filter row writes, so the row shows it and can change it.
 */
export const failedFilter = 'where[or][0][and][0][delivery.state][equals]=failed'

type Language = keyof (typeof deliveryStateLabels)['failed']
const languageOf = (language: string | undefined): Language =>
  language === 'pt' || language === 'uk' ? language : 'en'

export function DeliveryStateCell({
  cellData,
  rowData,
  collectionConfig,
  i18n,
}: DefaultServerCellComponentProps) {
  const state = typeof cellData === 'string' ? cellData : ''
  const label = deliveryStateLabels[state as keyof typeof deliveryStateLabels]
  const id = (rowData as { id?: number | string } | undefined)?.id
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' }}>
      <span>{label ? label[languageOf(i18n?.language)] : '—'}</span>
      {state === 'failed' && id !== undefined ? (
        <RetryDeliveryButton collection={collectionConfig.slug} id={id} />
      ) : null}
    </span>
  )
}

type ListProps = ServerProps & {
  collectionConfig: SanitizedCollectionConfig
  searchParams?: Record<string, string | string[] | undefined>
}

/** "3 failed deliveries": a link to the list showing only them (nothing while none failed). */
export async function FailedDeliveries({ collectionConfig, payload, user, i18n }: ListProps) {
  if (!payload || !user || !i18n) return null
  const { totalDocs } = await payload.count({
    collection: collectionConfig.slug as never,
    where: { 'delivery.state': { equals: 'failed' } },
    user,
    overrideAccess: false,
  })
  if (totalDocs === 0) return null
  const t = backofficeT(i18n.t)
  const path = `${payload.config.routes.admin}/collections/${collectionConfig.slug}`
  return (
    <p data-failed-deliveries style={{ margin: '0 0 0.75rem' }}>
      <a href={`${path}?${failedFilter}`}>
        {plural(t(bo('failedCount')), totalDocs, i18n.language)}
      </a>
    </p>
  )
}
