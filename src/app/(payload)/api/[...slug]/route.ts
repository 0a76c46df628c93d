/* Payload's REST API under /api (generated shape). */
import config from '@payload-config'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { maxFileBytes, uploadProblemMessage } from '@/features/media/limits'
import { jsonError } from '@/lib/http'

/** The back office's language: its cookie, else the browser's first choice. */
function adminLanguage(request: Request): string {
  const cookie = /(?:^|;\s*)payload-lng=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1]
  return cookie ?? request.headers.get('accept-language')?.split(',')[0] ?? 'en'
}

/**
 * Payload answers a multipart body it cannot parse with a 500. That is the client's mistake, so it
 * gets a 400 in the site's error shape before Payload sees it. A file over the upload limit would
 * also end as a 500 ("Something went wrong"): it gets a 413 saying the file's size and the limit,
 * in Payload's error shape, which the back office shows as it is.
 */
function withReadableForm<C>(handler: (request: Request, context: C) => Promise<Response>) {
  return async (request: Request, context: C): Promise<Response> => {
    if (
      (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
    ) {
      let form: FormData
      try {
        form = await request.clone().formData()
      } catch {
        return jsonError(400, 'invalid_body', 'The form data could not be read')
      }
      for (const value of form.values()) {
        if (typeof value !== 'string' && value.size > maxFileBytes) {
          const message = uploadProblemMessage(
            { code: 'tooBig', bytes: value.size },
            adminLanguage(request),
          )
          return Response.json({ errors: [{ message }] }, { status: 413 })
        }
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
