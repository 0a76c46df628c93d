import { afterAll, beforeAll } from 'vitest'

import * as locationsRoute from '@/app/ocpi/2.2.1/locations/[...path]/route'
import * as tariffsRoute from '@/app/ocpi/2.2.1/tariffs/[...path]/route'
import * as stationsRoute from '@/app/api/v1/stations/handler'
import * as stationRoute from '@/app/api/v1/stations/[id]/handler'
import * as versionRoute from '@/app/api/v1/stations/version/handler'

import { testPayload } from '../../../../tests/support/payload'

import { resetStationPins } from '../queries'
import { encodeToken } from './http'

/**
 * The OCPI receiver's tests call its route handlers with real Requests on the file's database, and
 * read what a push changed back through the public stations API.
 */
export const secret = 'receiver-secret'
export const auth = { Authorization: `Token ${encodeToken(secret)}` }
const origin = 'http://localhost'
type Envelope = { data: unknown; status_code: number; status_message: string; timestamp: string }

export async function call(
  route: 'locations' | 'tariffs',
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = auth,
) {
  const mod = (route === 'locations' ? locationsRoute : tariffsRoute) as unknown as Record<
    string,
    (r: Request, c: { params: Promise<{ path: string[] }> }) => Promise<Response>
  >
  const request = new Request(`${origin}/ocpi/2.2.1/${route}/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  })
  const response = await mod[method]!(request, {
    params: Promise.resolve({ path: path.split('/') }),
  })
  return { status: response.status, body: (await response.json()) as Envelope }
}

export const later = (seconds: number) =>
  new Date(Date.parse('2026-11-01T10:00:00Z') + seconds * 1000).toISOString()

export async function pinsAround(lat: number, lng: number) {
  const url = `${origin}/api/v1/stations?bbox=${lng - 0.01},${lat - 0.01},${lng + 0.01},${lat + 0.01}&zoom=16`
  const response = await stationsRoute.GET(new Request(url))
  return ((await response.json()) as { items: { id: string; status: string }[] }).items
}
export async function detail(id: string) {
  const response = await stationRoute.GET(new Request(`${origin}/api/v1/stations/${id}`), {
    params: Promise.resolve({ id }),
  })
  return response.status === 200
    ? ((await response.json()) as {
        details?: { evses: { uid: string; status: string; connectors: { price: unknown }[] }[] }
      })
    : null
}
export const version = async () =>
  ((await (await versionRoute.GET()).json()) as { version: string }).version

/** The receiver on with `secret`, a fresh database and no pins of an earlier file. */
export function setUpTestReceiver() {
  beforeAll(async () => {
    process.env.OCPI_RECEIVER_TOKEN = secret
    resetStationPins()
    await testPayload()
  })
  afterAll(() => {
    delete process.env.OCPI_RECEIVER_TOKEN
  })
}
