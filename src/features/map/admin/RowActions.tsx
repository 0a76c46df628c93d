'use client'

import styles from '@/lib/admin-fields/fields.module.css'

/** The header of the actions column of an editable table (shown only while the table can be edited). */
export function ActionsHeader() {
  return (
    <th scope="col">
      <span className="sr-only">Actions</span>
    </th>
  )
}

/** The last cell of an editable table row: a button that removes the row, named for screen readers. */
export function RemoveCell({
  label,
  disabled,
  onRemove,
}: {
  label: string
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
        Remove
      </button>
    </td>
  )
}
