'use client'

import type { JSONFieldClientComponent } from 'payload'

import { FieldFrame, labelText } from '@/lib/admin-fields/FieldFrame'
import styles from '@/lib/admin-fields/fields.module.css'
import { fill } from '@/lib/fill'

import { ocpiStatuses, type2Socket22kW } from '../stations/model'
import { ConnectorRow, type Connector } from './ConnectorRow'
import { AddButton, EditableTable } from './EditableTable'
import { named } from './texts'
import { useStationEditor } from './useStationEditor'

type Row = Record<string, unknown>
type Evse = Row & { uid?: string; status?: string; connectors?: Connector[] }

const asRows = <T extends Row>(value: unknown): T[] =>
  Array.isArray(value)
    ? value.filter((v): v is T => typeof v === 'object' && v !== null && !Array.isArray(v))
    : []

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
export const EvsesField: JSONFieldClientComponent = (props) => {
  const { path, field } = props
  const { value, setValue, showError, errorMessage, disabled, locked, t, language, id } =
    useStationEditor(props)
  const evses = asRows<Evse>(value)

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
      <p className={styles.muted} data-price-rule>
        {t.priceRule}
      </p>
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
              <EditableTable
                label={fill(t.connectorsOf, { name: evseLabel })}
                columns={[
                  t.id,
                  t.standard,
                  t.format,
                  t.powerType,
                  t.maxVoltage,
                  t.maxAmperage,
                  t.maxPower,
                  t.tariffPerKwh,
                  t.tariffIds,
                ]}
                actions={locked ? undefined : t.actions}
              >
                {connectors.map((c, k) => (
                  <ConnectorRow
                    key={k}
                    connector={c}
                    name={`${path}.${i}.connectors.${k}`}
                    index={k}
                    evseLabel={evseLabel}
                    t={t}
                    disabled={disabled}
                    locked={locked}
                    onChange={(change) => updateConnector(i, k, change)}
                    onRemove={() =>
                      updateEvse(i, (x) => ({
                        ...x,
                        connectors: connectors.filter((_, j) => j !== k),
                      }))
                    }
                  />
                ))}
              </EditableTable>
            </div>
            {!locked ? (
              <p>
                <AddButton
                  text={fill(t.addConnector, { name: evseLabel })}
                  disabled={disabled}
                  onAdd={() =>
                    updateEvse(i, (x) => ({
                      ...x,
                      connectors: [...connectors, newConnector(connectors.length)],
                    }))
                  }
                />
              </p>
            ) : null}
          </fieldset>
        )
      })}
      {!locked ? (
        <AddButton
          text={t.addEvse}
          disabled={disabled}
          onAdd={() =>
            update([
              ...evses,
              {
                uid: `EVSE-${evses.length + 1}`,
                status: 'AVAILABLE',
                connectors: [newConnector(0)],
              },
            ])
          }
        />
      ) : null}
    </FieldFrame>
  )
}
