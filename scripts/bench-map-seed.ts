/**
 * The bench's network: 20,000 generated stations (slimmed to what the map reads: one EVSE), then
 * copies of them moved by up to a few kilometres, written by the database itself (INSERT … SELECT):
 * a million rows in a minute or two instead of most of an hour through the client.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { bulkInsert, generateStations } from '@/features/map/seed'
import { resetStationsVersion } from '@/features/map/stations/version'
import { runStatement } from '@/lib/sql'

const base = 20_000
const copied = [
  'country_code',
  'party_id',
  'name',
  'address',
  'city',
  'postal_code',
  'country',
  'time_zone',
  'evses',
  'type',
  'currency',
  'app_users_only',
  'publish',
  'max_power_kw',
  'power_band',
  'status_summary',
  'connector_standards',
  'updated_at',
  'created_at',
]

/** A function that grows the stations table to a target size (sizes asked in increasing order). */
export function networkSeeder(payload: Payload): (target: number) => Promise<void> {
  const postgres = payload.db.name === 'postgres'
  let seeded = 0
  let copies = 0
  return async function seedTo(target: number) {
    if (seeded === 0) {
      const rows = generateStations(base, 1000).map(
        ({ commentsCount: _c, openingTimes: _o, facilities: _f, evses, ...s }) => ({
          ...s,
          evses: (evses as { connectors: unknown[] }[])
            .slice(0, 1)
            .map((e) => ({ ...e, connectors: e.connectors.slice(0, 1) })),
        }),
      )
      await bulkInsert(payload, 'stations', rows)
      seeded = base
    }
    while (seeded < target) {
      const n = Math.min(5, Math.ceil((target - seeded) / base))
      const jitter = postgres
        ? '(random() - 0.5) * 0.06'
        : '((abs(random()) % 1000000) / 1000000.0 - 0.5) * 0.06'
      const series = postgres
        ? `generate_series(${copies + 1}, ${copies + n}) as g(n)`
        : `(with recursive g(n) as (select ${copies + 1} union all select n + 1 from g where n < ${copies + n}) select n from g) as g`
      const cols = copied.map((c) => `"${c}"`).join(', ')
      await runStatement(
        payload,
        sql.raw(
          `insert into "stations" ("ocpi_id", "public_id", "latitude", "longitude", ${cols}) ` +
            `select s."ocpi_id" || '-' || g.n, s."ocpi_id" || '-' || g.n, s."latitude" + ${jitter}, s."longitude" + ${jitter}, ${copied.map((c) => `s."${c}"`).join(', ')} ` +
            `from "stations" s, ${series} where s."id" <= ${base}`,
        ),
      )
      copies += n
      seeded += n * base
    }
    await resetStationsVersion(payload)
  }
}
