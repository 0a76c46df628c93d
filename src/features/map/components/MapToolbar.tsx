'use client'

import { useState } from 'react'

import styles from './map.module.css'
import { PlaceSearch, type Place } from './PlaceSearch'
import type { MapMessages } from './types'

type Geo = 'idle' | 'locating' | 'denied' | 'unavailable'

/** Above the map: the place search and "find me", with why locating failed and where to get help. */
export function MapToolbar({
  messages: m,
  locale,
  helpUrl,
  onPlace,
  onLocated,
}: {
  messages: MapMessages
  locale: string
  helpUrl: string
  onPlace: (place: Place) => void
  onLocated: (lng: number, lat: number) => void
}) {
  const [geo, setGeo] = useState<Geo>('idle')
  const findMe = () => {
    if (!('geolocation' in navigator)) return setGeo('unavailable')
    setGeo('locating')
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setGeo('idle')
        onLocated(position.coords.longitude, position.coords.latitude)
      },
      (err) => setGeo(err.code === err.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    )
  }
  return (
    <>
      <div className={styles.toolbar}>
        <PlaceSearch messages={m} locale={locale} onPlace={onPlace} />
        <button
          type="button"
          className="button button--primary"
          onClick={findMe}
          aria-describedby="map-geo-status"
        >
          {m.findMe}
        </button>
        <span id="map-geo-status" role="status" className={styles.geoStatus}>
          {geo === 'locating' ? m.locating : ''}
        </span>
      </div>
      {(geo === 'denied' || geo === 'unavailable') && (
        <div role="alert" className={styles.alert}>
          <p>{geo === 'denied' ? m.geoDenied : m.geoUnavailable}</p>
          <a href={helpUrl} target="_blank" rel="noopener noreferrer">
            {m.geoHelp}
          </a>
        </div>
      )}
    </>
  )
}
