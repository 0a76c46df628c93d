import type { PaymentState } from './states'
import type { ConnectorState } from './station'

type SessionState =
  | 'none'
  | 'awaitingPayment'
  | 'paymentFailed'
  | 'ready'
  | 'charging'
  | 'occupied'
  | 'unavailable'
  | 'refunded'

/** The charging session of a connector, from its latest payment and the connector's live status. */
export function sessionState(
  payment: PaymentState | null,
  connector: ConnectorState,
): SessionState {
  if (!payment) return 'none'
  if (payment === 'created' || payment === 'pending') return 'awaitingPayment'
  if (payment === 'failed') return 'paymentFailed'
  if (payment === 'refunded') return 'refunded'
  if (connector === 'available') return 'ready'
  return connector
}

/** States worth watching: the page refreshes itself while one of these lasts. */
export const liveSessionStates: SessionState[] = [
  'awaitingPayment',
  'ready',
  'charging',
  'occupied',
]
