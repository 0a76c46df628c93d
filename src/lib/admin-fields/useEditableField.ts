'use client'

import { useField } from '@payloadcms/ui'

type Props = { path: string; readOnly?: boolean; field: { admin?: { readOnly?: boolean } } }

/**
 * Payload's useField for a custom field component, with when its controls take input: `locked` when
 * the field is read-only for good (its row actions are not shown), `disabled` also while the form
 * loads or saves. Payload's own inputs wait for the form the same way: what is chosen before the
 * form has taken over the server-rendered controls never reaches it, and would silently not be
 * saved.
 */
export function useEditableField<T>(
  { path, readOnly, field }: Props,
  options: Omit<Parameters<typeof useField<T>>[0], 'path'> = {},
) {
  const state = useField<T>({ ...options, path })
  const locked = Boolean(readOnly || field.admin?.readOnly)
  return { ...state, locked, disabled: locked || state.disabled }
}
