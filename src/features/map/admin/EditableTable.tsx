'use client'

import type { ReactNode } from 'react'

import styles from '@/lib/admin-fields/fields.module.css'

/**
 * An editable table of the station editors: its column headers, and an actions column (named for
 * screen readers) only while the table can be edited.
 */
export function EditableTable({
  label,
  columns,
  actions,
  children,
}: {
  label: string
  columns: string[]
  /** The actions column's name, or nothing when the table is read-only. */
  actions?: string
  children: ReactNode
}) {
  return (
    <table className={styles.table} aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
          {actions ? (
            <th scope="col">
              <span className="sr-only">{actions}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}

/** A button that adds a row or a card. */
export function AddButton(props: { text: string; disabled: boolean; onAdd: () => void }) {
  return (
    <button type="button" className={styles.button} disabled={props.disabled} onClick={props.onAdd}>
      {props.text}
    </button>
  )
}

/**
 * The last cell of an editable table row: a button that removes the row, named for screen readers.
 */
export function RemoveCell({
  label,
  text,
  disabled,
  onRemove,
}: {
  label: string
  /** The button's visible text ("Remove" in the admin's language). */
  text: string
  disabled: boolean
  onRemove: () => void
}) {
  return (
    <td>
      <button
        type="button"
        className={`${styles.button} ${styles.danger}`}
        aria-label={label}
        disabled={disabled}
        onClick={onRemove}
      >
        {text}
      </button>
    </td>
  )
}
