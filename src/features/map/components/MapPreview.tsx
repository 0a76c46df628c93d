'use client'

import styles from './map.module.css'
import type { MapMessages } from './types'
import type { MapStatus } from './useMap'

/** What stands in the map's place until MapLibre is ready: a button to load it, or why not. */
export function MapPreview({
  messages: m,
  status,
  onShow,
}: {
  messages: MapMessages
  status: MapStatus
  onShow: () => void
}) {
  return (
    <div className={styles.preview}>
      {status === 'failed' ? (
        <p>{m.mapUnavailable}</p>
      ) : status === 'loading' ? (
        <p role="status">{m.loadingMap}</p>
      ) : (
        <>
          <p>{m.mapPreview}</p>
          <button type="button" className="button button--primary" onClick={onShow}>
            {m.showMap}
          </button>
        </>
      )}
    </div>
  )
}
