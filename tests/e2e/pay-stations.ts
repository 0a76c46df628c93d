import { get } from './http'

/**
 * The seeded network's stations a payment test needs, found through the map's API around Lisbon
 * (EUR): the API clusters, so the search zooms into clusters until stations appear.
 */
type Box = [number, number, number, number]
type Item = { kind: 'station' | 'cluster'; id: string; bbox?: Box; appOnly?: boolean }
type Price = {
  perKwh: number | null
  startFee: number | null
  idlePerMinute: number | null
  vatPercent: number | null
  currency: string
}
type Detail = {
  id: string
  appUsersOnly: boolean
  details?: {
    currency: string
    evses: {
      uid: string
      status: string
      connectors: { id: string; tariffPerKwh: number | null; price: Price | null }[]
    }[]
  }
}

/**
 * The first public station matching the stations API's `filter` for which `pick` finds something,
 * from `zoom` on, following at most `clusters` clusters per zoom level.
 */
async function findAroundLisbon<T>(
  filter: string,
  pick: (detail: Detail) => T | undefined,
  { zoom: from, clusters }: { zoom: number; clusters: number },
): Promise<T | undefined> {
  let boxes: Box[] = [[-9.5, 38.5, -8.8, 39.0]]
  for (let zoom = from; zoom <= 20 && boxes.length; zoom += 2) {
    const next: Box[] = []
    for (const bbox of boxes) {
      const response = await get(`/api/v1/stations?bbox=${bbox.join(',')}&zoom=${zoom}&${filter}`)
      const body = (await response.json()) as { items: Item[] }
      for (const item of body.items) {
        if (item.kind === 'cluster' && item.bbox) next.push(item.bbox)
        if (item.kind !== 'station' || item.appOnly) continue
        const detail = (await (
          await get(`/api/v1/stations/${encodeURIComponent(item.id)}`)
        ).json()) as Detail
        const found = pick(detail)
        if (found) return found
      }
    }
    boxes = next.slice(0, clusters)
  }
  return undefined
}

type Point = { id: string; connector: string }

/** A paid, public station with a free connector. */
async function findPayableConnector(): Promise<Point & { currency: string }> {
  const found = await findAroundLisbon(
    'type=paidByTariff&status=free',
    (detail) => {
      for (const evse of detail.details?.evses ?? []) {
        const connector =
          evse.status === 'free'
            ? evse.connectors.find((c) => (c.tariffPerKwh ?? 0) > 0)
            : undefined
        if (connector)
          return {
            id: detail.id,
            connector: `${evse.uid}:${connector.id}`,
            currency: detail.details!.currency,
          }
      }
    },
    { zoom: 12, clusters: 5 },
  )
  if (!found) throw new Error('No payable connector in the seeded network')
  return found
}

let cached: Promise<Point & { currency: string }> | undefined
/** A payable connector, looked up once: a project's files share one worker and one server. */
export const payable = () => (cached ??= findPayableConnector())

/** A DC connector (50 kW and more) priced by an OCPI tariff with a start fee, and its price. */
export const findStartFeeConnector = () =>
  findAroundLisbon(
    'type=paidByTariff&power=50%2B,120%2B',
    (detail): (Point & { price: Price }) | undefined => {
      for (const evse of detail.details?.evses ?? [])
        for (const c of evse.connectors)
          if (c.price?.startFee)
            return { id: detail.id, connector: `${evse.uid}:${c.id}`, price: c.price }
    },
    { zoom: 14, clusters: 4 },
  )

export const prepayPath = (locale: string, point: Point) =>
  `/${locale}/pay/prepay?id=${encodeURIComponent(point.id)}&connector=${encodeURIComponent(point.connector)}`
