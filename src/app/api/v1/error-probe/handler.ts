import { notFoundError, withApiErrors } from '@/lib/http'

/**
 * `GET /api/v1/error-probe`: throws, so an operator can see a server error reach error reporting.
 * Exists only with ERROR_PROBE=true (never set by default); 404 otherwise. `?handled=1` throws
 * inside the API's error handling (answered as a 500 JSON and reported), without it the error
 * reaches Next.
 */
export async function GET(request: Request): Promise<Response> {
  if (process.env.ERROR_PROBE !== 'true') return notFoundError()
  const handled = new URL(request.url).searchParams.has('handled')
  const fail = async (): Promise<Response> => {
    throw new Error(
      'Error probe: a deliberate server error for probe-person@example.com, +44 20 7946 0958',
    )
  }
  if (handled) return withApiErrors(fail)()
  return fail()
}
