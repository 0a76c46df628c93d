'use client'

import type { JSONFieldClientComponent } from 'payload'

import { FieldFrame, fieldId, labelText } from '@/lib/admin-fields/FieldFrame'
import styles from '@/lib/admin-fields/fields.module.css'
import { useEditableField } from '@/lib/admin-fields/useEditableField'

import {
  connectorFormats,
  connectorStandards,
  ocpiStatuses,
  powerTypes,
  type2Socket22kW,
} from '../stations/model'

import { connectorNames } from '../components/format'

import { ActionsHeader, RemoveCell } from './RowActions'
import { fill, named } from './texts'
import { useEditorTexts } from './useEditorTexts'

type Row = Record<string, unknown>
type Connector = Row & { id?: string; tariff_ids?: string[] }
type Evse = Row & { uid?: string; status?: string; connectors?: Connector[] }

const asRows = <T extends Row>(value: unknown): T[] =>
  Array.isArray(value)
    ? value.filter((v): v is T => typeof v === 'object' && v !== null && !Array.isArray(v))
    : []

/**
 * A number input's value: a number, or no key at all when cleared (optional OCPI fields are left
 * out).
 */
function setNumber(row: Row, key: string, raw: string): Row {
  const next = { ...row }
  if (raw.trim() === '') delete next[key]
  else next[key] = Number(raw)
  return next
}

/** A labelled text input of an EVSE. */
function TextField(props: {
  label: string
  name: string
  value: string
  required?: boolean
  maxLength: number
  disabled: boolean
  onChange: (value: string) => void
}) {
  const { label, name, value, required, maxLength, disabled, onChange } = props
  return (
    <label>
      {label}
      <input
        className={styles.input}
        name={name}
        value={value}
        required={required}
        maxLength={maxLength}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  )
}

const newConnector = (index: number): Connector => ({ id: String(index + 1), ...type2Socket22kW })

/**
 * The EVSEs of a station with their connectors, as rows and select boxes instead of raw JSON. The
 * value stays the OCPI array the collection's hooks validate; keys this editor does not show are
 * kept.
 */
