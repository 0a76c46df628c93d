import { NextResponse, type NextRequest } from 'next/server'

import { listComments, maxCommentBodyBytes, postComment } from '@/features/map/comments/comments'
import { badRequest, readBody, withApiErrors } from '@/lib/http'
import { payloadClient } from '@/lib/payload'
import { clientIp, rateLimiter } from '@/lib/rate-limit'

type Params = { params: Promise<{ id: string }> }

const validId = (id: string) => /^[A-Za-z0-9*_.-]{1,64}$/.test(id)
const badId = () =>
  badRequest('id must be an OCPI location id (letters, digits, - _ . *; at most 64).', 'id')

/**
 * `GET /api/v1/stations/{id}/comments?page=1`: the approved comments, newest first, five a page.
 */
export const GET = withApiErrors(async (request: NextRequest, { params }: Params) => {
  const { id } = await params
  if (!validId(id)) return badId()
  const outcome = await listComments(
    await payloadClient(),
    id,
    new URL(request.url).searchParams.get('page'),
  )
  // Briefly cacheable in a shared cache (an approval shows within 30 s); a browser asks again each
  // time (no stale-while-revalidate: it would show the old list once more after an approval).
  const cache = outcome.status === 200 ? 'public, max-age=0, s-maxage=30' : 'no-store'
  return NextResponse.json(outcome.body, {
    status: outcome.status,
    headers: { 'Cache-Control': cache },
  })
})

/**
 * `POST /api/v1/stations/{id}/comments` `{ authorName, body, locale?, website?, captchaToken? }`:
 * stored unapproved.
 */
export const POST = withApiErrors(
  async (request: NextRequest, { params }: Params) => {
    const { id } = await params
    if (!validId(id)) return badId()
    const body = await readBody(request, maxCommentBodyBytes)
    if (!body.ok) return body.response
    const outcome = await postComment(await payloadClient(), id, body.text, {
      ip: clientIp(request.headers),
      acceptLanguage: request.headers.get('accept-language'),
      contentType: request.headers.get('content-type'),
      limiter: rateLimiter('FORMS'),
    })
    return NextResponse.json(outcome.body, {
      status: outcome.status,
      headers: { 'Cache-Control': 'no-store', ...outcome.headers },
    })
  },
  { countAs: () => 'station-comment' },
)
