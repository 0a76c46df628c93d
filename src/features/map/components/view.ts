/**
 * What part of the world the map shows, as plain Web Mercator arithmetic (the projection MapLibre
 * uses), so the list, the URL and the tests agree on the view before the map library has loaded.
 */
export type LngLat = [lng: number, lat: number]
export type View = { center: LngLat; zoom: number }
export type BBox = [minLng: number, minLat: number, maxLng: number, maxLat: number]

const tile = 256
const maxLat = 85.051129
export const maxZoom = 19

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v))

/** Longitude/latitude → world pixels at zoom 0 (0..256 both ways). */
function project([lng, lat]: LngLat): [number, number] {
  const s = Math.sin((clamp(lat, -maxLat, maxLat) * Math.PI) / 180)
  return [((lng + 180) / 360) * tile, (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * tile]
}

function unproject([x, y]: [number, number]): LngLat {
  const lng = (x / tile) * 360 - 180
  const n = Math.PI - (2 * Math.PI * y) / tile
  return [lng, (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)))]
}

/** The box a view covers in a frame of `width` × `height` CSS pixels (clamped to the world). */
export function bboxOfView(view: View, width: number, height: number): BBox {
  const scale = 2 ** view.zoom
  const [cx, cy] = project(view.center)
  const halfW = width / 2 / scale
  const halfH = height / 2 / scale
  const [w, n] = unproject([cx - halfW, cy - halfH])
  const [e, s] = unproject([cx + halfW, cy + halfH])
  return [clamp(w, -180, 180), clamp(s, -90, 90), clamp(e, -180, 180), clamp(n, -90, 90)]
}

/** The view that fits a box into a frame with some padding, at most `limit` zoom. */
export function viewOfBBox(
  [w, s, e, n]: BBox,
  width: number,
  height: number,
  padding = 40,
  limit = 16,
): View {
  const [x1, y1] = project([w, n])
  const [x2, y2] = project([e, s])
  const spanX = Math.max(x2 - x1, 1e-9)
  const spanY = Math.max(y2 - y1, 1e-9)
  const zoom = Math.log2(
    Math.min(Math.max(width - 2 * padding, 1) / spanX, Math.max(height - 2 * padding, 1) / spanY),
  )
  return {
    center: unproject([(x1 + x2) / 2, (y1 + y2) / 2]),
    zoom: clamp(Math.round(zoom * 100) / 100, 1, limit),
  }
}

/** `lat,lng,zoom` with the precision a shared link needs (about 1 m). */
export function formatView(view: View): { center: string; zoom: string } {
  return {
    center: `${view.center[1].toFixed(5)},${view.center[0].toFixed(5)}`,
    zoom: view.zoom.toFixed(2),
  }
}
