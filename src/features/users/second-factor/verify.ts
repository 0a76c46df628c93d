import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { writeAudit } from '@/features/privacy/audit/audit'
import { sqlTable } from '@/lib/sql'

import { endSessions } from '../session-lifetime'
import {
  completeLogin,
  maxFailures,
  parseList,
  savePending,
  storedUser,
  type PendingContext,
  type PendingLogin,
} from './sessions'
import {
  hashRecoveryCode,
  isAppCode,
  newRecoveryCodes,
  newTotpSecret,
  totpStep,
  totpUri,
} from './totp'

/**
 * The second step of a login: enrolment (a new secret shown as a QR code, confirmed by its first
 * code, then ten recovery codes shown once) or a code from the app, or a recovery code (each works
 * once; recognised in either field). Success puts the held session back (sessions.ts); wrong codes are counted, and the fifth
 * ends the waiting login (the password is asked again). Every outcome is audited.
 */
export type StepOutcome =
  | { ok: true; recoveryCodes?: string[] }
  | { ok: false; reason: 'wrong_code' | 'too_many' | 'not_enrolling' }

/**
 * Accepts a step only when it is later than the last one accepted: one UPDATE decides, even in a
 * race.
 */
export async function claimStep(payload: Payload, userId: number, step: number): Promise<boolean> {
  const { db, table } = sqlTable(payload, 'users', ['id', 'totpLastStep'])
  const won = await db
    .update(table)
    .set({ totpLastStep: step })
    .where(and(eq(table.id, userId), or(isNull(table.totpLastStep), lt(table.totpLastStep, step))))
    .returning<{ id: number }>({ id: table.id })
  return won.length > 0
}

/** Uses up a recovery code: the list is rewritten only if nobody changed it meanwhile. */
async function spendRecoveryCode(payload: Payload, context: PendingContext, code: string) {
  const stored = context.user.recoveryCodes ?? ''
  const hashes = parseList<string>(stored)
  const hash = hashRecoveryCode(payload.secret, code)
  if (!hashes.includes(hash)) return false
  const { db, table } = sqlTable(payload, 'users', ['id', 'recoveryCodes'])
  const won = await db
    .update(table)
    .set({ recoveryCodes: JSON.stringify(hashes.filter((h) => h !== hash)) })
    .where(and(eq(table.id, context.user.id), eq(table.recoveryCodes, stored)))
    .returning<{ id: number }>({ id: table.id })
  return won.length > 0
}

/** The enrolment's secret of this waiting login, made on first use and kept until confirmed. */
export async function enrolmentSecret(
  payload: Payload,
  context: PendingContext,
  issuer: string,
): Promise<{ secret: string; uri: string } | null> {
  if (context.user.totpSecret) return null
  let secret = context.pending.enrolSecret ? payload.decrypt(context.pending.enrolSecret) : null
  if (!secret) {
    secret = newTotpSecret()
    const list = parseList<PendingLogin>(context.user.secondFactorPending).map((p) =>
      p.session.id === context.sid ? { ...p, enrolSecret: payload.encrypt(secret!) } : p,
    )
    await savePending(payload, context.user, list)
  }
  return { secret, uri: totpUri(secret, context.user.email, issuer) }
}

async function countFailure(payload: Payload, context: PendingContext): Promise<boolean> {
  const fresh = (await storedUser(payload, context.user.id)) ?? context.user
  let exhausted = false
  const list = parseList<PendingLogin>(fresh.secondFactorPending).flatMap((p) => {
    if (p.session.id !== context.sid) return [p]
    exhausted = p.failures + 1 >= maxFailures
    return exhausted ? [] : [{ ...p, failures: p.failures + 1 }]
  })
  await savePending(payload, fresh, list)
  return exhausted
}

export async function passSecondFactor(
  payload: Payload,
  req: Partial<PayloadRequest>,
  context: PendingContext,
  input: { code?: unknown; recoveryCode?: unknown },
): Promise<StepOutcome> {
  const { user, pending } = context
  const actor = { id: user.id, email: user.email }
  if (!user.totpSecret && !pending.enrolSecret) return { ok: false, reason: 'not_enrolling' }
  if (user.totpSecret) {
    const step = totpStep(payload.decrypt(user.totpSecret), input.code)
    const viaCode = step !== null && (await claimStep(payload, user.id, step))
    // A recovery code typed where the app's code goes is one all the same (it cannot be mistaken
    // for an app's code: it is not six digits).
    const recoveryCode =
      typeof input.recoveryCode === 'string'
        ? input.recoveryCode
        : typeof input.code === 'string' && !isAppCode(input.code)
          ? input.code
          : null
    const viaRecovery =
      !viaCode && recoveryCode !== null && (await spendRecoveryCode(payload, context, recoveryCode))
    if (viaCode || viaRecovery) {
      await completeLogin(payload, context)
      await writeAudit(payload, req, {
        action: viaCode ? 'second-factor-passed' : 'recovery-code-used',
        actor,
        ...(viaRecovery ? { details: { left: parseList(user.recoveryCodes).length - 1 } } : {}),
      })
      return { ok: true }
    }
  } else {
    const secret = payload.decrypt(pending.enrolSecret!)
    const step = totpStep(secret, input.code)
    if (step !== null) {
      const codes = newRecoveryCodes()
      await completeLogin(payload, context, {
        totpSecret: payload.encrypt(secret),
        totpLastStep: step,
        recoveryCodes: JSON.stringify(codes.map((c) => hashRecoveryCode(payload.secret, c))),
        secondFactorEnabledAt: new Date().toISOString(),
      })
      await writeAudit(payload, req, { action: 'second-factor-enrolled', actor })
      return { ok: true, recoveryCodes: codes }
    }
  }
  const exhausted = await countFailure(payload, context)
  await writeAudit(payload, req, {
    action: 'second-factor-failed',
    actor,
    outcome: exhausted ? 'too many: login ended' : 'wrong code',
  })
  return { ok: false, reason: exhausted ? 'too_many' : 'wrong_code' }
}

/** An admin clears an account's second factor (a lost phone): its next login enrols again. */
export async function resetSecondFactor(
  payload: Payload,
  req: Partial<PayloadRequest>,
  userId: number,
): Promise<boolean> {
  const user = await storedUser(payload, userId)
  if (!user) return false
  await payload.db.updateOne({
    collection: 'users',
    id: userId,
    data: {
      totpSecret: null,
      totpLastStep: null,
      recoveryCodes: null,
      secondFactorEnabledAt: null,
      secondFactorPending: null,
    },
    returning: false,
  })
  // A reset second factor ends every session of the account (the resetting admin's own, when it is
  // the same account, stays).
  const requester = req.user as { id?: unknown; _sid?: string } | null | undefined
  await endSessions(
    payload,
    user,
    requester && String(requester.id) === String(userId) ? requester._sid : undefined,
  )
  await writeAudit(payload, req, { action: 'second-factor-reset', subject: user.email })
  return true
}
