import {
  APIError,
  getFieldsToSign,
  jwtSign,
  type CollectionBeforeChangeHook,
  type CollectionAfterChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionRefreshHook,
  type Payload,
} from 'payload'

import { type StoredSession } from './second-factor/sessions'

/**
 * How long a back-office session lives. Payload signs each login into a token that expires after
 * `tokenExpiration`; the back office renews it while its user works (each screen change near the
 * end, and the "stay logged in" prompt), so that time is the idle timeout. The absolute lifetime
 * counts from the login: no renewal reaches past it, and the last token is cut to end with it, so
 * a session ends then however busy. SESSION_IDLE_MINUTES (default 60) and SESSION_MAX_HOURS
 * (default 12) set them (docs/configuration.md).
 */
export function sessionSettings(env: Record<string, string | undefined> = process.env) {
  const idleMinutes = Math.max(5, Number(env.SESSION_IDLE_MINUTES) || 60)
  const maxHours = Math.max(1, Number(env.SESSION_MAX_HOURS) || 12)
  return { idleSeconds: idleMinutes * 60, maxSeconds: Math.max(idleMinutes * 60, maxHours * 3600) }
}

/** When the session ends at the latest: its login time plus the absolute lifetime, in ms. */
const endOf = (session: StoredSession, maxSeconds: number) =>
  new Date(session.createdAt).getTime() + maxSeconds * 1000

type SessionUser = {
  id: number | string
  sessions?: StoredSession[] | null
  _sid?: string
  _strategy?: string
}

/** A renewal past the absolute lifetime is refused: the user logs in again. */
export const refuseRenewalPastLifetime: CollectionBeforeOperationHook = async ({
  operation,
  req,
}) => {
  if (operation !== 'refresh' || !req.user) return
  const user = req.user as SessionUser
  const stored = (await req.payload.db.findOne({
    collection: 'users',
    where: { id: { equals: user.id } },
    req,
  })) as SessionUser | null
  const session = stored?.sessions?.find((s) => s.id === user._sid)
  if (!session || endOf(session, sessionSettings().maxSeconds) <= Date.now())
    throw new APIError('This session has ended: log in again.', 401)
}

/**
 * The renewed token ends with the session's absolute lifetime when that comes before the idle
 * timeout (Payload's own renewal would give it a whole idle period more).
 */
export const renewWithinLifetime: CollectionRefreshHook = async ({ args, user }) => {
  const { idleSeconds, maxSeconds } = sessionSettings()
  const current = args.req.user as (SessionUser & { collection: string }) | null
  const session = (user as SessionUser).sessions?.find((s) => s.id === current?._sid)
  if (!current || !session) return
  const left = Math.floor((endOf(session, maxSeconds) - Date.now()) / 1000)
  if (left >= idleSeconds) return
  const collectionConfig = args.collection.config
  const { exp, token } = await jwtSign({
    fieldsToSign: getFieldsToSign({
      collectionConfig,
      email: (user as { email?: string }).email ?? '',
      sid: current._sid,
      user: current as never,
    }),
    secret: args.req.payload.secret,
    tokenExpiration: Math.max(1, left),
  })
  return { exp, refreshedToken: token, setCookie: true, strategy: current._strategy, user }
}

type ChangeContext = { passwordChanged?: boolean }

/** A new password is remembered for the change's end (Payload removes it from the data first). */
export const notePasswordChange: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation === 'update' && typeof data.password === 'string' && data.password)
    (req.context as ChangeContext).passwordChanged = true
  return data
}

/**
 * A new password ends every other session of the account: Payload keeps only the session that set
 * it; the logins still waiting for their second factor end here.
 */
export const endPendingLoginsOnPasswordChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (!(req.context as ChangeContext).passwordChanged) return doc
  ;(req.context as ChangeContext).passwordChanged = false
  await req.payload.db.updateOne({
    collection: 'users',
    id: doc.id,
    data: { secondFactorPending: null },
    returning: false,
    req,
  })
  return doc
}

/**
 * Ends the account's sessions but `keep` (the requester's own, when the account is theirs). The
 * write carries no column of the row, so the adapter replaces the array (second-factor/sessions.ts).
 */
export async function endSessions(
  payload: Payload,
  user: SessionUser,
  keep?: string,
): Promise<void> {
  const sessions = (user.sessions ?? []).filter((s) => keep !== undefined && s.id === keep)
  await payload.db.updateOne({
    collection: 'users',
    id: user.id,
    data: { sessions, updatedAt: null },
    returning: false,
  })
}
