import type { PaymentProvider } from './provider'
import { stripeConfig, stripeProvider } from './stripe'
import { testProvider } from './testProvider'

type Env = Record<string, string | undefined>

/** The built-in test provider moves no money, so it runs only where it was chosen on purpose. */
const testChosen = (env: Env) => env.PAYMENTS_PROVIDER === 'test'

/**
 * The provider new payments use: the test provider when chosen (`PAYMENTS_PROVIDER=test`, as `npm
 * start` and the tests set), else Stripe when its keys are set, else none: online payment is
 * unavailable.
 */
export function activeProvider(env: Env = process.env): PaymentProvider | null {
  if (testChosen(env)) return testProvider(env)
  const stripe = stripeConfig(env)
  return stripe ? stripeProvider(stripe) : null
}

/**
 * A provider by id, for its webhooks and for payments it started (null when it is not configured).
 */
export function providerById(id: string, env: Env = process.env): PaymentProvider | null {
  if (id === 'test') return testChosen(env) ? testProvider(env) : null
  if (id === 'stripe') {
    const config = stripeConfig(env)
    return config ? stripeProvider(config) : null
  }
  return null
}
