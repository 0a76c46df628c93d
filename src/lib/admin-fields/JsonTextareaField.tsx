'use client'

import type {
  CodeFieldClientComponent,
  JSONFieldClientComponent,
  JSONFieldClientProps,
} from 'payload'
import { getTranslation } from '@payloadcms/translations'
import { useTranslation } from '@payloadcms/ui'
import { useRef, useState } from 'react'

import { FieldFrame, fieldId, labelText } from './FieldFrame'
import styles from './fields.module.css'
import { useEditableField } from './useEditableField'

const show = (value: unknown) =>
  value === undefined || value === null ? '' : JSON.stringify(value, null, 2)

/**
 * A plain-textarea editor for `json` and `code` fields. Payload's own editor fetches Monaco from a
 * public CDN at run time, which the back office's Content-Security-Policy (rightly) blocks, leaving
 * a grey box; this one ships with the site. JSON is parsed as it is typed: until it parses, the
 * field shows why and the document cannot be saved.
 */
export const JsonTextareaField = (({ path, field, readOnly }: JSONFieldClientProps) => {
  const isCode = (field as { type?: string }).type === 'code'
  const problem = useRef<string | null>(null)
  const { value, setValue, showError, errorMessage, disabled } = useEditableField<unknown>(
    { path, field, readOnly },
    { validate: () => problem.current ?? true },
  )
  const [text, setText] = useState(() => (isCode ? String(value ?? '') : show(value)))
  const [parseError, setParseError] = useState<string | null>(null)
  const id = fieldId(path)
  const { i18n } = useTranslation()
  const given = field.admin?.description
  const description =
    typeof given === 'string' || (given && typeof given === 'object')
      ? getTranslation(given as Record<string, string>, i18n)
      : undefined
  const label = labelText(field.label, field.name, i18n.language)
  return (
    <FieldFrame
      id={id}
      label={label}
      description={description}
      required={field.required}
      error={parseError ?? (showError && errorMessage)}
    >
      <textarea
        id={id}
        className={styles.textarea}
        name={path}
        aria-label={label}
        aria-invalid={parseError ? true : undefined}
        spellCheck={false}
        readOnly={disabled}
        rows={Math.min(24, Math.max(4, text.split('\n').length + 1))}
        value={text}
        onChange={(e) => {
          const next = e.target.value
          setText(next)
          if (isCode) return setValue(next)
          try {
            const parsed = next.trim() === '' ? null : JSON.parse(next)
            problem.current = null
            setParseError(null)
            setValue(parsed)
          } catch (error) {
            problem.current = `Not valid JSON: ${(error as Error).message}`
            setParseError(problem.current)
          }
        }}
      />
    </FieldFrame>
  )
}) as JSONFieldClientComponent & CodeFieldClientComponent
