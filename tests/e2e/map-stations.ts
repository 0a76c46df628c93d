import { expect } from 'vitest'

import { baseURL } from './browser'
import { demoToken, get } from './http'
import { kyivStationsOf } from '../support/map-demo'

/** The stations API and the editor's REST access, shared by the map's API and browser tests. */
export type Item = {
  kind: 'station' | 'cluster'
  id: string
  appOnly?: boolean
  count?: number
  name?: string
}
export type Detail = {
  id: string
  lat: number
  lng: number
  details?: {
    status: string
    currency: string
    evses: { uid: string; connectors: { tariffPerKwh: number | null }[] }[]
  }
}
export const stations = async (query: string) => {
  const response = await get(`/api/v1/stations?${query}`)
  expect(response.status).toBe(200)
  return (await response.json()) as { total: number; clustered: boolean; items: Item[] }
}
export const detail = async (id: string) =>
  (await (await get(`/api/v1/stations/${encodeURIComponent(id)}`)).json()) as Detail
export { kyivCentre } from '../support/map-demo'

/** Kyiv stations that show their details, with a tariff on some connector. */
export const kyivStations = (count: number) => kyivStationsOf({ stations, detail }, count)

/** Payload's REST API as the demo editor (the back office's own API). */
export const asEditor = async (path: string, init: RequestInit = {}) =>
  fetch(new URL(path, baseURL()), {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `JWT ${await demoToken('editor')}`,
      ...init.headers,
    },
  })
