import type { Payload } from 'payload'
import { cache } from 'react'

export type MarketRow = { id: number | string; code: string; name: string; currency: string }

/**
 * Every market, read once per request: a list page asks for each of its rows. Markets are public
 * content (a handful), so read without the user's access.
 */
export const marketsOf = cache(async (payload: Payload): Promise<MarketRow[]> => {
  const { docs } = await payload.find({
    collection: 'markets',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { code: true, name: true, currency: true },
  })
  return docs as MarketRow[]
})

/** A market named by its name, not its code ("International (EUR)", not "en"). */
export async function marketName(payload: Payload, code: unknown): Promise<string> {
  if (typeof code !== 'string' || !code) return '—'
  return (await marketsOf(payload)).find((m) => m.code === code)?.name ?? code
}
