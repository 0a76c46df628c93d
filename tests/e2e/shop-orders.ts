import { baseURL } from './browser'
import { pickupOrderForm } from './forms-records'
import { demoToken } from './http'

type Good = {
  id: number
  kind?: string
  category?: string
  availability?: string
  options?: unknown[] | null
  prices?: { market?: { code?: string } | null; amount?: number }[]
}

let good: Promise<number> | undefined

/**
 * A good of the seeded catalogue an order of the English shop can hold as it is: sold here (not a
 * bonus good, in stock, not a proposition), without options, priced in the market of `en`.
 */
export function orderableGood(): Promise<number> {
  return (good ??= (async () => {
    const response = await fetch(new URL('/api/goods?limit=200&depth=1', baseURL()), {
      headers: { Authorization: `JWT ${await demoToken('admin')}` },
    })
    const { docs } = (await response.json()) as { docs: Good[] }
    const found = docs.find(
      (g) =>
        g.kind !== 'bonus' &&
        g.availability !== 'outOfStock' &&
        g.category !== 'propositions' &&
        !g.options?.length &&
        g.prices?.some((p) => p.market?.code === 'en' && (p.amount ?? 0) > 0),
    )
    if (!found) throw new Error('The seeded catalogue has no good an order can hold as it is')
    return found.id
  })())
}

/** Places an order to pick up one orderable good, as the cart's form sends it; its number. */
export async function placeOrder(fields: Record<string, unknown> = {}): Promise<string> {
  const response = await fetch(new URL('/api/v1/orders', baseURL()), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...pickupOrderForm,
      ...fields,
      lines: [{ id: String(await orderableGood()), additional: {}, quantity: 2 }],
    }),
  })
  if (response.status !== 201)
    throw new Error(`The order answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { number: string }).number
}
