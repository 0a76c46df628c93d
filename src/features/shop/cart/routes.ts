import { NextResponse } from 'next/server'

import { badRequest, readLocalizedJson } from '@/lib/http'
import { payloadClient } from '@/lib/payload'

import { catalogueFor } from '../queries'

const maxBody = 100_000

/**
 * `POST /api/v1/cart/reconcile` `{ locale, ids }` → `{ market, goods: { [id]: CatalogueEntry } }`:
 * the current title, price, kind, availability and options of the goods a stored cart holds.
 */
export async function reconcileHandler(request: Request): Promise<Response> {
  const read = await readLocalizedJson(request, maxBody)
  if (!read.ok) return read.response
  const ids = read.body.ids
  if (
    !Array.isArray(ids) ||
    ids.length > 100 ||
    !ids.every((id) => typeof id === 'string' && /^\d{1,12}$/.test(id))
  )
    return badRequest('ids must be up to 100 numeric ids', 'ids')
  const { market, entries } = await catalogueFor(
    await payloadClient(),
    read.locale,
    ids as string[],
  )
  return NextResponse.json(
    {
      market: {
        code: market.code,
        currency: market.currency,
        cartStorageKey: market.cartStorageKey,
      },
      goods: entries,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
