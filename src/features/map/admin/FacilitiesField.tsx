'use client'

import type { JSONFieldClientComponent } from 'payload'

import { FieldFrame, labelText } from '@/lib/admin-fields/FieldFrame'
import styles from '@/lib/admin-fields/fields.module.css'

import { facilities } from '../stations/model'
import { facilityNames } from './texts'
import { useStationEditor } from './useStationEditor'

/** OCPI facilities as checkboxes; the value stays the array of OCPI codes, in OCPI order. */
export const FacilitiesField: JSONFieldClientComponent = (props) => {
  const { path, field } = props
  const { value, setValue, showError, errorMessage, disabled, t, language, id } =
    useStationEditor(props)
  const names = facilityNames(language)
  const label = labelText(field.label, t.facilities, language)
  const chosen = new Set(
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [],
  )
  const unknown = [...chosen].filter((code) => !(facilities as readonly string[]).includes(code))
  const toggle = (code: string, on: boolean) => {
    const next = new Set(chosen)
    if (on) next.add(code)
    else next.delete(code)
    setValue([...facilities.filter((f) => next.has(f)), ...unknown.filter((u) => next.has(u))])
  }
  return (
    <FieldFrame id={id} label={label} error={showError && errorMessage}>
      <fieldset className={styles.checks}>
        <legend className="sr-only">{label}</legend>
        {[...facilities, ...unknown].map((code) => (
          <label key={code}>
            <input
              type="checkbox"
              name={`${path}.${code}`}
              checked={chosen.has(code)}
              disabled={disabled}
              onChange={(e) => toggle(code, e.target.checked)}
            />
            {names[code] ?? code}
          </label>
        ))}
      </fieldset>
    </FieldFrame>
  )
}
