import type { DefaultServerCellComponentProps } from 'payload'

import { marketName, marketsOf } from './markets'
import { money } from '@/lib/admin-fields/money'

/**
 * List cells of the shop: a market by its name, amounts with their currency (an order's, each
 * price's market's), in the back office's language.
 */
type Row = Record<string, unknown> | undefined

export async function MarketCell({ cellData, payload }: DefaultServerCellComponentProps) {
  if (!payload) return <span>{String(cellData ?? '—')}</span>
  return <span>{await marketName(payload, cellData)}</span>
}

/** An order's amount in the order's currency. */
export function OrderMoneyCell({ cellData, rowData, i18n }: DefaultServerCellComponentProps) {
  if (typeof cellData !== 'number') return <span>—</span>
  const currency = (rowData as Row)?.currency as string | undefined
  return <span>{money(cellData, currency, i18n?.language ?? 'en')}</span>
}

/** A good's prices, each in its market's currency: "749,00 € · RM 3 000,00". */
export async function PricesCell({ cellData, payload, i18n }: DefaultServerCellComponentProps) {
  const prices = Array.isArray(cellData)
    ? (cellData as { market?: unknown; amount?: unknown }[])
    : []
  if (!payload || prices.length === 0) return <span>—</span>
  const markets = await marketsOf(payload)
  const language = i18n?.language ?? 'en'
  const shown = prices.flatMap((price) => {
    const id =
      price.market && typeof price.market === 'object'
        ? (price.market as { id?: unknown }).id
        : price.market
    const market = markets.find((m) => String(m.id) === String(id))
    return typeof price.amount === 'number' ? [money(price.amount, market?.currency, language)] : []
  })
  return <span>{shown.length ? shown.join(' · ') : '—'}</span>
}
