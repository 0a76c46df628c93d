import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

import type { Payload, PayloadRequest } from 'payload'

/**
 * Payload's login answers at once for an e-mail it does not know (and for a locked account) but
 * checks the password hash for a known one, so the time of a refusal told which accounts exist.
 * Before such a login reaches Payload, a dummy hash with the parameters of Payload's current local
 * strategy (PBKDF2-SHA256, 600,000 iterations, 32 bytes; `generatePasswordSaltHash.js` in payload
 * 3.90, checked by login-timing.test.ts) is checked instead, so every refusal costs the same.
 */
export const payloadHashParameters = { iterations: 600_000, keyLength: 32, digest: 'sha256' }

const derive = promisify(pbkdf2)
const dummySalt = randomBytes(32).toString('hex')
const dummyHash = randomBytes(payloadHashParameters.keyLength)

export async function dummyPasswordCheck(password: string): Promise<void> {
  const { iterations, keyLength, digest } = payloadHashParameters
  const hash = await derive(password, dummySalt, iterations, keyLength, digest)
  timingSafeEqual(hash, dummyHash)
}

/** Called before Payload's login: spends the hash's time when Payload would refuse without one. */
export async function equaliseLoginTime(
  payload: Payload,
  req: PayloadRequest,
  data: { email?: unknown; password?: unknown },
): Promise<void> {
  const email = typeof data.email === 'string' ? data.email.toLowerCase().trim() : ''
  const password = data.password
  // Without both, Payload refuses before any hash, whoever the account is.
  if (!email || typeof password !== 'string' || password.trim() === '') return
  const user = (await payload.db.findOne({
    collection: 'users',
    where: { email: { equals: email } },
    req,
  })) as { lockUntil?: string | null } | null
  const locked = Boolean(user?.lockUntil && Date.parse(user.lockUntil) > Date.now())
  if (!user || locked) await dummyPasswordCheck(password)
}
