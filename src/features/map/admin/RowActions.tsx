'use client'

import styles from '@/lib/admin-fields/fields.module.css'

/**
 * The header of the actions column of an editable table (shown only while the table can be edited).
 */
export function ActionsHeader({ label }: { label: string }) {
  return (
    <th scope="col">
      <span className="sr-only">{label}</span>
    </th>
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
