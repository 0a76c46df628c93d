import type { CaptchaClientConfig } from '@/features/forms/captcha'
import type { CaptchaError } from '@/features/forms/components/captchaClient'
import type enMessages from '@/i18n/messages/en/map.json'

import type { Filters } from '../pins/filters'
import type { StationDetail } from '../queries'
import type { PriceSummary } from '../tariffs/price'
import type { View } from './view'

/**
 * The `map` namespace of the active locale (every locale has the same keys; a unit test checks),
 * plus the site's generic failure text (`errors.generic`) as `loadError`.
 */
export type MapMessages = Omit<
  typeof enMessages,
  'bands' | 'statuses' | 'types' | 'weekdays' | 'placeKinds' | 'facilities'
> & {
  loadError: string
  bands: Record<string, string>
  statuses: Record<string, string>
  types: Record<string, string>
  weekdays: Record<string, string>
  placeKinds: Record<string, string>
  facilities: Record<string, string>
}

/** The shared form texts the comment form uses (namespace `forms`). */
export type CommentFormMessages = {
  required: string
  sending: string
  honeypot: string
  rateLimited: string
  captcha: Record<CaptchaError | 'failed', string>
}

type Detail = NonNullable<StationDetail['details']>
type Evse = Detail['evses'][number]
type Connector = Evse['connectors'][number]

/**
 * A station as the panel reads it: connectors may carry a tariff summary (`price`) once the server
 * sends one.
 */
export type ConnectorView = Connector & { price?: PriceSummary | null }
export type StationView = Omit<StationDetail, 'details'> & {
  details?: Omit<Detail, 'evses'> & {
    evses: (Omit<Evse, 'connectors'> & { connectors: ConnectorView[] })[]
  }
}

export type MapViewProps = {
  locale: string
  localeTag: string
  messages: MapMessages
  formMessages: CommentFormMessages
  captcha?: CaptchaClientConfig
  styleUrl: string | null
  helpUrl: string
  initialFilters: Filters
  initialStation: StationView | null
  initialView: View
  connectors: string[]
  /**
   * In a partner's frame (`/map/embed`): the page is cached without its query, so the filters are
   * read from the address once hydrated; the address keeps to the embed, and a link opens the full
   * map with the same filters in a new tab.
   */
  embed?: { fullMapLabel: string }
}
