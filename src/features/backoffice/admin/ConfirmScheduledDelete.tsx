'use client'

import { useTranslation } from '@payloadcms/ui'
import { type ReactNode, useEffect } from 'react'

import { backofficeT } from '@/i18n/backoffice/keys'

/**
 * Payload's schedule drawer deletes an upcoming publish or unpublish at the first click of its ✕,
 * with no way back. The click is stopped before it reaches React unless the editor confirms, in
 * their language, naming the change (its row: what and when).
 */
export function ConfirmScheduledDelete({ children }: { children?: ReactNode }) {
  const { t } = useTranslation()
  useEffect(() => {
    const confirmDelete = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.('.schedule-publish__delete')
      if (!button) return
      const cells = [...(button.closest('tr')?.querySelectorAll('td') ?? [])]
        .filter((cell) => !cell.contains(button))
        .map((cell) => cell.textContent?.trim())
        .filter(Boolean)
      const change = cells.join(', ')
      if (window.confirm(backofficeT(t)('frame:confirmScheduledDelete', { change }))) return
      event.preventDefault()
      event.stopPropagation()
    }
    // On the window, in the capture phase: before React's own listener at its root.
    window.addEventListener('click', confirmDelete, true)
    return () => window.removeEventListener('click', confirmDelete, true)
  }, [t])
  return children
}
