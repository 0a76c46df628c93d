'use client'

import styles from '../map.module.css'
import { filterKeys, type Filters } from '../filters'
import { bandShort, connectorNames } from './format'
import type { MapMessages } from './types'

type Props = {
  messages: MapMessages
  filters: Filters
  connectors: string[]
  onChange: (next: Filters) => void
}

/** The legend, which is also the filter form: power bands, statuses, station types and a connector. */
export function MapFilters({ messages: m, filters, connectors, onChange }: Props) {
  const toggle = (key: (typeof filterKeys)[number], value: string, on: boolean) => {
    const current = filters[key] as string[]
    onChange({ ...filters, [key]: on ? [...current, value] : current.filter((v) => v !== value) } as Filters)
  }
  return (
    <form className={styles.filters} aria-label={m.legend} onSubmit={(e) => e.preventDefault()}>
      <h2 className={styles.legendTitle}>{m.legend}</h2>
      <fieldset>
        <legend>{m.power}</legend>
        {Object.entries(m.bands).map(([band, label]) => (
          <label key={band} className={styles.option}>
            <input type="checkbox" name="power" value={band} checked={filters.power.includes(band as never)} onChange={(e) => toggle('power', band, e.target.checked)} />
            <span className={styles.bandSwatch} aria-hidden="true">
              {bandShort[band]}
            </span>
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{m.status}</legend>
        {Object.entries(m.statuses).map(([status, label]) => (
          <label key={status} className={styles.option}>
            <input type="checkbox" name="status" value={status} checked={filters.status.includes(status as never)} onChange={(e) => toggle('status', status, e.target.checked)} />
            <span className={styles.statusSwatch} data-status={status} aria-hidden="true" />
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{m.type}</legend>
        {Object.entries(m.types).map(([type, label]) => (
          <label key={type} className={styles.option}>
            <input type="checkbox" name="type" value={type} checked={filters.type.includes(type as never)} onChange={(e) => toggle('type', type, e.target.checked)} />
            <span className={styles.typeSwatch} data-type={type} aria-hidden="true" />
            {label}
          </label>
        ))}
      </fieldset>
      <label className={styles.select}>
        {m.connector}
        <select name="connector" value={filters.connector[0] ?? ''} onChange={(e) => onChange({ ...filters, connector: e.target.value ? [e.target.value] : [] })}>
          <option value="">{m.anyConnector}</option>
          {connectors.map((c) => (
            <option key={c} value={c}>
              {connectorNames[c] ?? c}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="button" onClick={() => onChange({ power: [], connector: [], status: [], type: [] })}>
        {m.resetFilters}
      </button>
    </form>
  )
}
