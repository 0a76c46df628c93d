'use client'

import type { ReactNode } from 'react'

import styles from './fields.module.css'

type Props = {
  /** id of the group's heading, for aria-labelledby of the editor inside. */
  id: string
  label: string
  description?: string
  required?: boolean
  error?: string | false
  children: ReactNode
}

/**
 * Label, description and error around one of our structured field editors: the same reading order
 * as Payload's own fields, and the editor's region is named by its label for screen readers.
 */
export function FieldFrame({ id, label, description, required, error, children }: Props) {
  return (
    <div
      className={`field-type ${styles.field}`}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={description ? `${id}-description` : undefined}
    >
      <span id={`${id}-label`} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </span>
      {description ? (
        <p id={`${id}-description`} className={styles.description}>
          {description}
        </p>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  )
}

/** A field's label as configured: a string, or the entry of a per-language label for `language`. */
export function labelText(label: unknown, fallback: string, language = 'en'): string {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') {
    const texts = label as Record<string, unknown>
    const text = texts[language] ?? texts.en
    if (typeof text === 'string') return text
  }
  return fallback
}

/** `evses` → `field-evses`: a stable DOM id prefix per field path. */
export const fieldId = (path: string) => `field-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`
