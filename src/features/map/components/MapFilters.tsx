'use client'

import { useId, type ReactNode } from 'react'

import mapStyles from './map.module.css'
import styles from './filters.module.css'
import { filterKeys, type Filters } from '../pins/filters'
import { bandShort, connectorNames } from './format'
import type { MapMessages } from './types'

type Props = {
  messages: MapMessages
  filters: Filters
  connectors: string[]
  onChange: (next: Filters) => void
}

type ChoiceKey = 'power' | 'status' | 'type'

/** One filter as a group of checkboxes, each with its legend swatch. */
function Choices(props: {
  legend: string
  name: ChoiceKey
  labels: Record<string, string>
  filters: Filters
  toggle: (key: ChoiceKey, value: string, on: boolean) => void
  children: (value: string) => ReactNode
}) {
  const { legend, name, labels, filters, toggle, children: swatch } = props
  return (
    <fieldset>
      <legend>{legend}</legend>
      {Object.entries(labels).map(([value, label]) => (
        <label key={value} className={styles.option}>
          <input
            type="checkbox"
            name={name}
            value={value}
            checked={filters[name].includes(value as never)}
            onChange={(e) => toggle(name, value, e.target.checked)}
          />
          {swatch(value)}
          {label}
        </label>
      ))}
    </fieldset>
  )
}

/**
 * The legend, which is also the filters: power bands, statuses, station types and a connector. A
 * group, not a form: each change applies at once, there is nothing to submit (a form without a
 * submit button is an accessibility error, WCAG's H32).
 */
export function MapFilters({ messages: m, filters, connectors, onChange }: Props) {
  const titleId = useId()
  const toggle = (key: (typeof filterKeys)[number], value: string, on: boolean) => {
    const current = filters[key] as string[]
    onChange({
      ...filters,
      [key]: on ? [...current, value] : current.filter((v) => v !== value),
    } as Filters)
  }
  return (
    <div className={styles.filters} role="group" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.legendTitle}>
        {m.legend}
      </h2>
      <Choices legend={m.power} name="power" labels={m.bands} filters={filters} toggle={toggle}>
        {(band) => (
          <span className={mapStyles.bandSwatch} aria-hidden="true">
            {bandShort[band]}
          </span>
        )}
      </Choices>
      <Choices
        legend={m.status}
        name="status"
        labels={m.statuses}
        filters={filters}
        toggle={toggle}
      >
        {(status) => (
          <span className={mapStyles.statusSwatch} data-status={status} aria-hidden="true" />
        )}
      </Choices>
      <Choices legend={m.type} name="type" labels={m.types} filters={filters} toggle={toggle}>
        {(type) => <span className={mapStyles.typeSwatch} data-type={type} aria-hidden="true" />}
      </Choices>
      <label className={styles.select}>
        {m.connector}
        <select
          name="connector"
          value={filters.connector[0] ?? ''}
          onChange={(e) =>
            onChange({ ...filters, connector: e.target.value ? [e.target.value] : [] })
          }
        >
          <option value="">{m.anyConnector}</option>
          {connectors.map((c) => (
            <option key={c} value={c}>
              {connectorNames[c] ?? c}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button"
        onClick={() => onChange({ ...filters, power: [], connector: [], status: [], type: [] })}
      >
        {m.resetFilters}
      </button>
    </div>
  )
}
