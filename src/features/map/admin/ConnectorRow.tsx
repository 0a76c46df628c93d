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

type Change = (change: (c: Connector) => Connector) => void

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
  onChange: Change
  onRemove: () => void
}) {
  const { connector: c, index: k, evseLabel, t, disabled, locked, onChange } = props
  const name = (key: string) => `${props.name}.${key}`
  const tariffIds = Array.isArray(c.tariff_ids) ? c.tariff_ids.filter(Boolean) : []
  const label = (what: string) => fill(t.ofConnector, { what, id: c.id || k + 1, name: evseLabel })
  const cell = (key: string, what: string) => ({
    connector: c,
    field: key,
    name: name(key),
    label: label(what),
    disabled,
    onChange,
  })
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
      <td>
        <OptionSelect
          {...cell('standard', t.standard)}
          options={connectorStandards}
          names={connectorNames}
          choose={t.choose}
        />
      </td>
      <td>
        <OptionSelect
          {...cell('format', t.format)}
          options={connectorFormats}
          names={t.formats}
          choose={t.choose}
        />
      </td>
      <td>
        <OptionSelect
          {...cell('power_type', t.powerType)}
          options={powerTypes}
          names={t.powerTypes}
          choose={t.choose}
        />
      </td>
      <td>
        <NumberInput {...cell('max_voltage', t.maxVoltage)} step="1" />
      </td>
      <td>
        <NumberInput {...cell('max_amperage', t.maxAmperage)} step="1" />
      </td>
      <td>
        <NumberInput {...cell('max_electric_power', t.maxPower)} step="1" />
      </td>
      <td>
        <NumberInput {...cell('tariff_per_kwh', t.tariffPerKwh)} />
        {/* The rule (tariff first) is stated above the table; a row that names a tariff says its
            own price waits behind it, so nobody edits a price the site does not show. */}
        {tariffIds.length > 0 && typeof c.tariff_per_kwh === 'number' ? (
          <small className={`${styles.muted} ${styles.cellNote}`} data-own-price-unused>
            {fill(t.ownPriceUnused, { ids: tariffIds.join(', ') })}
          </small>
        ) : null}
      </td>
      <td>
        <TariffIdsInput {...cell('tariff_ids', t.tariffIds)} placeholder={t.tariffIdsHint} />
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

/** What every input of a connector's row gets: the connector, its key, its name and label. */
type InputProps = {
  connector: Connector
  field: string
  name: string
  label: string
  disabled: boolean
  onChange: Change
}

/** A key chosen from a list; a stored value the list does not know stays choosable as it is. */
function OptionSelect({
  connector: c,
  field: key,
  name,
  label,
  disabled,
  onChange,
  options,
  names,
  choose,
}: InputProps & { options: readonly string[]; names: Record<string, string>; choose: string }) {
  return (
    <select
      className={styles.select}
      name={name}
      aria-label={label}
      value={typeof c[key] === 'string' ? (c[key] as string) : ''}
      disabled={disabled}
      onChange={(e) => onChange((x) => ({ ...x, [key]: e.target.value }))}
    >
      {typeof c[key] === 'string' && !options.includes(c[key] as string) ? (
        <option value={c[key] as string}>{c[key] as string}</option>
      ) : null}
      {typeof c[key] !== 'string' ? <option value="">{choose}</option> : null}
      {options.map((o) => (
        <option key={o} value={o}>
          {names[o] ?? o}
        </option>
      ))}
    </select>
  )
}

function NumberInput({
  connector: c,
  field: key,
  name,
  label,
  disabled,
  onChange,
  step = 'any',
}: InputProps & { step?: string }) {
  return (
    <input
      className={`${styles.input} ${styles.narrow}`}
      type="number"
      min={0}
      step={step}
      name={name}
      aria-label={label}
      value={typeof c[key] === 'number' ? String(c[key]) : ''}
      disabled={disabled}
      onChange={(e) => onChange((x) => setNumber(x, key, e.target.value))}
    />
  )
}

/** The connector's tariff ids, comma-separated. */
function TariffIdsInput({
  connector: c,
  name,
  label,
  disabled,
  onChange,
  placeholder,
}: InputProps & { placeholder: string }) {
  return (
    <input
      className={styles.input}
      name={name}
      aria-label={label}
      placeholder={placeholder}
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
  )
}
