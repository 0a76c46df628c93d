import type { ClusterItem, StationItem } from '../pins/stationQuery'

/**
 * Map targets that never overlap: a station or cluster button drawn on top of another would leave
 * less than the 24 px a pointer needs (WCAG 2.5.8). The server clusters on a grid, so two
 * neighbouring cells can put their buttons a few pixels apart; here every button that would touch
 * another is merged into the bigger one (the merged button zooms to both), so each keeps its whole
 * round target.
 */
export type DisplayCluster = {
  kind: 'cluster'
  id: string
  lat: number
  lng: number
  count: number
  bbox: [number, number, number, number]
}
export type DisplayItem = { kind: 'station'; station: StationItem } | DisplayCluster

/** Diameters in CSS pixels (the stylesheet draws them with these sizes). */
export const stationSize = 32
export const clusterSize = (count: number) =>
  Math.round(Math.min(52, 32 + Math.log10(Math.max(count, 2)) * 6))
/** Free space kept between two buttons. */
export const targetGap = 4

type Node = { item: DisplayItem; x: number; y: number; weight: number }

const sizeOf = (item: DisplayItem) =>
  item.kind === 'station' ? stationSize : clusterSize(item.count)
const asCluster = (item: DisplayItem): DisplayCluster =>
  item.kind === 'cluster'
    ? { ...item }
    : {
        kind: 'cluster',
        id: `s:${item.station.id}`,
        lat: item.station.lat,
        lng: item.station.lng,
        count: 1,
        bbox: [item.station.lng, item.station.lat, item.station.lng, item.station.lat],
      }

function merge(into: DisplayItem, other: DisplayItem): DisplayCluster {
  const a = asCluster(into)
  const b = asCluster(other)
  return {
    kind: 'cluster',
    id: `${a.id}+`,
    lat: a.lat,
    lng: a.lng,
    count: a.count + b.count,
    bbox: [
      Math.min(a.bbox[0], b.bbox[0]),
      Math.min(a.bbox[1], b.bbox[1]),
      Math.max(a.bbox[2], b.bbox[2]),
      Math.max(a.bbox[3], b.bbox[3]),
    ],
  }
}

/** Merges touching targets; `project` gives a point's screen position in CSS pixels. */
export function separate(
  items: (StationItem | ClusterItem)[],
  project: (lng: number, lat: number) => [number, number],
): DisplayItem[] {
  let nodes: Node[] = items.map((i) => {
    const item: DisplayItem =
      i.kind === 'station'
        ? { kind: 'station', station: i }
        : { kind: 'cluster', id: i.id, lat: i.lat, lng: i.lng, count: i.count, bbox: i.bbox }
    const [x, y] = project(i.lng, i.lat)
    return { item, x, y, weight: i.kind === 'cluster' ? i.count : 1 }
  })
  // A merge makes a button bigger, which may make it touch another: repeat until nothing changes.
  for (let pass = 0; pass < 6; pass++) {
    nodes.sort((a, b) => b.weight - a.weight)
    const placed: Node[] = []
    let merged = false
    for (const node of nodes) {
      const r = sizeOf(node.item) / 2
      const hit = placed.find(
        (p) => Math.hypot(p.x - node.x, p.y - node.y) < r + sizeOf(p.item) / 2 + targetGap,
      )
      if (hit) {
        hit.item = merge(hit.item, node.item)
        hit.weight += node.weight
        merged = true
      } else placed.push({ ...node })
    }
    nodes = placed
    if (!merged) break
  }
  return nodes.map((n) => n.item)
}
