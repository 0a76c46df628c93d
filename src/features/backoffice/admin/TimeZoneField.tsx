'use client'

import { FieldDescription, FieldError, FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { useMemo, useSyncExternalStore } from 'react'

import { backofficeT } from '@/i18n/backoffice/keys'

const noChanges = () => () => {}

/** The user's time zone as a list of the zones the browser knows; the first entry is "none". */
export const TimeZoneField: TextFieldClientComponent = ({ field, path }) => {
  const { value, setValue, showError, disabled } = useField<string>({ path })
  const { t } = useTranslation()
  // Known only in the browser (the server renders this too, with none).
  const browserZone = useSyncExternalStore(
    noChanges,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => '',
  )
  const zones = useMemo(() => {
    const known = Intl.supportedValuesOf('timeZone')
    return known.includes('UTC') ? known : [...known, 'UTC']
  }, [])
  const id = `field-${path}`
  return (
    <div className={`field-type select${showError ? ' error' : ''}`}>
      <FieldLabel htmlFor={id} label={field.label} path={path} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <select
          id={id}
          name={path}
          value={value ?? ''}
          disabled={disabled}
          onChange={(event) => setValue(event.target.value || null)}
          style={{ width: '100%', padding: '0.5rem', font: 'inherit' }}
        >
          <option value="">
            {backofficeT(t)('backoffice:browserTimeZone', { zone: browserZone || '…' })}
          </option>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
