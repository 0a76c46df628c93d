import { decodeJwt } from 'jose'
import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionAfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type Payload,
} from 'payload'

import { writeAudit } from '@/features/privacy/audit/audit'

import { equaliseLoginTime } from './login-timing'
import {
  livePending,
  parseList,
  pendingMinutes,
  savePending,
  storedUser,
  type PendingLogin,
  type SecondFactorUser,
} from './sessions'

/** Roles that always need a second factor; editors when the data-protection setting says so. */
const alwaysRequired = ['admin', 'sales']

export async function secondFactorRequired(
  payload: Payload,
  user: Pick<SecondFactorUser, 'roles' | 'totpSecret'>,
): Promise<boolean> {
  // Once enrolled, always asked (also an editor whose requirement was lifted).
  if (user.totpSecret) return true
  const roles = user.roles ?? []
  if (roles.some((role) => alwaysRequired.includes(role))) return true
  if (!roles.includes('editor')) return false
  const settings = (await payload.findGlobal({
    slug: 'data-protection',
    depth: 0,
    overrideAccess: true,
  })) as { secondFactorForEditors?: boolean | null }
  return Boolean(settings.secondFactorForEditors)
}

type LoginContext = { loginEmail?: string; secondFactor?: 'enrol' | 'verify' }

/** Before a login: the e-mail tried, for the audit entry of a refusal. */
export const rememberLoginAttempt: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'login') return
  const email = (args as { data?: { email?: unknown } }).data?.email
  ;(req.context as LoginContext).loginEmail =
    typeof email === 'string' ? email.toLowerCase().trim() : ''
}

/**
 * Then (after the rate limit) every refusal takes as long as a wrong password (login-timing.ts).
 */
export const equalLoginTime: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return
  await equaliseLoginTime(req.payload, req, (args as { data?: object }).data ?? {})
}

/**
 * After the password (a login, or the login a password reset makes): an account that needs a second
 * factor gets its new session held back until the code is checked (see sessions.ts).
 */
export const holdForSecondFactor: CollectionAfterLoginHook = async ({ req, token, user }) => {
  const stored = await storedUser(req.payload, user.id, req)
  if (!stored || !(await secondFactorRequired(req.payload, stored))) {
    await writeAudit(req.payload, req, { action: 'login', actor: user, outcome: 'password' })
    return user
  }
  const sid = decodeJwt(token).sid
  const session = (stored.sessions ?? []).find((s) => s.id === sid)
  // Without a session to hold (sessions turned off), the login must not pass on the password alone.
  if (!session) throw new APIError('A second factor is required and cannot be checked', 403)
  const pending: PendingLogin = {
    session,
    until: new Date(Date.now() + pendingMinutes * 60_000).toISOString(),
    failures: 0,
  }
  await savePending(
    req.payload,
    stored,
    [...livePending(parseList<PendingLogin>(stored.secondFactorPending)), pending],
    { sessions: (stored.sessions ?? []).filter((s) => s.id !== sid) },
    req,
  )
  const context = req.context as LoginContext
  context.secondFactor = stored.totpSecret ? 'verify' : 'enrol'
  await writeAudit(req.payload, req, {
    action: 'login-password',
    actor: user,
    outcome: context.secondFactor,
  })
  return user
}

/**
 * A login that waits for its second factor answers over REST without the account: only what the
 * next step needs (the token, whose session is held back, and whether to enrol or to enter a code).
 * The site's own Local API calls get the account as well, with the same `secondFactor` mark.
 */
export const answerSecondFactorStep: CollectionAfterOperationHook = ({
  operation,
  req,
  result,
}) => {
  const step = (req.context as LoginContext).secondFactor
  if ((operation !== 'login' && operation !== 'resetPassword') || !step) return result
  // Payload types an operation's result per operation, and the hook's return as that result: the
  // login answer is reshaped here on purpose (both casts), and the REST client reads it as such.
  if (req.payloadAPI !== 'REST')
    return { ...result, secondFactor: step } as unknown as typeof result
  const { token, exp } = result as { token?: string; exp?: number }
  return { token, exp, secondFactor: step } as unknown as typeof result
}

/**
 * A refused login (wrong password, unknown e-mail, locked account, too many attempts) is audited.
 */
export const auditRefusedLogin: CollectionAfterErrorHook = async ({ error, req }) => {
  const email = (req.context as LoginContext | undefined)?.loginEmail
  if (email === undefined) return
  await writeAudit(req.payload, req, {
    action: 'login-failed',
    actor: { email: email || null },
    outcome: `${error.name || 'Error'} (${(error as { status?: number }).status ?? 500})`,
  })
}

/** Who gave or took a role, and from whom. */
export const auditRoleChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const before = [...((previousDoc?.roles as string[] | undefined) ?? [])].sort()
  const after = [...((doc.roles as string[] | undefined) ?? [])].sort()
  if (operation === 'update' && before.join() === after.join()) return doc
  if (operation === 'create' && !req.user) return doc // the seed and the first account
  await writeAudit(req.payload, req, {
    action: 'role-changed',
    subject: doc.email as string,
    outcome: operation,
    details: { from: operation === 'create' ? [] : before, to: after, userId: doc.id },
  })
  return doc
}
