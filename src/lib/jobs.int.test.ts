import { eq } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { testPayload } from '../../tests/support/payload'
import { sqlTable } from './sql'
import { runDuePayloadJobs, startScheduler } from './jobs'

/**
 * Payload's queue (scheduled publishing) under the site's scheduler: a due job runs once even with
 * two workers at it, and a job left processing by a dead worker is freed after its lease and runs.
 */
let payload: Payload
let second: Payload

beforeAll(async () => {
  payload = await testPayload()
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ])
  second = await getPayload({ config, key: 'second-worker' })
})

afterAll(async () => {
  ;(
    second?.db as { pool?: { on: (event: 'error', listener: () => void) => void } } | undefined
  )?.pool?.on('error', () => {})
  await second?.db.destroy?.()
})

async function scheduledDraft(url: string) {
  const draft = await payload.create({
    collection: 'posts',
    locale: 'en',
    draft: true,
    data: { title: `Scheduled ${url}`, excerpt: 'Later.', url, _status: 'draft' },
  })
  const job = await payload.jobs.queue({
    task: 'schedulePublish',
    input: { type: 'publish', doc: { relationTo: 'posts', value: String(draft.id) } },
    waitUntil: new Date(Date.now() - 1000),
  } as never)
  return { id: draft.id, jobId: (job as { id: number | string }).id }
}

const versions = async (id: number | string) =>
  (
    await payload.countVersions({
      collection: 'posts',
      where: { parent: { equals: id }, 'version._status': { equals: 'published' } },
    })
  ).totalDocs

it('a scheduled publish that is due runs once with two workers at it', async () => {
  const { id, jobId } = await scheduledDraft('scheduled-once')
  const runs = await Promise.all([
    runDuePayloadJobs(payload),
    runDuePayloadJobs(second),
    runDuePayloadJobs(second),
  ])
  expect(runs.reduce((a, b) => a + b, 0)).toBe(1)
  expect((await payload.findByID({ collection: 'posts', id }))._status).toBe('published')
  expect(await versions(id)).toBe(1)
  expect(
    await payload.count({ collection: 'payload-jobs', where: { id: { equals: jobId } } }),
  ).toMatchObject({ totalDocs: 0 }) // deleted on completion
})

it('a job left processing by a dead worker runs after its lease', async () => {
  const { id, jobId } = await scheduledDraft('scheduled-orphan')
  // Taken 11 minutes ago by a worker that died.
  await payload.db.updateOne({ collection: 'payload-jobs', id: jobId, data: { processing: true } })
  const { db, table } = sqlTable(payload, 'payload-jobs', ['id', 'updatedAt'])
  await db
    .update(table)
    .set({ updatedAt: new Date(Date.now() - 11 * 60_000).toISOString() })
    .where(eq(table.id, jobId))
  expect(await runDuePayloadJobs(second)).toBe(1)
  expect((await payload.findByID({ collection: 'posts', id }))._status).toBe('published')
  expect(await versions(id)).toBe(1)
})

it('no stray scheduler: Payload starts no cron of its own, and the site scheduler stays off in the build or when switched off', async () => {
  // Admin and /api requests ask Payload for its crons (getPayload with cron: true); there are none.
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ])
  const withCrons = await getPayload({ config, key: 'second-worker', cron: true })
  expect(withCrons.crons).toHaveLength(0)
  expect(startScheduler(payload, [], { NEXT_PHASE: 'phase-production-build' })).toBe(false)
  expect(startScheduler(payload, [], { JOBS_AUTORUN: 'off' })).toBe(false)
})
