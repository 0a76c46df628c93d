/* Payload's REST API under /api (generated shape). */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { jsonError } from '@/lib/http'

/**
 * Payload answers a multipart body it cannot parse with a 500. That is the client's mistake, so it
 * gets a 400 in the site's error shape before Payload sees it.
 */
function withReadableForm<C>(handler: (request: Request, context: C) => Promise<Response>) {
  return async (request: Request, context: C): Promise<Response> => {
    if ((request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
      try {
        await request.clone().formData()
      } catch {
        return jsonError(400, 'invalid_body', 'The form data could not be read')
      }
    }
    return handler(request, context)
  }
}

export const GET = REST_GET(config)
export const POST = withReadableForm(REST_POST(config))
export const DELETE = REST_DELETE(config)
export const PATCH = withReadableForm(REST_PATCH(config))
export const PUT = withReadableForm(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
