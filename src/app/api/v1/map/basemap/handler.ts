import { countriesGeoJson } from '@/features/map/components/basemap'
import { withApiErrors } from '@/lib/http'

/**
 * `GET /api/v1/map/basemap`: country outlines for the built-in basemap (immutable, cached for a
 * day).
 */
export const GET = withApiErrors(async () => {
  return new Response(countriesGeoJson(), {
    headers: {
      'Content-Type': 'application/geo+json',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
})
