import { inject } from 'vitest'

import { demoLogins } from '../../scripts/lib/demo-accounts.mjs'

/**
 * The credentials token the e2e server's OCPI receiver accepts (OCPI_RECEIVER_TOKEN): a test plays
 * the CPO.
 */
export const e2eOcpiReceiverToken = 'e2e-ocpi-receiver-token'

/**
 * The e2e server's PAYLOAD_SECRET: tests that sign preview tokens or webhooks derive their keys
 * from it.
 */
export const e2ePayloadSecret = 'e2e-secret-0123456789abcdef0123'

export type DemoRole = 'admin' | 'editor' | 'sales'

/**
 * A demo account of the e2e server: its e-mail and the password the server was started with (fresh
 * each run, see scripts/lib/serve.mjs), handed over by the global setup
 * (tests/support/e2e-server.ts).
 */
export function demoUser(role: DemoRole): { email: string; password: string } {
  const login = demoLogins.find((l) => l.role === role)!
  const password = inject('demoPasswords')[login.variable]
  if (!password) throw new Error(`The e2e server has no ${login.variable}`)
  return { email: login.email, password }
}

/** The demo admin's or sales' second factor (enrolled by the global setup): secret and ledger. */
export function demoSecondFactor(role: 'admin' | 'sales'): { secret: string; ledger: string } {
  return { secret: inject('demoSecondFactor')[role].secret, ledger: inject('secondFactorLedger') }
}
