import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { isLocale } from '@/i18n/locales'
import { fieldsOf } from '@/lib/fields'
import { badRequest, jsonError, notFoundError } from '@/lib/http'
import { payloadClient } from '@/lib/payload'

import { pageOfDocument, pageOfGlobal } from './documents'
import { previewCookie } from './grant'
import { previewPath, tokenInAddress } from './links'
import { previewTtlSeconds, verifyPreviewToken } from './token'

const isHttps = (request: NextRequest) =>
  (request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '')) ===
  'https'

/**
 * `GET /api/v1/preview?token=…&locale=…`: the back office's preview link. A valid token turns on
 * draft mode for this browser and redirects to the page showing the document (a page that reads
 * the token from its own address gets it there instead); anything else is refused without touching
 * draft mode.
 */
export async function previewHandler(request: NextRequest): Promise<Response> {
  const params = request.nextUrl.searchParams
  const locale = params.get('locale') ?? 'en'
  if (!isLocale(locale)) return badRequest('locale must be one of en, my, pt, ua', 'locale')
  const token = params.get('token')
  const payload = await payloadClient()
  const grant = verifyPreviewToken(token, payload.secret)
  if (!grant || !token)
    return jsonError(
      403,
      'forbidden',
      'This preview link is not valid or has expired: open the preview again from the back office',
    )
  const doc = grant.global
    ? null
    : await payload.findByID({
        collection: grant.collection,
        id: grant.id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        ...(grant.collection === 'goods' ? {} : { draft: true }),
      })
  const page = grant.global
    ? pageOfGlobal(grant.global)
    : doc
      ? pageOfDocument(grant.collection, fieldsOf(doc))
      : null
  if (page === null) return notFoundError('No page shows this document')
  if (tokenInAddress(grant)) redirect(previewPath(grant, page, locale, token))
  ;(await draftMode()).enable()
  ;(await cookies()).set(previewCookie, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: previewTtlSeconds,
    secure: isHttps(request),
  })
  redirect(`/${locale}${page}`)
}

/**
 * `GET /api/v1/preview/exit?path=/en/…`: leaves preview and returns to the page (same site only).
 */
export async function exitPreviewHandler(request: NextRequest): Promise<Response> {
  const path = request.nextUrl.searchParams.get('path') ?? '/'
  ;(await draftMode()).disable()
  ;(await cookies()).delete(previewCookie)
  redirect(/^\/(?!\/)[^\s\\]*$/.test(path) ? path : '/')
}
