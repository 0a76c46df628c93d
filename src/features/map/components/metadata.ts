import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { alternates, ogImage } from '@/features/site/metadata'
import type { Locale } from '@/i18n/locales'

import type { StationDetail } from '../queries'

export async function stationMetadata(locale: Locale, station: StationDetail): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'map' })
  const title = t('stationTitle', { name: station.name })
  const description = t('stationDescription', {
    name: station.name,
    address: station.address,
    city: station.city,
  })
  const path = `/location/${station.id}`
  return {
    title,
    description,
    alternates: alternates(path, locale),
    openGraph: {
      title,
      description,
      url: `/${locale}${path}`,
      type: 'website',
      images: [ogImage(locale, 'map', title)],
    },
  }
}