export const EvsesField: JSONFieldClientComponent = ({ path, field, readOnly }) => {
  const { value, setValue, showError, errorMessage, disabled, locked } = useEditableField<unknown>({
    path,
    field,
    readOnly,
  })
  const { t, language } = useEditorTexts()
  const evses = asRows<Evse>(value)
  const id = fieldId(path)

  const update = (next: Evse[]) => setValue(next)
  const updateEvse = (i: number, change: (evse: Evse) => Evse) =>
    update(evses.map((e, j) => (j === i ? change(e) : e)))
  const updateConnector = (i: number, k: number, change: (c: Connector) => Connector) =>
    updateEvse(i, (e) => ({
      ...e,
      connectors: asRows<Connector>(e.connectors).map((c, j) => (j === k ? change(c) : c)),
    }))

  return (
    <FieldFrame
      id={id}
      label={labelText(field.label, t.evses, language)}
      required={field.required}
      error={showError && errorMessage}
    >
      {evses.length === 0 ? <p className={styles.muted}>{t.noEvses}</p> : null}
      {evses.map((evse, i) => {
        const connectors = asRows<Connector>(evse.connectors)
        const evseLabel = `EVSE ${i + 1}${evse.uid ? ` (${evse.uid})` : ''}`
        return (
          <fieldset key={i} className={styles.card} data-evse={i}>
            <legend>{evseLabel}</legend>
            <div className={styles.row}>
              <TextField
                label={t.uid}
                name={`${path}.${i}.uid`}
                value={evse.uid ?? ''}
                required
                maxLength={36}
                disabled={disabled}
                onChange={(uid) => updateEvse(i, (x) => ({ ...x, uid }))}
              />
              <TextField
                label={t.evseId}
                name={`${path}.${i}.evse_id`}
                value={typeof evse.evse_id === 'string' ? evse.evse_id : ''}
                maxLength={48}
                disabled={disabled}
                onChange={(evseId) =>
                  updateEvse(i, (x) => {
                    const next: Row = { ...x, evse_id: evseId }
                    if (!evseId) delete next.evse_id
                    return next as Evse
                  })
                }
              />
              <label>
                {t.status}
                <select
                  className={styles.select}
                  name={`${path}.${i}.status`}
                  value={evse.status ?? ''}
                  disabled={disabled}
                  onChange={(e) => updateEvse(i, (x) => ({ ...x, status: e.target.value }))}
                >
                  {evse.status && !(ocpiStatuses as readonly string[]).includes(evse.status) ? (
                    <option value={evse.status}>{evse.status}</option>
                  ) : null}
                  {!evse.status ? <option value="">{t.choose}</option> : null}
                  {ocpiStatuses.map((s) => (
                    <option key={s} value={s}>
                      {named(t.statuses, s)}
                    </option>
                  ))}
                </select>
              </label>
              {!locked ? (
                <button
                  type="button"
                  className={`${styles.button} ${styles.danger}`}
                  disabled={disabled}
                  onClick={() => update(evses.filter((_, j) => j !== i))}
                  aria-label={fill(t.removeNamed, { name: evseLabel })}
                >
                  {t.removeEvse}
                </button>
              ) : null}
            </div>
            <div className={styles.tableWrap}>
              <table
                className={styles.table}
                aria-label={fill(t.connectorsOf, { name: evseLabel })}
              >
                <thead>
                  <tr>
                    <th scope="col">{t.id}</th>
                    <th scope="col">{t.standard}</th>
                    <th scope="col">{t.format}</th>
                    <th scope="col">{t.powerType}</th>
                    <th scope="col">{t.maxVoltage}</th>
                    <th scope="col">{t.maxAmperage}</th>
                    <th scope="col">{t.maxPower}</th>
                    <th scope="col">{t.tariffPerKwh}</th>
                    <th scope="col">{t.tariffIds}</th>
                    {!locked ? <ActionsHeader label={t.actions} /> : null}
                  </tr>
                </thead>
                <tbody>
                  {connectors.map((c, k) => {
                    const name = (key: string) => `${path}.${i}.connectors.${k}.${key}`
                    const label = (what: string) =>
                      fill(t.ofConnector, { what, id: c.id || k + 1, name: evseLabel })
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
                        onChange={(e) =>
                          updateConnector(i, k, (x) => ({ ...x, [key]: e.target.value }))
                        }
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
                        onChange={(e) =>
                          updateConnector(i, k, (x) => setNumber(x, key, e.target.value))
                        }
                      />
                    )
                    return (
                      <tr key={k} data-connector={k}>
                        <td>
                          <input
                            className={`${styles.input} ${styles.narrow}`}
                            name={name('id')}
                            aria-label={label(t.id)}
                            value={c.id ?? ''}
                            maxLength={36}
                            disabled={disabled}
                            onChange={(e) =>
                              updateConnector(i, k, (x) => ({ ...x, id: e.target.value }))
                            }
                          />
                        </td>
                        <td>
                          {select('standard', t.standard, connectorStandards, connectorNames)}
                        </td>
                        <td>{select('format', t.format, connectorFormats, t.formats)}</td>
                        <td>{select('power_type', t.powerType, powerTypes, t.powerTypes)}</td>
                        <td>{number('max_voltage', t.maxVoltage, '1')}</td>
                        <td>{number('max_amperage', t.maxAmperage, '1')}</td>
                        <td>{number('max_electric_power', t.maxPower, '1')}</td>
                        <td>{number('tariff_per_kwh', t.tariffPerKwh)}</td>
                        <td>
                          <input
                            className={styles.input}
                            name={name('tariff_ids')}
                            aria-label={label(t.tariffIds)}
                            placeholder={t.tariffIdsHint}
                            value={Array.isArray(c.tariff_ids) ? c.tariff_ids.join(', ') : ''}
                            disabled={disabled}
                            onChange={(e) =>
                              updateConnector(i, k, (x) => {
                                const ids = e.target.value.split(',').map((s) => s.trim())
                                const next: Connector = { ...x, tariff_ids: ids }
                                // Trailing separators stay while typing; an empty list is no key at
                                // all.
                                if (!ids.some(Boolean)) delete next.tariff_ids
                                return next
                              })
                            }
                            onBlur={() =>
                              updateConnector(i, k, (x) => {
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
                            onRemove={() =>
                              updateEvse(i, (x) => ({
                                ...x,
                                connectors: connectors.filter((_, j) => j !== k),
                              }))
                            }
                          />
                        ) : null}
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            </div>
            {!locked ? (
              <p>
                <button
                  type="button"
                  className={styles.button}
                  disabled={disabled}
                  onClick={() =>
                    updateEvse(i, (x) => ({
                      ...x,
                      connectors: [...connectors, newConnector(connectors.length)],
                    }))
                  }
                >
                  {fill(t.addConnector, { name: evseLabel })}
                </button>
              </p>
            ) : null}
          </fieldset>
        )
      })}
      {!locked ? (
        <button
          type="button"
          className={styles.button}
          disabled={disabled}
          onClick={() =>
            update([
              ...evses,
              {
                uid: `EVSE-${evses.length + 1}`,
                status: 'AVAILABLE',
                connectors: [newConnector(0)],
              },
            ])
          }
        >
          {t.addEvse}
        </button>
      ) : null}
    </FieldFrame>
  )
}
