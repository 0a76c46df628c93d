import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import countries from 'world-atlas/countries-50m.json'

/**
 * The basemap that ships with the site: Natural Earth country outlines (1:50m) from the world-atlas
 * npm package, served as GeoJSON by the site itself, so the map works with no provider key and
 * offline.
 */
let cached: string | undefined

export function countriesGeoJson(): string {
  if (!cached) {
    // A JSON import is typed by its literal contents; world-atlas ships no TopoJSON type of its own.
    const topology = countries as unknown as Topology<{ countries: GeometryCollection }>
    const collection = feature(topology, topology.objects.countries)
    // Five decimals (about 1 m) are plenty for outlines and keep the file small.
    cached = JSON.stringify(collection, (key, value) =>
      typeof value === 'number' && key !== 'id' ? Math.round(value * 1e4) / 1e4 : value,
    )
  }
  return cached
}
