import { MapPage } from '@/features/map/MapPage'
import { pageMetadata } from '@/features/site/metadata'
import { pageLocale, withoutQuery, type LocaleParams } from '@/features/site/params'

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: LocaleParams) {
  return pageMetadata('map', await pageLocale(params))
}

export async function MapRoute({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  return <MapPage locale={locale} searchParams={await searchParams} />
}

export default withoutQuery(MapRoute)
