'use client'

import { useTranslation } from '@payloadcms/ui'
import { type ReactNode, useEffect } from 'react'

import { backofficeT } from '@/i18n/backoffice/keys'

import { type FrameKey, nameFrame } from './frame-names'

/**
 * Gives Payload's unnamed controls their names (frame-names.ts) in the reader's language, once the
 * screen is drawn and again whenever it changes (a drawer opens, a list pages, a row is added).
 * Repairs run once per frame at most, however many changes arrive in it.
 */
export function AccessibleFrame({ children }: { children?: ReactNode }) {
  const { t } = useTranslation()
  useEffect(() => {
    const say = (key: FrameKey, values?: Record<string, string>) =>
      backofficeT(t)(`frame:${key}`, values)
    let queued = 0
    const repair = () => {
      queued = 0
      nameFrame(document.body, say)
    }
    repair()
    const observer = new MutationObserver(() => {
      if (!queued) queued = requestAnimationFrame(repair)
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      cancelAnimationFrame(queued)
    }
  }, [t])
  return children
}
