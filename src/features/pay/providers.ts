import type { PaymentProvider } from './provider'
import { stripeConfig, stripeProvider } from './stripe'
import { testProvider } from './testProvider'

/** The provider new payments use: Stripe when its keys are set, otherwise the built-in test provider. */
export function activeProvider(env: Record<string, string | undefined> = process.env): PaymentProvider {
  const stripe = stripeConfig(env)
  return stripe ? stripeProvider(stripe) : testProvider(env)
}

/** A provider by id, for its webhooks and for payments it started (null when it is not configured). */
export function providerById(id: string, env: Record<string, string | undefined> = process.env): PaymentProvider | null {
  if (id === 'test') return testProvider(env)
  if (id === 'stripe') {
    const config = stripeConfig(env)
    return config ? stripeProvider(config) : null
  }
  return null
}
