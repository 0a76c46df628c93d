'use client'

import type { JSONFieldClientComponent } from 'payload'
import { useRef } from 'react'

import { FieldFrame, labelText } from '@/lib/admin-fields/FieldFrame'
import styles from '@/lib/admin-fields/fields.module.css'
import { fill } from '@/lib/fill'

import type { OpeningTimes, RegularHours } from '../stations/model'

import { AddButton, EditableTable, RemoveCell } from './EditableTable'
import { weekdayName, type Texts } from './texts'
import { useStationEditor } from './useStationEditor'

function read(value: unknown): OpeningTimes {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { twentyfourseven: true }
  const v = value as Partial<OpeningTimes>
  return {
    ...v,
    twentyfourseven: v.twentyfourseven !== false,
    regular_hours: Array.isArray(v.regular_hours) ? v.regular_hours : undefined,
  }
}

/** A cell with a required time input (HH:MM). */
function TimeCell({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string
  value: string
  disabled: boolean
  onChange: (value: string) => void
}) {
  return (
    <td>
      <input
        className={styles.input}
        type="time"
        aria-label={label}
        value={value}
        required
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      />
    </td>
  )
}

/**
 * OCPI opening times as a "24/7" switch or one row per opening period (weekday, from, until; a
 * period may run past midnight). The value stays `{ twentyfourseven, regular_hours }` as the hooks
 * validate it.
 */
export const OpeningTimesField: JSONFieldClientComponent = (props) => {
  const { path, field } = props
  const { value, setValue, showError, errorMessage, disabled, locked, t, language, id } =
    useStationEditor(props)
  const weekdays = [1, 2, 3, 4, 5, 6, 7].map((d) => weekdayName(d, language))
  const times = read(value)
  const hours = times.regular_hours ?? []
  // Hours hidden by switching to 24/7 come back when switching off again in the same edit.
  const lastHours = useRef<RegularHours[]>(hours.length ? hours : [])

  const setHours = (next: RegularHours[]) => {
    lastHours.current = next
    setValue({ ...times, twentyfourseven: false, regular_hours: next })
  }
  const setRow = (i: number, change: Partial<RegularHours>) =>
    setHours(hours.map((h, j) => (j === i ? { ...h, ...change } : h)))

  return (
    <FieldFrame
      id={id}
      label={labelText(field.label, t.openingHours, language)}
      error={showError && errorMessage}
    >
      <div className={styles.row}>
        <label style={{ flexDirection: 'row', alignItems: 'center', gap: 8 }}>
          <input
            type="checkbox"
            name={`${path}.twentyfourseven`}
            checked={times.twentyfourseven}
            disabled={disabled}
            onChange={(e) => {
              if (e.target.checked) {
                const { regular_hours: _hidden, ...rest } = times
                setValue({ ...rest, twentyfourseven: true })
              } else {
                const restored = lastHours.current.length
                  ? lastHours.current
                  : [1, 2, 3, 4, 5].map((weekday) => ({
                      weekday,
                      period_begin: '08:00',
                      period_end: '20:00',
                    }))
                setHours(restored)
              }
            }}
          />
          {t.open247}
        </label>
      </div>
      {!times.twentyfourseven ? (
        <div className={styles.tableWrap}>
          <EditableTable
            label={t.openingPeriods}
            columns={[t.day, t.opens, t.closes]}
            actions={locked ? undefined : t.actions}
          >
            {hours.map((h, i) => (
              <PeriodRow
                key={i}
                period={h}
                index={i}
                weekdays={weekdays}
                t={t}
                disabled={disabled}
                locked={locked}
                onChange={(change) => setRow(i, change)}
                onRemove={() => setHours(hours.filter((_, j) => j !== i))}
              />
            ))}
          </EditableTable>
          {!locked ? (
            <p>
              <AddButton
                text={t.addPeriod}
                disabled={disabled}
                onAdd={() =>
                  setHours([
                    ...hours,
                    {
                      weekday: hours.length
                        ? Math.min(7, (hours[hours.length - 1]?.weekday ?? 0) + 1)
                        : 1,
                      period_begin: '08:00',
                      period_end: '20:00',
                    },
                  ])
                }
              />
            </p>
          ) : null}
          <p className={styles.description}>{t.overnight}</p>
        </div>
      ) : null}
    </FieldFrame>
  )
}

/** One opening period: its weekday, when it opens and when it closes. */
function PeriodRow({
  period: h,
  index: i,
  weekdays,
  t,
  disabled,
  locked,
  onChange,
  onRemove,
}: {
  period: RegularHours
  index: number
  /** The weekdays' names, Monday first, in the back office's language. */
  weekdays: string[]
  t: Texts
  disabled: boolean
  locked: boolean
  onChange: (change: Partial<RegularHours>) => void
  onRemove: () => void
}) {
  const day = weekdays[h.weekday - 1] ?? String(h.weekday)
  return (
    <tr>
      <td>
        <select
          className={styles.select}
          aria-label={fill(t.dayOfPeriod, { n: i + 1 })}
          value={h.weekday}
          disabled={disabled}
          onChange={(e) => onChange({ weekday: Number(e.target.value) })}
        >
          {weekdays.map((name, d) => (
            <option key={name} value={d + 1}>
              {name}
            </option>
          ))}
        </select>
      </td>
      <TimeCell
        label={fill(t.opensOn, { day, n: i + 1 })}
        value={h.period_begin}
        disabled={disabled}
        onChange={(value) => onChange({ period_begin: value })}
      />
      <TimeCell
        label={fill(t.closesOn, { day, n: i + 1 })}
        value={h.period_end}
        disabled={disabled}
        onChange={(value) => onChange({ period_end: value })}
      />
      {!locked ? (
        <RemoveCell
          label={fill(t.removePeriod, { day, n: i + 1 })}
          text={t.remove}
          disabled={disabled}
          onRemove={onRemove}
        />
      ) : null}
    </tr>
  )
}
