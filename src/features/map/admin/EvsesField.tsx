'use client'

import type { JSONFieldClientComponent } from 'payload'

import { FieldFrame, labelText } from '@/lib/admin-fields/FieldFrame'
import styles from '@/lib/admin-fields/fields.module.css'
import { fill } from '@/lib/fill'

import { ocpiStatuses, type2Socket22kW } from '../stations/model'
import { ConnectorPrices } from './ConnectorPrices'
import { ConnectorRow, type Connector } from './ConnectorRow'
import { AddButton, EditableTable } from './EditableTable'
import { named, type Texts } from './texts'
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
      {evses.map((evse, i) => (
        <EvseCard
          key={i}
          evse={evse}
          index={i}
          name={`${path}.${i}`}
          t={t}
          disabled={disabled}
          locked={locked}
          onChange={(change) => updateEvse(i, change)}
          onRemove={() => update(evses.filter((_, j) => j !== i))}
        />
      ))}
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
      {evses.length ? <ConnectorPrices evses={evses} t={t} language={language} /> : null}
    </FieldFrame>
  )
}

type CardProps = {
  evse: Evse
  index: number
  /** The EVSE's path in the form (`evses.0`). */
  name: string
  t: Texts
  disabled: boolean
  locked: boolean
  onChange: (change: (evse: Evse) => Evse) => void
  onRemove: () => void
}

/** One EVSE: its uid, EVSE id and status, then its connectors' table. */
function EvseCard({ evse, index: i, name, t, disabled, locked, onChange, onRemove }: CardProps) {
  const connectors = asRows<Connector>(evse.connectors)
  const evseLabel = `EVSE ${i + 1}${evse.uid ? ` (${evse.uid})` : ''}`
  const setConnectors = (next: Connector[]) => onChange((x) => ({ ...x, connectors: next }))
  return (
    <fieldset className={styles.card} data-evse={i}>
      <legend>{evseLabel}</legend>
      <div className={styles.row}>
        <TextField
          label={t.uid}
          name={`${name}.uid`}
          value={evse.uid ?? ''}
          required
          maxLength={36}
          disabled={disabled}
          onChange={(uid) => onChange((x) => ({ ...x, uid }))}
        />
        <TextField
          label={t.evseId}
          name={`${name}.evse_id`}
          value={typeof evse.evse_id === 'string' ? evse.evse_id : ''}
          maxLength={48}
          disabled={disabled}
          onChange={(evseId) =>
            onChange((x) => {
              const next: Row = { ...x, evse_id: evseId }
              if (!evseId) delete next.evse_id
              return next as Evse
            })
          }
        />
        <StatusField
          t={t}
          name={`${name}.status`}
          value={evse.status}
          disabled={disabled}
          onChange={(status) => onChange((x) => ({ ...x, status }))}
        />
        {!locked ? (
          <button
            type="button"
            className={`${styles.button} ${styles.danger}`}
            disabled={disabled}
            onClick={onRemove}
            aria-label={fill(t.removeNamed, { name: evseLabel })}
          >
            {t.removeEvse}
          </button>
        ) : null}
      </div>
      <ConnectorsTable
        connectors={connectors}
        name={name}
        evseLabel={evseLabel}
        t={t}
        disabled={disabled}
        locked={locked}
        onChange={(k, change) =>
          onChange((x) => ({
            ...x,
            connectors: asRows<Connector>(x.connectors).map((y, j) => (j === k ? change(y) : y)),
          }))
        }
        onRemove={(k) => setConnectors(connectors.filter((_, j) => j !== k))}
      />
      {!locked ? (
        <p>
          <AddButton
            text={fill(t.addConnector, { name: evseLabel })}
            disabled={disabled}
            onAdd={() => setConnectors([...connectors, newConnector(connectors.length)])}
          />
        </p>
      ) : null}
    </fieldset>
  )
}

/** An EVSE's OCPI status; a stored status this editor does not know stays choosable as it is. */
function StatusField({
  t,
  name,
  value,
  disabled,
  onChange,
}: {
  t: Texts
  name: string
  value: string | undefined
  disabled: boolean
  onChange: (status: string) => void
}) {
  return (
    <label>
      {t.status}
      <select
        className={styles.select}
        name={name}
        value={value ?? ''}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      >
        {value && !(ocpiStatuses as readonly string[]).includes(value) ? (
          <option value={value}>{value}</option>
        ) : null}
        {!value ? <option value="">{t.choose}</option> : null}
        {ocpiStatuses.map((s) => (
          <option key={s} value={s}>
            {named(t.statuses, s)}
          </option>
        ))}
      </select>
    </label>
  )
}

/** An EVSE's connectors, one editable row each. */
function ConnectorsTable({
  connectors,
  name,
  evseLabel,
  t,
  disabled,
  locked,
  onChange,
  onRemove,
}: {
  connectors: Connector[]
  name: string
  evseLabel: string
  t: Texts
  disabled: boolean
  locked: boolean
  onChange: (index: number, change: (c: Connector) => Connector) => void
  onRemove: (index: number) => void
}) {
  return (
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
            name={`${name}.connectors.${k}`}
            index={k}
            evseLabel={evseLabel}
            t={t}
            disabled={disabled}
            locked={locked}
            onChange={(change) => onChange(k, change)}
            onRemove={() => onRemove(k)}
          />
        ))}
      </EditableTable>
    </div>
  )
}
