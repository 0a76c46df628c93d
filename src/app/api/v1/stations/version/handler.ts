import { NextResponse } from 'next/server'

import { readStationsVersion, versionString } from '@/features/map/stations/version'
import { withApiErrors } from '@/lib/http'
import { payloadClient } from '@/lib/payload'

/**
 * `GET /api/v1/stations/version` → `{ "version": "<opaque>" }`: changes whenever a station or a
 * tariff changes, on any instance. The map polls it and refetches what it shows when it changes.
 * One indexed lookup; never cached.
 */
export const dynamic = 'force-dynamic'

export const GET = withApiErrors(async () => {
  const version = versionString(await readStationsVersion(await payloadClient()))
  return NextResponse.json({ version }, { headers: { 'Cache-Control': 'no-store, max-age=0' } })
})
