'use client'

import styles from '@/lib/admin-fields/fields.module.css'
import { fill } from '@/lib/fill'

import { connectorNames } from '../components/format'
import { connectorFormats, connectorStandards, powerTypes } from '../stations/model'
import { RemoveCell } from './EditableTable'
import type { Texts } from './texts'

export type Connector = Record<string, unknown> & { id?: string; tariff_ids?: string[] }

/**
 * A number input's value: a number, or no key at all when cleared (optional OCPI fields are left
 * out).
 */
function setNumber(row: Connector, key: string, raw: string): Connector {
  const next = { ...row }
  if (raw.trim() === '') delete next[key]
  else next[key] = Number(raw)
  return next
}

/** One connector of an EVSE as a table row; keys it does not show are kept. */
export function ConnectorRow(props: {
  connector: Connector
  /** The field name of the connector (`evses.0.connectors.1`). */
  name: string
  /** Its place in the EVSE, from 0. */
  index: number
  evseLabel: string
  t: Texts
  disabled: boolean
  locked: boolean
  onChange: (change: (c: Connector) => Connector) => void
  onRemove: () => void
}) {
  const { connector: c, index: k, evseLabel, t, disabled, locked, onChange } = props
  const name = (key: string) => `${props.name}.${key}`
  const tariffIds = Array.isArray(c.tariff_ids) ? c.tariff_ids.filter(Boolean) : []
  const label = (what: string) => fill(t.ofConnector, { what, id: c.id || k + 1, name: evseLabel })
  const select = (
    key: string,
    what: string,
    options: readonly string[],
    names: Record<string, string>,
  ) => (
    <select
      className={styles.select}
      name={name(key)}
      aria-label={label(what)}
      value={typeof c[key] === 'string' ? (c[key] as string) : ''}
      disabled={disabled}
      onChange={(e) => onChange((x) => ({ ...x, [key]: e.target.value }))}
    >
      {typeof c[key] === 'string' && !options.includes(c[key] as string) ? (
        <option value={c[key] as string}>{c[key] as string}</option>
      ) : null}
      {typeof c[key] !== 'string' ? <option value="">{t.choose}</option> : null}
      {options.map((o) => (
        <option key={o} value={o}>
          {names[o] ?? o}
        </option>
      ))}
    </select>
  )
  const number = (key: string, what: string, step = 'any') => (
    <input
      className={`${styles.input} ${styles.narrow}`}
      type="number"
      min={0}
      step={step}
      name={name(key)}
      aria-label={label(what)}
      value={typeof c[key] === 'number' ? String(c[key]) : ''}
      disabled={disabled}
      onChange={(e) => onChange((x) => setNumber(x, key, e.target.value))}
    />
  )
  return (
    <tr data-connector={k}>
      <td>
        <input
          className={`${styles.input} ${styles.narrow}`}
          name={name('id')}
          aria-label={label(t.id)}
          value={c.id ?? ''}
          maxLength={36}
          disabled={disabled}
          onChange={(e) => onChange((x) => ({ ...x, id: e.target.value }))}
        />
      </td>
      <td>{select('standard', t.standard, connectorStandards, connectorNames)}</td>
      <td>{select('format', t.format, connectorFormats, t.formats)}</td>
      <td>{select('power_type', t.powerType, powerTypes, t.powerTypes)}</td>
      <td>{number('max_voltage', t.maxVoltage, '1')}</td>
      <td>{number('max_amperage', t.maxAmperage, '1')}</td>
      <td>{number('max_electric_power', t.maxPower, '1')}</td>
      <td>
        {number('tariff_per_kwh', t.tariffPerKwh)}
        {/* The rule (tariff first) is stated above the table; a row that names a tariff says its
            own price waits behind it, so nobody edits a price the site does not show. */}
        {tariffIds.length > 0 && typeof c.tariff_per_kwh === 'number' ? (
          <small className={`${styles.muted} ${styles.cellNote}`} data-own-price-unused>
            {fill(t.ownPriceUnused, { ids: tariffIds.join(', ') })}
          </small>
        ) : null}
      </td>
      <td>
        <input
          className={styles.input}
          name={name('tariff_ids')}
          aria-label={label(t.tariffIds)}
          placeholder={t.tariffIdsHint}
          value={Array.isArray(c.tariff_ids) ? c.tariff_ids.join(', ') : ''}
          disabled={disabled}
          onChange={(e) =>
            onChange((x) => {
              const ids = e.target.value.split(',').map((s) => s.trim())
              const next: Connector = { ...x, tariff_ids: ids }
              // Trailing separators stay while typing; an empty list is no key at all.
              if (!ids.some(Boolean)) delete next.tariff_ids
              return next
            })
          }
          onBlur={() =>
            onChange((x) => {
              if (!Array.isArray(x.tariff_ids)) return x
              const ids = x.tariff_ids.filter(Boolean)
              const next: Connector = { ...x, tariff_ids: ids }
              if (!ids.length) delete next.tariff_ids
              return next
            })
          }
        />
      </td>
      {!locked ? (
        <RemoveCell
          label={fill(t.removeConnector, { id: c.id || k + 1, name: evseLabel })}
          text={t.remove}
          disabled={disabled}
          onRemove={props.onRemove}
        />
      ) : null}
    </tr>
  )
}
