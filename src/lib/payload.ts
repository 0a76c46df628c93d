import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one way server code reaches Payload's Local API (the client is created once per process). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
