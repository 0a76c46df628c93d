'use client'

import { useConfig, useFormFields } from '@payloadcms/ui'
import { useEffect, useMemo, useState } from 'react'

import enMap from '@/i18n/messages/en/map.json'
import ptMap from '@/i18n/messages/pt/map.json'
import uaMap from '@/i18n/messages/ua/map.json'
import styles from '@/lib/admin-fields/fields.module.css'
import type { EditorLanguage } from '@/lib/admin-fields/language'
import { fill } from '@/lib/fill'
import type { Tariff } from '@/payload-types'

import { priceParts } from '../components/format'
import { connectorPowerKw } from '../stations/model'
import type { OcpiTariff } from '../tariffs/model'
import { tariffToOcpi } from '../tariffs/store'
import { connectorPrice } from '../tariffs/summary'
import type { Connector } from './ConnectorRow'
import type { Texts } from './texts'

type Evse = { uid?: string; connectors?: Connector[] }

/** The site's own price words (the public station page's), per back-office language. */
export const priceTexts = { en: enMap, pt: ptMap, uk: uaMap }

/** The station's tariffs its connectors name (same party), read with the editor's own access. */
function useStationTariffs(ids: string[]): Map<string, OcpiTariff> | null {
  const { config } = useConfig()
  const countryCode = useFormFields(([fields]) => fields.countryCode?.value as string | undefined)
  const partyId = useFormFields(([fields]) => fields.partyId?.value as string | undefined)
  const [loaded, setTariffs] = useState<Map<string, OcpiTariff> | null>(null)
  const key = ids.join(',')
  const nothingToRead = !key || !countryCode || !partyId
  useEffect(() => {
    if (nothingToRead) return
    const query = new URLSearchParams({
      'where[and][0][countryCode][equals]': countryCode,
      'where[and][1][partyId][equals]': partyId,
      'where[and][2][tariffId][in]': key,
      depth: '0',
      limit: '100',
    })
    let live = true
    fetch(`${config.routes.api}/tariffs?${query}`, { credentials: 'include' })
      .then((r) => (r.ok ? (r.json() as Promise<{ docs: Tariff[] }>) : { docs: [] }))
      .then(({ docs }) => {
        if (live) setTariffs(new Map(docs.map((d) => [d.tariffId, tariffToOcpi(d)])))
      })
      .catch(() => live && setTariffs(new Map()))
    return () => {
      live = false
    }
  }, [config.routes.api, countryCode, partyId, key, nothingToRead])
  return nothingToRead ? none : loaded
}

const none = new Map<string, OcpiTariff>()

/**
 * What a driver pays at each connector now, exactly as the map, the station page and the pay page
 * say it (the same summary and words: VAT included where the tariff states it), from the values in
 * the form and the stored tariffs.
 */
export function ConnectorPrices({
  evses,
  t,
  language,
}: {
  evses: Evse[]
  t: Texts
  language: EditorLanguage
}) {
  const currency = useFormFields(([f]) => (f.currency?.value as string | undefined) || 'UAH')
  const timeZone = useFormFields(([f]) => (f.timeZone?.value as string | undefined) || 'UTC')
  const ids = useMemo(
    () =>
      [...new Set(evses.flatMap((e) => (e.connectors ?? []).flatMap((c) => c.tariff_ids ?? [])))]
        .filter(Boolean)
        .sort(),
    [evses],
  )
  const tariffs = useStationTariffs(ids)
  const now = new Date()
  return (
    <section className={styles.card} data-driver-prices aria-labelledby="driver-prices-title">
      <h3 id="driver-prices-title">{t.driverPrices}</h3>
      <p className={styles.muted}>{t.driverPricesIntro}</p>
      <ul aria-busy={tariffs === null}>
        {evses.flatMap((evse, i) =>
          (evse.connectors ?? []).map((c, k) => {
            const name = `EVSE ${i + 1}${evse.uid ? ` (${evse.uid})` : ''}`
            const price = tariffs
              ? connectorPrice(
                  c,
                  tariffs,
                  { currency, timeZone },
                  {
                    now,
                    powerKw: connectorPowerKw(c as never),
                  },
                )
              : null
            const words = price
              ? priceParts(price, language, priceTexts[language]).join(', ')
              : tariffs
                ? t.noPrice
                : '…'
            return (
              <li key={`${i}-${k}`} data-driver-price={`${i}.${k}`}>
                {fill(t.connectorOf, { id: c.id || k + 1, name })}: {words}
              </li>
            )
          }),
        )}
      </ul>
    </section>
  )
}
