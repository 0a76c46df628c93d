import { EvDriversPage } from '@/features/marketing/pages/ev-drivers'
import { pageMetadataOf } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export const generateMetadata = pageMetadataOf('evDrivers')

export default async function EvDrivers({ params }: LocaleParams) {
  return <EvDriversPage locale={await pageLocale(params)} />
}
