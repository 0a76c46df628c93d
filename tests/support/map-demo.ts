/**
 * The demo network's stations the map tests pick, the same over HTTP (tests/e2e/map-stations.ts)
 * and through the route handlers (src/features/map/map-api.testing.ts): each passes its own way of
 * asking the stations API.
 */
export const kyivCentre = 'bbox=30.45,50.40,30.62,50.50&zoom=14'

type Listed = { kind: 'station' | 'cluster'; id: string; appOnly?: boolean }
type Priced = { details?: { evses: { connectors: { tariffPerKwh: number | null }[] }[] } }

/** The first `count` Kyiv stations that show their details, with a tariff on some connector. */
export async function kyivStationsOf<D extends Priced>(
  api: {
    stations: (query: string) => Promise<{ items: Listed[] }>
    detail: (id: string) => Promise<D>
  },
  count: number,
): Promise<D[]> {
  const out: D[] = []
  for (const item of (await api.stations(kyivCentre)).items.filter(
    (i) => i.kind === 'station' && !i.appOnly,
  )) {
    const d = await api.detail(item.id)
    if (d.details?.evses.some((e) => e.connectors.some((c) => (c.tariffPerKwh ?? 0) > 0)))
      out.push(d)
    if (out.length === count) break
  }
  return out
}
