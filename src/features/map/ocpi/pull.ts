import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { OcpiRun } from '@/payload-types'

import { upsertLocation, type Rejected } from './importer'
import type { StationType } from '../stations/model'
import { validateLocation } from '../stations/validation'
import { validateTariff } from '../tariffs/model'
import { upsertTariff } from '../tariffs/store'
import { encodeToken } from './http'

/**
 * Pulls a CPO's OCPI 2.2.1 Locations or Tariffs (the sender interface's GET list) into the map: page
 * by page, 429 and 5xx retried, only what changed since the last successful run (`date_from`),
 * every record validated like an import. Each run is an `ocpi-runs` row. Details: the map README,
 * "OCPI pull".
 */
export type PullModule = 'locations' | 'tariffs'
export type PullOptions = {
  module: PullModule
  url: string
  token?: string
  trigger?: 'command' | 'schedule'
  /** Ignore earlier runs and ask for everything. */
  full?: boolean
  maxAttempts?: number
  /** First retry wait; doubles each time. */
  retryBaseMs?: number
  /** Called after each page (the schedule renews its lease there). */
  onPage?: () => Promise<void>
  log?: (line: string) => void
}

export class PullError extends Error {}

const maxPages = 100_000
const maxStoredRejects = 500
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function fetchPage(url: string, options: PullOptions): Promise<Response> {
  const attempts = options.maxAttempts ?? 5
  const base = options.retryBaseMs ?? 500
  let lastProblem = ''
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let response: Response | undefined
    try {
      response = await fetch(url, {
        headers: {
          Accept: 'application/json',
          ...(options.token ? { Authorization: `Token ${encodeToken(options.token)}` } : {}),
          'X-Request-ID': randomUUID(),
          'X-Correlation-ID': randomUUID(),
        },
        signal: AbortSignal.timeout(60_000),
      })
    } catch (error) {
      lastProblem = (error as Error).message
    }
    if (response) {
      if (response.status === 401 || response.status === 403)
        throw new PullError(
          `${url}: HTTP ${response.status}: the CPO refused the token (check OCPI_TOKEN)`,
        )
      if (response.ok) return response
      lastProblem = `HTTP ${response.status}`
      if (response.status !== 429 && response.status < 500)
        throw new PullError(`${url}: HTTP ${response.status}`)
      await response.body?.cancel().catch(() => {})
    }
    if (attempt === attempts) break
    const retryAfter = Number(response?.headers.get('retry-after'))
    const wait =
      Number.isFinite(retryAfter) && retryAfter > 0
        ? Math.min(retryAfter * 1000, 30_000)
        : base * 2 ** (attempt - 1)
    options.log?.(
      `${url}: ${lastProblem}, retrying in ${wait} ms (attempt ${attempt + 1} of ${attempts})`,
    )
    await sleep(wait)
  }
  throw new PullError(`${url}: ${lastProblem} after ${attempts} attempts`)
}

/** The `rel="next"` target of a Link header, resolved against the page's URL. */
export function nextLink(header: string | null, base: string): string | null {
  if (!header) return null
  for (const part of header.split(/,(?=\s*<)/)) {
    const m = /^\s*<([^>]*)>\s*;(.*)$/.exec(part)
    if (m && /(^|;)\s*rel\s*=\s*"?next"?\s*(;|$)/i.test(m[2]!))
      return new URL(m[1]!, base).toString()
  }
  return null
}

function withParams(url: string, params: Record<string, string>): string {
  const u = new URL(url)
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v)
  return u.toString()
}

type Counts = Pick<OcpiRun, 'received' | 'created' | 'updated' | 'unchanged' | 'rejected'>

async function storeRecord(
  payload: Payload,
  module: PullModule,
  raw: unknown,
): Promise<'created' | 'updated' | 'unchanged' | string[]> {
  if (module === 'locations') {
    const result = validateLocation(raw)
    if (!result.ok) return result.errors
    const { result: outcome } = await upsertLocation(
      payload,
      result.value,
      (raw as { voltra?: { type?: StationType; app_users_only?: boolean } }).voltra,
    )
    return outcome === 'stale' ? 'unchanged' : outcome
  }
  const result = validateTariff(raw)
  if (!result.ok) return result.errors
  const { result: outcome } = await upsertTariff(payload, result.value)
  return outcome === 'stale' ? 'unchanged' : outcome
}

/** When the last successful run of this module and source started (the next run's date_from). */
export async function lastSuccessfulStart(
  payload: Payload,
  module: PullModule,
  source: string,
): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'ocpi-runs',
    where: {
      and: [
        { module: { equals: module } },
        { source: { equals: source } },
        { status: { equals: 'succeeded' } },
      ],
    },
    sort: '-startedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]?.startedAt ?? null
}

