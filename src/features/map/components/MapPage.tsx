import { getMessages, getTranslations } from 'next-intl/server'

import { captchaClientConfig } from '@/features/forms/captcha'
import { JsonLd } from '@/features/site/JsonLd'
import { PageHeader } from '@/features/site/PageHeader'
import type { Locale } from '@/i18n/locales'
import { localeTags } from '@/i18n/locales'

import { MapView } from './MapView'
import type { CommentFormMessages, MapMessages } from './types'
import { parseFilters, type Filters } from '../pins/filters'
import { connectorStandards } from '../stations/model'
import type { StationDetail } from '../queries'
import { stationJsonLd } from './structured-data'
import { siteUrl } from '@/lib/site-url'

/** Where the map opens in each locale (its market), when no station is chosen: [lng, lat], zoom. */
const initialViews: Record<Locale, { center: [number, number]; zoom: number }> = {
  en: { center: [12, 44], zoom: 3 },
  my: { center: [104.5, 4.0], zoom: 5 },
  pt: { center: [-8.2, 39.6], zoom: 6 },
  ua: { center: [31.2, 48.6], zoom: 5 },
}

/**
 * Help on allowing location access, from the map provider (Google Maps by default; configurable).
 */
const locationHelpUrl = () =>
  process.env.MAP_LOCATION_HELP_URL || 'https://support.google.com/maps/answer/2839911'

type FormsMessages = {
  errors: { required: string }
  sending: string
  honeypot: string
  rateLimited: string
  captcha: CommentFormMessages['captcha']
}

/** What every map view gets from the server: its messages, captcha, style and help links. */
async function mapViewBase(locale: Locale) {
  const messages = (await getMessages({ locale })) as {
    map: Omit<MapMessages, 'loadError'>
    errors: { generic: string }
    forms: FormsMessages
  }
  const forms = messages.forms
  return {
    locale,
    localeTag: localeTags[locale],
    messages: { ...messages.map, loadError: messages.errors.generic },
    formMessages: {
      required: forms.errors.required,
      sending: forms.sending,
      honeypot: forms.honeypot,
      rateLimited: forms.rateLimited,
      captcha: forms.captcha,
    },
    captcha: captchaClientConfig(),
    styleUrl: process.env.MAP_STYLE_URL || null,
    helpUrl: locationHelpUrl(),
    connectors: [...connectorStandards],
  }
}

export async function MapPage({
  locale,
  searchParams,
  station,
  heading,
}: {
  locale: Locale
  searchParams: Record<string, string | string[] | undefined>
  station?: StationDetail
  heading?: string
}) {
  const filters: Filters = parseFilters(searchParams)
  return (
    <div className="container">
      {station ? (
        <JsonLd
          data={stationJsonLd(
            station,
            `${siteUrl().origin}/${locale}/location/${encodeURIComponent(station.id)}`,
            locale,
          )}
        />
      ) : null}
      <PageHeader
        locale={locale}
        pageKey="map"
        heading={heading}
        path={station ? `/location/${station.id}` : undefined}
      />
      <MapView
        {...await mapViewBase(locale)}
        initialFilters={filters}
        initialStation={station ?? null}
        initialView={
          station ? { center: [station.lng, station.lat], zoom: 15 } : initialViews[locale]
        }
      />
    </div>
  )
}

/**
 * The map in a partner's frame (`/{locale}/map/embed`): no site header, footer or cookie notice,
 * the filters (operator included) from its address, a link back to the full map. Served from the
 * page cache whatever its query, like the plain map page.
 */
export async function EmbedMapPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'map' })
  return (
    <div className="container">
      <h1 className="visually-hidden">{t('embedHeading')}</h1>
      <MapView
        {...await mapViewBase(locale)}
        initialFilters={parseFilters({})}
        initialStation={null}
        initialView={initialViews[locale]}
        embed={{ fullMapLabel: t('embedFullMap') }}
      />
    </div>
  )
}
