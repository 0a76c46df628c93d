import { MapPage } from '@/features/map/MapPage'
import { pageMetadata } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: LocaleParams) {
  return pageMetadata('map', await pageLocale(params))
}

export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  return <MapPage locale={locale} searchParams={await searchParams} />
}
