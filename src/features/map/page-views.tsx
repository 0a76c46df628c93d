import { notFound } from 'next/navigation'

import { pageMetadata } from '@/features/site/metadata'
import type { PageView } from '@/features/site/view'
import { payloadClient } from '@/lib/payload'

import { MapPage } from './components/MapPage'
import { stationMetadata } from './components/metadata'
import { findStationDetail } from './queries'

/**
 * The map and a station's page (`location/{id}`: the map centred on it with its details), which the
 * page cache serves and their twin renders with the filters of a query.
 */
export const mapView: PageView = {
  metadata: ({ locale }) => pageMetadata('map', locale),
  render: async ({ locale, query }) => <MapPage locale={locale} searchParams={query} />,
}

const station = async (id: string | undefined) =>
  id ? findStationDetail(await payloadClient(), decodeURIComponent(id)) : null

export const locationView: PageView = {
  metadata: async ({ locale, params }) => {
    const detail = await station(params.id)
    return detail ? stationMetadata(locale, detail) : {}
  },
  render: async ({ locale, params, query }) => {
    const detail = await station(params.id)
    if (!detail) notFound()
    return <MapPage locale={locale} searchParams={query} station={detail} heading={detail.name} />
  },
}
