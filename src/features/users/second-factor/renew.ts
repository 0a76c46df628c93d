import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

import { eq } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { writeAudit } from '@/features/privacy/audit/audit'
import { sqlTable } from '@/lib/sql'

import { parseList, storedUser } from './sessions'
import { hashRecoveryCode, newRecoveryCodes, totpStep } from './totp'
import { claimStep } from './verify'

/**
 * New recovery codes for an account that has a second factor, from its own complete login, after
 * its password and a code from its app: the old codes stop working, the new ones are shown once.
 * How many unused codes an account has left is shown on its second-factor screen.
 */
export type RenewOutcome =
  | { ok: true; recoveryCodes: string[] }
  | { ok: false; reason: 'not_enrolled' | 'wrong_password' | 'wrong_code' }

const pbkdf2Async = promisify(pbkdf2)

/**
 * The password against the stored hash, as Payload's local strategy checks it (its current
 * `pbkdf2-sha256-v1:` hashes and the legacy ones): Payload exports no check that does not log in,
 * and a login here would create a session.
 */
async function passwordMatches(payload: Payload, id: number, password: string) {
  const { db, table } = sqlTable(payload, 'users', ['id', 'salt', 'hash'])
  const [row] = await db
    .select({ salt: table.salt, hash: table.hash })
    .from(table)
    .where(eq(table.id, id))
    .limit(1)
  const { salt, hash } = (row ?? {}) as { salt?: string | null; hash?: string | null }
  if (!salt || !hash) return false
  const current = hash.startsWith('pbkdf2-sha256-v1:')
  const stored = Buffer.from(current ? hash.slice('pbkdf2-sha256-v1:'.length) : hash, 'hex')
  const derived = await pbkdf2Async(
    password,
    salt,
    current ? 600_000 : 25_000,
    current ? 32 : 512,
    'sha256',
  )
  return derived.length === stored.length && timingSafeEqual(derived, stored)
}

/** How many of the account's recovery codes are still unused. */
export async function recoveryCodesLeft(payload: Payload, id: number | string): Promise<number> {
  return parseList<string>((await storedUser(payload, id))?.recoveryCodes).length
}

export async function renewRecoveryCodes(
  payload: Payload,
  req: Partial<PayloadRequest>,
  id: number,
  input: { password?: unknown; code?: unknown },
): Promise<RenewOutcome> {
  const user = await storedUser(payload, id)
  if (!user?.totpSecret) return { ok: false, reason: 'not_enrolled' }
  const actor = { id: user.id, email: user.email }
  const refuse = async (reason: 'wrong_password' | 'wrong_code') => {
    await writeAudit(payload, req, {
      action: 'recovery-codes-renewed',
      actor,
      outcome: reason === 'wrong_password' ? 'wrong password' : 'wrong code',
    })
    return { ok: false as const, reason }
  }
  const password = typeof input.password === 'string' ? input.password : ''
  if (!password || !(await passwordMatches(payload, user.id, password)))
    return refuse('wrong_password')
  const step = totpStep(payload.decrypt(user.totpSecret), input.code)
  if (step === null || !(await claimStep(payload, user.id, step))) return refuse('wrong_code')
  const codes = newRecoveryCodes()
  const { db, table } = sqlTable(payload, 'users', ['id', 'recoveryCodes'])
  await db
    .update(table)
    .set({ recoveryCodes: JSON.stringify(codes.map((c) => hashRecoveryCode(payload.secret, c))) })
    .where(eq(table.id, user.id))
  await writeAudit(payload, req, {
    action: 'recovery-codes-renewed',
    actor,
    details: { before: parseList(user.recoveryCodes).length, now: codes.length },
  })
  return { ok: true, recoveryCodes: codes }
}
