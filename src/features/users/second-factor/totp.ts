import { createHmac, randomBytes } from 'node:crypto'

import { Secret, TOTP } from 'otpauth'

/**
 * Time-based one-time passwords (RFC 6238, what authenticator apps show: 6 digits, 30 s, SHA-1)
 * with the `otpauth` library, and one-time recovery codes. A code is accepted for its own 30 s step
 * and one step either side (clock drift), and only for a step later than the last one accepted, so
 * a code seen once cannot be used again.
 */
const period = 30

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The `otpauth://` URI an app reads from the QR code. */
export function totpUri(secret: string, account: string, issuer: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    period,
  }).toString()
}

/** Whether a typed code has the form of an app's code (six digits, spaces aside). */
export const isAppCode = (code: string): boolean => /^\d{6}$/.test(code.replace(/\s/g, ''))

/** The step a code belongs to when it is valid now (±1 step), else null. */
export function totpStep(secret: string, code: unknown, now = Date.now()): number | null {
  if (typeof code !== 'string' || !isAppCode(code)) return null
  const token = code.replace(/\s/g, '')
  const delta = TOTP.validate({
    token,
    secret: Secret.fromBase32(secret),
    period,
    timestamp: now,
    window: 1,
  })
  return delta === null ? null : TOTP.counter({ period, timestamp: now }) + delta
}

/** The code of a step (tests and the e2e helper compute what an app would show). */
export function totpCode(secret: string, now = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), period, timestamp: now })
}

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789' // no 0/O, 1/I: read aloud or typed from paper

/** Ten codes of ten characters (50 bits each), shown once at enrolment: `ABCDE-FGHJK`. */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10)
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}

/**
 * A recovery code as stored: HMAC-SHA256 under the site's secret, of the code without dashes or
 * case.
 */
export function hashRecoveryCode(secret: string, code: string): string {
  const normalised = code.toUpperCase().replace(/[^A-Z0-9]/g, '')
  return createHmac('sha256', secret).update(`recovery:${normalised}`).digest('hex')
}
