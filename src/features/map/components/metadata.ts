import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { metadataOf, ogImage } from '@/features/site/metadata'
import type { Locale } from '@/i18n/locales'

import type { StationDetail } from '../queries'

export async function stationMetadata(locale: Locale, station: StationDetail): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'map' })
  const title = t('stationTitle', { name: station.name })
  return metadataOf({
    locale,
    path: `/location/${station.id}`,
    title,
    description: t('stationDescription', {
      name: station.name,
      address: station.address,
      city: station.city,
    }),
    image: ogImage(locale, 'map', title),
  })
}
