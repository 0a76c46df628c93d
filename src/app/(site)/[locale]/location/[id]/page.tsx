import { notFound } from 'next/navigation'

import { MapPage } from '@/features/map/MapPage'
import { stationMetadata } from '@/features/map/metadata'
import { findStationDetail } from '@/features/map/queries'
import { pageLocale, withoutQuery } from '@/features/site/params'
import { payloadClient } from '@/lib/payload'

export const generateStaticParams = () => []

type Props = {
  params: Promise<{ locale: string; id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

async function station(id: string) {
  return findStationDetail(await payloadClient(), decodeURIComponent(id))
}

export async function generateMetadata({ params }: Props) {
  const [locale, { id }] = await Promise.all([pageLocale(params), params])
  const detail = await station(id)
  return detail ? stationMetadata(locale, detail) : {}
}

/** The map centred on one station with its details open; an unknown id is a 404. */
export async function Location({ params, searchParams }: Props) {
  const [locale, { id }] = await Promise.all([pageLocale(params), params])
  const detail = await station(id)
  if (!detail) notFound()
  return (
    <MapPage
      locale={locale}
      searchParams={await searchParams}
      station={detail}
      heading={detail.name}
    />
  )
}

export default withoutQuery(Location)
