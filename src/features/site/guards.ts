import { redirect } from 'next/navigation'

export type StationQuery = { id?: string | string[]; connector?: string | string[] }

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