export async function runPull(payload: Payload, options: PullOptions): Promise<OcpiRun> {
  const startedAt = new Date().toISOString()
  const source = options.url
  const dateFrom = options.full ? null : await lastSuccessfulStart(payload, options.module, source)
  const run = await payload.create({
    collection: 'ocpi-runs',
    data: {
      module: options.module,
      trigger: options.trigger ?? 'command',
      status: 'running',
      source,
      startedAt,
      dateFrom,
    },
    depth: 0,
    overrideAccess: true,
  })
  const counts: Required<{ [K in keyof Counts]: number }> = {
    received: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    rejected: 0,
  }
  const rejected: Rejected[] = []
  let error: string | null = null
  try {
    let url: string | null = dateFrom
      ? withParams(options.url, { date_from: dateFrom })
      : options.url
    for (let page = 0; url && page < maxPages; page++) {
      const response = await fetchPage(url, options)
      let body: unknown
      try {
        body = await response.json()
      } catch {
        throw new PullError(`${url}: the answer is not JSON`)
      }
      const envelope = body as { data?: unknown; status_code?: unknown; status_message?: unknown }
      if (typeof envelope !== 'object' || envelope === null || !Array.isArray(envelope.data))
        throw new PullError(`${url}: expected the OCPI envelope { data: [...], status_code: 1000 }`)
      if (envelope.status_code !== undefined && envelope.status_code !== 1000)
        throw new PullError(
          `${url}: OCPI status ${String(envelope.status_code)} ${String(envelope.status_message ?? '')}`.trim(),
        )
      for (const raw of envelope.data) {
        const index = counts.received++
        try {
          const outcome = await storeRecord(payload, options.module, raw)
          if (Array.isArray(outcome)) {
            counts.rejected++
            const id =
              typeof (raw as { id?: unknown })?.id === 'string'
                ? (raw as { id: string }).id
                : undefined
            if (rejected.length < maxStoredRejects) rejected.push({ index, id, errors: outcome })
          } else counts[outcome]++
        } catch (e) {
          counts.rejected++
          if (rejected.length < maxStoredRejects)
            rejected.push({ index, errors: [(e as Error).message] })
        }
      }
      await options.onPage?.()
      const next = nextLink(response.headers.get('link'), url)
      const total = Number(response.headers.get('x-total-count'))
      const limit = Number(response.headers.get('x-limit'))
      // No Link: the counts say whether there is more (asked by offset, the page size the CPO
      // allows).
      url =
        next ??
        (Number.isFinite(total) && total > counts.received && envelope.data.length > 0
          ? withParams(url, {
              offset: String(counts.received),
              ...(Number.isFinite(limit) && limit > 0 ? { limit: String(limit) } : {}),
            })
          : null)
    }
  } catch (e) {
    error = e instanceof Error ? e.message : String(e)
  }
  return payload.update({
    collection: 'ocpi-runs',
    id: run.id,
    data: {
      ...counts,
      status: error ? 'failed' : 'succeeded',
      finishedAt: new Date().toISOString(),
      rejectedRecords: rejected,
      error,
    },
    depth: 0,
    overrideAccess: true,
  })
}

/** A run as lines for the command line: counts, then each rejected record with its field errors. */
export function describeRun(run: OcpiRun): string[] {
  const lines = [
    `${run.module} from ${run.source}${run.dateFrom ? ` (changes since ${run.dateFrom})` : ''}: ${run.status}`,
    `received ${run.received ?? 0}, created ${run.created ?? 0}, updated ${run.updated ?? 0}, unchanged ${run.unchanged ?? 0}, rejected ${run.rejected ?? 0}`,
  ]
  for (const r of (Array.isArray(run.rejectedRecords) ? run.rejectedRecords : []) as Rejected[])
    lines.push(`  #${r.index}${r.id ? ` (${r.id})` : ''}: ${r.errors.join('; ')}`)
  if (run.error) lines.push(`error: ${run.error}`)
  return lines
}

/**
 * Exit status of a command-line pull: 0 when anything valid came in (or nothing was wrong), else 1.
 */
export function pullExitCode(run: OcpiRun): number {
  const valid = (run.created ?? 0) + (run.updated ?? 0) + (run.unchanged ?? 0)
  if (run.status === 'failed' && valid === 0) return 1
  if (valid === 0 && (run.rejected ?? 0) > 0) return 1
  return 0
}
