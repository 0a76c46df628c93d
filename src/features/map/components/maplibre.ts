// MapLibre and its stylesheet, as one lazily loaded module: neither is part of the page's first
// load.
import 'maplibre-gl/dist/maplibre-gl.css'

import maplibregl from 'maplibre-gl'

export type MapLibre = typeof maplibregl
export default maplibregl
