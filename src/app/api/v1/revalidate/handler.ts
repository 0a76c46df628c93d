import { NextResponse } from 'next/server'

import { revalidateContent, verifyRevalidation } from '@/lib/cache'
import { badRequest, jsonError, readBody, withApiErrors } from '@/lib/http'

/**
 * `POST /api/v1/revalidate` `{ tags, at }`, signed with PAYLOAD_SECRET (`x-signature`): how a
 * command-line import tells this server that content changed. Anything unsigned, stale (over five
 * minutes old) or naming something other than content tags is refused.
 */
export const POST = withApiErrors(async (request: Request) => {
  const read = await readBody(request, 16 * 1024)
  if (!read.ok) return read.response
  if (!verifyRevalidation(read.text, request.headers.get('x-signature')))
    return jsonError(401, 'unauthorized', 'Unsigned revalidation')
  let body: { tags?: unknown; at?: unknown }
  try {
    body = JSON.parse(read.text)
  } catch {
    return badRequest('Send a JSON object')
  }
  const { tags, at } = body
  if (typeof at !== 'number' || Math.abs(Date.now() - at) > 5 * 60_000)
    return badRequest('Stale or missing time', 'at')
  if (
    !Array.isArray(tags) ||
    tags.length === 0 ||
    tags.length > 100 ||
    !tags.every((tag) => typeof tag === 'string' && /^content:[a-z0-9-]{1,64}$/.test(tag))
  ) {
    return badRequest('tags must be 1 to 100 content tags', 'tags')
  }
  await revalidateContent(tags)
  return NextResponse.json({ revalidated: tags }, { headers: { 'Cache-Control': 'no-store' } })
})
