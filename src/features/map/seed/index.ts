import type { Payload } from 'payload'

import { type SqlSelection, sqlTable } from '@/lib/sql'

import { resetStationsVersion } from '../stations/version'
import { demoTariffs } from '../tariffs/seed'
import { tariffFields } from '../tariffs/store'

import { generateStations, pick, random } from './generate'

export { generateStations, random, type GeneratedStation } from './generate'

/** What the demo comments say, and who wrote them. */
const commentTexts = [
  'Charged here twice this week, both times without a queue.',
  'Well lit at night and easy to find from the main road.',
  'Fast and reliable. The café next door is a nice bonus.',
  'One connector was busy, the other worked perfectly.',
  'Parking bay is a bit tight for larger cars.',
  'Payment through the app worked straight away.',
  'Great location near the entrance, covered from the rain.',
  'Slower than advertised in the evening, still fine overnight.',
]
const commentAuthors = [
  'Olena K.',
  'Andrii M.',
  'Maria S.',
  'João P.',
  'Inês R.',
  'Aisyah N.',
  'Wei Ling T.',
  'Daniel F.',
  'Rui C.',
  'Taras H.',
]

/**
 * Bulk-inserts rows through the database adapter (both SQLite and PostgreSQL speak drizzle),
 * returning the columns named in `returning` (a row's keys are the columns' names).
 */
export async function bulkInsert<T extends Record<string, unknown> = Record<string, never>>(
  payload: Payload,
  table: string,
  rows: Record<string, unknown>[],
  returning?: readonly (keyof T & string)[],
): Promise<T[]> {
  const { db, table: t } = sqlTable(payload, table, returning ?? [])
  let selection: SqlSelection<T> | undefined
  for (const k of returning ?? []) (selection ??= {} as SqlSelection<T>)[k] = t[k]
  const out: T[] = []
  // SQLite allows 32,766 bound parameters per statement; stay far below on both adapters.
  const columns = Object.keys(rows[0] ?? {}).length || 1
  const size = Math.max(1, Math.floor(8000 / columns))
  for (let i = 0; i < rows.length; i += size) {
    const query = db.insert(t).values(rows.slice(i, i + size))
    if (selection) out.push(...(await query.returning<T>(selection)))
    else await query
  }
  return out
}

/**
 * A realistic demo network in Ukraine, Portugal and Malaysia (generate.ts, countries.ts), with its
 * tariffs and visitors' comments, bulk-inserted so `npm start` and every e2e run stay fast.
 * `SEED_STATIONS` sets how many stations (default 6,000).
 */
export async function seedStations(
  payload: Payload,
  count = Number(process.env.SEED_STATIONS ?? 6000),
): Promise<void> {
  const stations = generateStations(count)
  const now = new Date().toISOString()
  await bulkInsert(
    payload,
    'tariffs',
    demoTariffs(now).map((t) => ({ ...tariffFields(t), createdAt: now, updatedAt: now })),
  )
  const inserted = await bulkInsert<{ id: number; ocpiId: string }>(payload, 'stations', stations, [
    'id',
    'ocpiId',
  ])
  const counts = new Map(stations.map((s) => [s.ocpiId, s.commentsCount]))
  const r = random(7)
  const started = Date.now()
  const comments: Record<string, unknown>[] = []
  for (const { id, ocpiId } of inserted) {
    for (let k = 0; k < (counts.get(ocpiId) ?? 0); k++) {
      const at = new Date(started - Math.floor(r() * 200) * 86_400_000).toISOString()
      comments.push({
        station: id,
        authorName: pick(r, commentAuthors),
        body: pick(r, commentTexts),
        approved: true,
        createdAt: at,
        updatedAt: at,
      })
    }
  }
  if (comments.length) await bulkInsert(payload, 'station_comments', comments)
  // The bulk insert skips Payload's hooks: every process reloads its pins.
  await resetStationsVersion(payload)
}
