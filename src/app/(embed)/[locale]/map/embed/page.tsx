import { EmbedMapPage } from '@/features/map/components/MapPage'
import { pageMetadata } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export async function generateMetadata({ params }: LocaleParams) {
  return pageMetadata('mapEmbed', await pageLocale(params))
}

export default async function Page({ params }: LocaleParams) {
  return <EmbedMapPage locale={await pageLocale(params)} />
}
