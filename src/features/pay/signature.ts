import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Webhook signatures in Stripe's scheme, which the built-in test provider shares: the header is
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (several v1 entries allowed while a
 * secret rotates). A signature older or newer than the tolerance is refused (replay protection).
 */
const signatureToleranceSeconds = 300

export function signPayload(
  secret: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return `t=${timestamp},v1=${mac}`
}

type SignatureCheck =
  { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'mismatch' }

export function verifySignature(
  secret: string,
  body: string,
  header: string | null | undefined,
  now = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' }
  let timestamp: number | undefined
  const signatures: string[] = []
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s?.trim())
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value)
    if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value)
  }
  if (timestamp === undefined || signatures.length === 0) return { ok: false, reason: 'malformed' }
  if (Math.abs(now - timestamp) > signatureToleranceSeconds) return { ok: false, reason: 'expired' }
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest()
  const match = signatures.some((s) => {
    const given = Buffer.from(s, 'hex')
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
  return match ? { ok: true } : { ok: false, reason: 'mismatch' }
}
