import { redirect } from 'next/navigation'

import type { PageKey } from './pages'

export type StationQuery = { id?: string | string[]; connector?: string | string[] }
type GuardQuery = Record<string, string | string[] | undefined>

/**
 * The guard of the charging-session and prepay pages: both the
 * station identity and the connector must be in the query, otherwise the visitor goes to '/'.
 */
export function requireStationQuery(query: StationQuery): { id: string; connector: string } {
  const id = typeof query.id === 'string' ? query.id.trim() : ''
  const connector = typeof query.connector === 'string' ? query.connector.trim() : ''
  if (!id || !connector) redirect('/')
  return { id, connector }
}

/**
 * Guards by the name a page's configuration uses; each redirects (throws) when the visitor may not
 * pass.
 */
export const guards: Record<string, (query: GuardQuery) => void> = {
  stationQuery: (query) => void requireStationQuery(query),
}

/** Which guards run before a page renders, by name. */
export const pageGuards: Partial<Record<PageKey, readonly string[]>> = {
  payPrepay: ['stationQuery'],
  session: ['stationQuery'],
}

/**
 * A page names a guard nobody wrote: the page must not render unprotected, so it fails (status
 * 500).
 */
export class UnknownMiddlewareError extends Error {
  readonly status = 500
  constructor(readonly guard: string) {
    super('Unknown middleware')
    this.name = 'UnknownMiddlewareError'
  }
}

/**
 * Runs a page's guards in order. A name without a guard throws `UnknownMiddlewareError` before any
 * guard runs, so a typo in the configuration fails closed instead of serving the page unguarded.
 */
export function runPageGuards(
  key: PageKey,
  query: GuardQuery,
  configuration: Partial<Record<PageKey, readonly string[]>> = pageGuards,
): void {
  const names = configuration[key] ?? []
  const unknown = names.find((name) => !Object.hasOwn(guards, name))
  if (unknown !== undefined) {
    console.error(
      JSON.stringify({ level: 'error', msg: 'Unknown middleware', page: key, guard: unknown }),
    )
    throw new UnknownMiddlewareError(unknown)
  }
  for (const name of names) guards[name]!(query)
}
