import { notFound } from 'next/navigation'

import { MapPage } from '@/features/map/components/MapPage'
import { stationMetadata } from '@/features/map/components/metadata'
import { findStationDetail } from '@/features/map/queries'
import type { PageView } from '@/features/site/view'
import { payloadClient } from '@/lib/payload'

import { page } from './shared'

/** The station a `location/{id}` page opens (the map centred on it with its details). */
const station = async (id: string | undefined) =>
  id ? findStationDetail(await payloadClient(), decodeURIComponent(id)) : null

export const views = {
  map: page(
    'map',
    async ({ locale, query }) => <MapPage locale={locale} searchParams={query} />,
    false,
  ),
  location: {
    metadata: async ({ locale, params }) => {
      const detail = await station(params.id)
      return detail ? stationMetadata(locale, detail) : {}
    },
    render: async ({ locale, params, query }) => {
      const detail = await station(params.id)
      if (!detail) notFound()
      return <MapPage locale={locale} searchParams={query} station={detail} heading={detail.name} />
    },
  },
} satisfies Record<string, PageView>
