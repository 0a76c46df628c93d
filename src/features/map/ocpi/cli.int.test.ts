import { execFile } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, expect, it } from 'vitest'

import { payloadCli } from '../../../../scripts/lib/payload-cli.mjs'
import { createPostgresDatabase, createSqliteDatabase } from '../../../../tests/support/databases'
import { testPayload } from '../../../../tests/support/payload'

import { findStationByOcpiKey } from '../queries'
import { ocpiLocation } from './ocpi.testing'

/**
 * `npm run ocpi -- pull <url>` as an operator runs it, a separate process: refused with a clear
 * message on a database that has not been prepared (an empty one of its own), then a pull from a
 * CPO's sender interface that lands on the map of this file's database (migrated, as the
 * integration setup gives it).
 */
let server: Server
let url = ''

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json',
      'x-total-count': '1',
      'x-limit': '10',
    })
    res.end(
      JSON.stringify({
        data: [ocpiLocation('PT', 'CLI', 'CLI-1', { lat: 38.7, lng: -9.1 })],
        status_code: 1000,
        timestamp: new Date().toISOString(),
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ocpi/cpo/2.2.1/locations`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function ocpiCli(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...payloadCli, 'run', 'scripts/ocpi.ts', ...args],
      { env: { ...process.env, ...env }, timeout: 90_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    )
  })
}

it('says the database has not been prepared, instead of failing on its first query', async () => {
  const empty =
    process.env.TEST_DATABASE === 'postgres'
      ? await createPostgresDatabase()
      : createSqliteDatabase()
  const { code, out } = await ocpiCli(['pull', url], { DATABASE_URL: empty.url }).finally(() =>
    empty.drop(),
  )
  expect(code).toBe(2)
  expect(out).toMatch(
    /has not been prepared for the site yet: start the site once \(npm start\) or run npm run migrate/,
  )
  expect(out).not.toMatch(/SQLITE_ERROR|relation .* does not exist/)
}, 120_000)

it('pulls a CPO’s locations onto the map once the database is migrated', async () => {
  const payload = await testPayload()
  const { code, out } = await ocpiCli(['pull', url])
  expect(out).toMatch(/received 1, created 1, updated 0, unchanged 0, rejected 0/)
  expect(code).toBe(0)
  expect(
    await findStationByOcpiKey(payload, { countryCode: 'PT', partyId: 'CLI', ocpiId: 'CLI-1' }),
  ).toBeTruthy()
}, 120_000)
