'use client'

import { useField, useFormSubmitted } from '@payloadcms/ui'
import { useState } from 'react'

type Props = { path: string; readOnly?: boolean; field: { admin?: { readOnly?: boolean } } }

/**
 * Payload's useField for a custom field component, with when its controls take input: `locked` when
 * the field is read-only for good (its row actions are not shown), `disabled` also while the form
 * loads or saves. Payload's own inputs wait for the form the same way: what is chosen before the
 * form has taken over the server-rendered controls never reaches it, and would silently not be
 * saved.
 *
 * A refused save's message stays until the value changes or a save succeeds. Payload asks the
 * server for the form's state a moment after each change without checking the values, and an
 * answer that arrives after the refused save's marks the field valid again: on a busy server the
 * editor saw the message flash and vanish, or never saw it.
 */
export function useEditableField<T>(
  { path, readOnly, field }: Props,
  options: Omit<Parameters<typeof useField<T>>[0], 'path'> = {},
) {
  const state = useField<T>({ ...options, path })
  const submitted = useFormSubmitted()
  const valueKey = JSON.stringify(state.value ?? null)
  const [refused, setRefused] = useState<{ message: string; valueKey: string } | null>(null)
  const { showError, errorMessage } = state
  // Remembered during render (React's pattern for state derived from earlier renders).
  if (
    showError &&
    errorMessage &&
    (refused?.message !== errorMessage || refused.valueKey !== valueKey)
  )
    setRefused({ message: errorMessage, valueKey })
  const kept = !showError && submitted && refused?.valueKey === valueKey ? refused.message : null
  const locked = Boolean(readOnly || field.admin?.readOnly)
  return {
    ...state,
    showError: showError || kept !== null,
    errorMessage: kept ?? errorMessage,
    locked,
    disabled: locked || state.disabled,
  }
}
