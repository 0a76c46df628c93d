import { cookies, draftMode } from 'next/headers'
import { cache } from 'react'

import { payloadClient } from '@/lib/payload'

import { verifyPreviewToken, type PreviewGrant } from './token'

/** The draft-mode cookie that holds the preview token of this browser. */
export const previewCookie = 'site-preview'

/**
 * The document this browser previews through draft mode (the cookie `/api/v1/preview` set). Cookies
 * are read only in draft mode, so ordinary renders stay cacheable.
 */
export const previewGrant = cache(async (): Promise<PreviewGrant | null> => {
  try {
    if (!(await draftMode()).isEnabled) return null
    const token = (await cookies()).get(previewCookie)?.value
    return verifyPreviewToken(token, (await payloadClient()).secret)
  } catch {
    // Outside a request (scripts, route handlers without draft mode): no preview.
    return null
  }
})
