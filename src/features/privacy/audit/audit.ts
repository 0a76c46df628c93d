import { createHmac } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { clientIp } from '@/lib/rate-limit'

import type { AuditAction } from './AuditLog'

export type AuditEntry = {
  action: AuditAction
  /** Defaults to the request's user. */
  actor?: { id?: number | string | null; email?: string | null } | null
  subject?: string | null
  subjectHash?: string | null
  outcome?: string | null
  details?: Record<string, unknown> | null
}

/**
 * Writes one audit entry with the time and the client's address (the production server's
 * `x-client-ip`; Local API calls without a request have none). Within the request's transaction
 * when there is one, so a login's entry commits with the login.
 */
export async function writeAudit(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  entry: AuditEntry,
): Promise<void> {
  const user = (req?.user ?? null) as { id?: number | string; email?: string } | null
  const actor = entry.actor === undefined ? user : entry.actor
  const ip = req?.headers ? clientIp(req.headers) : 'unknown'
  const id = Number(actor?.id)
  await payload.create({
    collection: 'audit-log',
    data: {
      action: entry.action,
      actorId: Number.isSafeInteger(id) ? id : null,
      actorEmail: actor?.email ?? null,
      ip,
      subject: entry.subject ?? null,
      subjectHash: entry.subjectHash ?? null,
      outcome: entry.outcome ?? null,
      details: entry.details ?? null,
    },
    overrideAccess: true,
    depth: 0,
    ...(req?.transactionID ? { req } : {}),
  })
}

/**
 * A person's address in the audit log: a keyed hash (HMAC with the site's secret) to find every
 * entry about an address typed again, and a masked form for reading (`j•••@example.com`,
 * `+35191•••••78`). The address itself is not kept, so an erasure leaves it nowhere.
 */
export function subjectHash(payload: Payload, normalised: string): string {
  return createHmac('sha256', payload.secret).update(`person:${normalised}`).digest('hex')
}

export function maskSubject(normalised: string): string {
  const at = normalised.indexOf('@')
  if (at > 0) return `${normalised[0]}•••${normalised.slice(at)}`
  if (normalised.length <= 6) return '•'.repeat(normalised.length)
  return `${normalised.slice(0, 6)}${'•'.repeat(normalised.length - 8)}${normalised.slice(-2)}`
}
