import { jwtVerify } from 'jose'
import type { Payload, PayloadRequest } from 'payload'
import { parseCookies } from 'payload/shared'

/**
 * Sessions waiting for the second factor. Payload's login (and a password reset) creates a session
 * and signs it into the JWT cookie; Payload's own JWT check accepts a token only while its session
 * id is in the account's `sessions`. For an account that needs a second factor, the login hook
 * moves the new session out of `sessions` into `secondFactorPending`: the cookie then authenticates
 * nothing (REST, admin, Local API through `payload.auth` alike) until the code is checked and the
 * session is put back.
 */
export type StoredSession = { id: string; createdAt: string | Date; expiresAt: string | Date }
export type PendingLogin = {
  session: StoredSession
  /** The code must come before this; then the password is asked again. */
  until: string
  failures: number
  /** An enrolment's secret (encrypted) until its first code confirms it. */
  enrolSecret?: string
}

/** How long a login waits for its code, and how many wrong codes it takes. */
export const pendingMinutes = 10
export const maxFailures = 5

export type SecondFactorUser = {
  id: number
  email: string
  roles?: string[] | null
  sessions?: StoredSession[] | null
  totpSecret?: string | null
  totpLastStep?: number | null
  recoveryCodes?: string | null
  secondFactorPending?: string | null
  secondFactorEnabledAt?: string | null
}

export function parseList<T>(value: unknown): T[] {
  if (typeof value !== 'string' || !value) return []
  try {
    const list: unknown = JSON.parse(value)
    return Array.isArray(list) ? (list as T[]) : []
  } catch {
    return []
  }
}

export const livePending = (list: PendingLogin[], now = Date.now()) =>
  list.filter((p) => Date.parse(p.until) > now)

/** The account as stored, with the hidden fields Payload's reads leave out. */
export async function storedUser(
  payload: Payload,
  id: number | string,
  req?: Partial<PayloadRequest>,
): Promise<SecondFactorUser | null> {
  return (await payload.db.findOne({
    collection: 'users',
    where: { id: { equals: id } },
    ...(req ? { req } : {}),
  })) as SecondFactorUser | null
}

/** Payload's token of a request: its cookie, or an `Authorization: JWT …` / `Bearer …` header. */
export function requestToken(payload: Payload, headers: Headers): string | null {
  const auth = headers.get('authorization') ?? ''
  const header = /^(?:JWT|Bearer) (\S+)$/.exec(auth)?.[1]
  if (header) return header
  return parseCookies(headers).get(`${payload.config.cookiePrefix}-token`) ?? null
}

/** The account and session id of a token Payload signed (and that has not expired), else null. */
export async function verifiedSession(
  payload: Payload,
  token: string | null,
): Promise<{ id: number | string; sid: string } | null> {
  if (!token) return null
  try {
    const { payload: claims } = await jwtVerify(token, new TextEncoder().encode(payload.secret))
    const { id, collection, sid } = claims as { id?: unknown; collection?: unknown; sid?: unknown }
    if (collection !== 'users' || typeof sid !== 'string') return null
    if (typeof id !== 'number' && typeof id !== 'string') return null
    return { id, sid }
  } catch {
    return null
  }
}

export type PendingContext = { user: SecondFactorUser; sid: string; pending: PendingLogin }

/** The login of this request that waits for its second factor, if any. */
export async function pendingLogin(
  payload: Payload,
  headers: Headers,
): Promise<PendingContext | null> {
  const session = await verifiedSession(payload, requestToken(payload, headers))
  if (!session) return null
  const user = await storedUser(payload, session.id)
  if (!user) return null
  const pending = livePending(parseList<PendingLogin>(user.secondFactorPending)).find(
    (p) => p.session.id === session.sid,
  )
  return pending ? { user, sid: session.sid, pending } : null
}

/**
 * Writes the account's waiting logins (expired ones dropped) and other columns of its own, then,
 * when given, its sessions. Two writes, because the adapter replaces an array only in a write that
 * carries no column of the row (as Payload's own session writes do, with `updatedAt: null`).
 */
export async function savePending(
  payload: Payload,
  user: SecondFactorUser,
  list: PendingLogin[],
  { sessions, ...columns }: { sessions?: StoredSession[] } & Record<string, unknown> = {},
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const common = {
    collection: 'users' as const,
    id: user.id,
    returning: false,
    ...(req ? { req } : {}),
  }
  await payload.db.updateOne({
    ...common,
    data: { secondFactorPending: JSON.stringify(livePending(list)), ...columns },
  })
  if (sessions) await payload.db.updateOne({ ...common, data: { sessions, updatedAt: null } })
}

/** The session goes back into `sessions`: from now on its cookie is a full login. */
export async function completeLogin(
  payload: Payload,
  context: PendingContext,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const fresh = (await storedUser(payload, context.user.id)) ?? context.user
  const others = parseList<PendingLogin>(fresh.secondFactorPending).filter(
    (p) => p.session.id !== context.sid,
  )
  const sessions = [...(fresh.sessions ?? []).filter((s) => s.id !== context.sid)]
  sessions.push(context.pending.session)
  await savePending(payload, fresh, others, { sessions, ...extra })
}
