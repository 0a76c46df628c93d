'use client'

import type { ClusterItem, StationItem, StationsResponse } from '../pins/stationQuery'
import styles from './map.module.css'
import { fill } from '@/lib/fill'
import type { MapMessages } from './types'

type Props = {
  messages: MapMessages
  data: StationsResponse | null
  onStation: (id: string) => void
  onCluster: (cluster: ClusterItem) => void
}

const listLimit = 100

/**
 * The stations in view as a list: the way through the map for keyboard and screen-reader users, and
 * all there is before the map library has loaded (or when it cannot run). The count is a live
 * region.
 */
export function StationList({ messages: m, data, onStation, onCluster }: Props) {
  const stations = (data?.items.filter((i) => i.kind === 'station') ?? []) as StationItem[]
  const clusters = ((data?.items.filter((i) => i.kind === 'cluster') ?? []) as ClusterItem[]).sort(
    (a, b) => b.count - a.count,
  )
  return (
    <section className={styles.list} aria-labelledby="station-list-heading">
      <h2 id="station-list-heading" tabIndex={-1}>
        {m.listHeading}
      </h2>
      <p aria-live="polite" data-testid="station-count">
        {data
          ? data.total === 0
            ? m.listEmpty
            : fill(m.listCount, { count: data.total })
          : m.listHeading}
      </p>
      {stations.length > 0 && (
        <ul>
          {stations.slice(0, listLimit).map((s) => (
            <li key={s.id}>
              <button
                type="button"
                className={styles.listItem}
                onClick={() => onStation(s.id)}
                data-station={s.id}
                data-status={s.status}
              >
                <span className={styles.statusSwatch} data-status={s.status} aria-hidden="true" />
                <span>
                  <strong>{s.name}</strong>
                  <span className={styles.listMeta}>
                    {m.bands[s.band]} · {s.appOnly ? m.appOnly : m.statuses[s.status]} ·{' '}
                    {m.types[s.type]}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {clusters.length > 0 && (
        <ul>
          {clusters.slice(0, listLimit).map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className={styles.listItem}
                onClick={() => onCluster(c)}
                data-cluster={c.count}
              >
                {fill(m.clusterItem, {
                  count: c.count,
                  place: `${c.lat.toFixed(2)}, ${c.lng.toFixed(2)}`,
                })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {stations.length > listLimit && (
        <p>{fill(m.listMore, { shown: listLimit, total: stations.length })}</p>
      )}
    </section>
  )
}
