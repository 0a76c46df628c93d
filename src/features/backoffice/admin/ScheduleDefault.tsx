'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Payload's schedule drawer opens on "Unpublish" unless it counts versions newer than the published
 * one, and it counts none for a document never published, so a draft's first schedule defaulted to
 * taking it down. Its drafts are unpublished versions: counted as such, the drawer opens on
 * "Publish".
 */
export function ScheduleDefault() {
  const { id, globalSlug, hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount } =
    useDocumentInfo()
  const saved = Boolean(id || globalSlug)
  useEffect(() => {
    if (saved && !hasPublishedDoc && unpublishedVersionCount < 1) setUnpublishedVersionCount(1)
  }, [saved, hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount])
  return null
}
