import type { DefaultServerCellComponentProps } from 'payload'

import { money } from '@/lib/admin-fields/money'

/** A payment's amount: stored in minor units with its currency. */
export function PaymentMoneyCell({ rowData, i18n }: DefaultServerCellComponentProps) {
  const row = rowData as Record<string, unknown> | undefined
  const amount = Number(row?.amount)
  if (!Number.isFinite(amount)) return <span>—</span>
  return <span>{money(amount / 100, row?.currency as string, i18n?.language ?? 'en')}</span>
}
