import { randomBytes } from 'node:crypto'

import { and, eq } from 'drizzle-orm'
import type { Payload } from 'payload'

import { sqlTable } from '@/lib/sql'

import type { Payment } from '@/payload-types'
import { isLocale, defaultLocale } from '@/i18n/locales'

import { isPayCurrency, resolveAmount, validEmail } from './amounts'
import {
  ProviderError,
  testOutcomes,
  type PaymentEvent,
  type PaymentProvider,
  type TestOutcome,
} from './provider'
import { activeProvider, providerById } from './providers'
import { chargePoint, publicStationId, type ChargePoint } from './station'
import { canTransition, type FailureReason, type PaymentState } from './states'

/**
 * A refusal the API answers with a 4xx and the pages show translated (`pay.errors.<code>`; a bad
 * e-mail address and an unknown code read as in every form).
 */
export class PaymentInputError extends Error {
  constructor(
    public status: 400 | 404 | 409 | 422,
    public code: string,
    message: string,
    public field?: string,
  ) {
    super(message)
  }
}

export type CreatePaymentInput = {
  station?: unknown
  connector?: unknown
  amount?: unknown
  customAmount?: unknown
  email?: unknown
  idempotencyKey?: unknown
  locale?: unknown
  testOutcome?: unknown
}

export const newReference = () =>
  `PAY-${randomBytes(9).toString('base64url').toUpperCase().replace(/[-_]/g, 'X')}`
export const newIdempotencyKey = () => randomBytes(16).toString('hex')
const idempotencyPattern = /^[A-Za-z0-9_-]{16,64}$/

const str = (v: unknown, max = 64) => (typeof v === 'string' ? v.trim().slice(0, max + 1) : '')

async function byField(
  payload: Payload,
  field: 'reference' | 'idempotencyKey' | 'providerRef',
  value: string,
): Promise<Payment | null> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { [field]: { equals: value } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export const findPayment = (payload: Payload, reference: string) =>
  /^PAY-[A-Z0-9]{12}$/.test(reference)
    ? byField(payload, 'reference', reference)
    : Promise.resolve(null)

/** The station and connector a payment is for, or the reason it cannot be paid. */
async function payableChargePoint(
  payload: Payload,
  station: string,
  connector: string,
): Promise<Extract<ChargePoint, { status: 'ok' }>> {
  const point = await chargePoint(payload, station, connector)
  if (point.status === 'ok') return point
  const messages = {
    noStation: 'No such station',
    noConnector: 'No such connector at this station',
    appOnly: 'This station is for app users only',
    free: 'Charging at this station is free',
    noTariff: 'This connector has no tariff for ad-hoc payment',
  }
  const status = point.status === 'noStation' || point.status === 'noConnector' ? 404 : 409
  throw new PaymentInputError(
    status,
    point.status,
    messages[point.status],
    point.status === 'noConnector' ? 'connector' : 'station',
  )
}

type CreatedPayment = { payment: Payment; redirectUrl: string; replayed: boolean }

/**
 * Creates a payment from a driver's form and starts the provider's checkout. Everything the browser
 * sent is checked here; the amount comes from the market's presets and bounds, the tariff and
 * currency from the station. The same idempotency key twice returns the first payment unchanged.
 */
export async function createPayment(
  payload: Payload,
  input: CreatePaymentInput,
  options: { origin: string; provider?: PaymentProvider },
): Promise<CreatedPayment> {
  const provider = options.provider ?? activeProvider()
  // Refused before anything is stored: without a provider no checkout could ever start.
  if (!provider)
    throw new PaymentInputError(
      409,
      'payments_unavailable',
      'Online payment is not available: no payment provider is configured',
    )
  const stationRef = str(input.station)
  const connectorRef = str(input.connector)
  if (!stationRef)
    throw new PaymentInputError(400, 'station_required', 'station is required', 'station')
  if (!connectorRef)
    throw new PaymentInputError(400, 'connector_required', 'connector is required', 'connector')
  const idempotencyKey = str(input.idempotencyKey)
  if (!idempotencyPattern.test(idempotencyKey))
    throw new PaymentInputError(
      400,
      'idempotency_key_invalid',
      'idempotencyKey must be 16-64 letters, digits, - or _',
      'idempotencyKey',
    )
  const email = str(input.email, 254)
  if (!validEmail(email))
    throw new PaymentInputError(
      400,
      'email_invalid',
      'A valid e-mail address is required for the receipt',
      'email',
    )
  const locale = isLocale(input.locale) ? input.locale : defaultLocale
  let testOutcome: TestOutcome | undefined
  if (provider.testMode && provider.id === 'test') {
    testOutcome =
      input.testOutcome === undefined || input.testOutcome === ''
        ? 'approve'
        : (input.testOutcome as TestOutcome)
    if (!testOutcomes.includes(testOutcome))
      throw new PaymentInputError(
        400,
        'test_outcome_invalid',
        `testOutcome must be one of ${testOutcomes.join(', ')}`,
        'testOutcome',
      )
  }

  const point = await payableChargePoint(payload, stationRef, connectorRef)
  if (!isPayCurrency(point.currency))
    throw new PaymentInputError(
      409,
      'currency_unsupported',
      `Payments in ${point.currency} are not offered`,
      'station',
    )
  const amount = resolveAmount(point.currency, input.amount, input.customAmount)
  if (!amount.ok)
    throw new PaymentInputError(
      422,
      amount.code,
      amount.code === 'amount_out_of_bounds'
        ? 'The amount is outside the allowed range'
        : 'Choose an amount',
      amount.field,
    )

  const successUrl = (reference: string) =>
    new URL(`/${locale}/pay/success?payment=${reference}`, options.origin).toString()
  const existing = await byField(payload, 'idempotencyKey', idempotencyKey)
  if (existing) return replay(existing, point, amount.minor, successUrl(existing.reference))

  const reference = newReference()
  let payment: Payment
  try {
    payment = await payload.create({
      collection: 'payments',
      overrideAccess: true,
      data: {
        reference,
        idempotencyKey,
        state: 'created',
        amount: amount.minor,
        currency: point.currency,
        email,
        locale,
        stationId: publicStationId(point.station),
        stationName: point.station.name,
        connector: point.key,
        sessionKey: `${publicStationId(point.station)}|${point.key}`,
        powerKw: point.match.powerKw,
        tariffPerKwh: point.price.perKwh,
        provider: provider.id,
        events: [],
      },
    })
  } catch (error) {
    // Two submits racing with one key: the unique index lets one through, the other replays it.
    const winner = await byField(payload, 'idempotencyKey', idempotencyKey)
    if (winner) return replay(winner, point, amount.minor, successUrl(winner.reference))
    throw error
  }

  try {
    const checkout = await provider.createCheckout({
      reference,
      idempotencyKey,
      amountMinor: amount.minor,
      currency: point.currency,
      email,
      locale,
      description: `${point.station.name} · ${point.key}`,
      successUrl: successUrl(reference),
      cancelUrl: new URL(
        `/${locale}/pay/prepay?id=${encodeURIComponent(publicStationId(point.station))}&connector=${encodeURIComponent(point.key)}`,
        options.origin,
      ).toString(),
      testOutcome,
    })
    payment = await setState(payload, payment, checkout.state, {
      providerRef: checkout.providerRef,
      failureReason: checkout.failureReason,
    })
    return { payment, redirectUrl: checkout.redirectUrl, replayed: false }
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error
    console.warn(`Payment ${reference}: ${error.message}`)
    payment = await setState(payload, payment, 'failed', { failureReason: 'provider_error' })
    return { payment, redirectUrl: successUrl(reference), replayed: false }
  }
}

function replay(
  existing: Payment,
  point: Extract<ChargePoint, { status: 'ok' }>,
  amountMinor: number,
  successUrl: string,
): CreatedPayment {
  if (
    existing.sessionKey !== `${publicStationId(point.station)}|${point.key}` ||
    existing.amount !== amountMinor
  ) {
    throw new PaymentInputError(
      409,
      'idempotency_conflict',
      'This idempotency key was used for another payment',
      'idempotencyKey',
    )
  }
  return { payment: existing, redirectUrl: successUrl, replayed: true }
}

type StateExtra = { providerRef?: string; failureReason?: FailureReason; events?: string[] }
type PaymentChanges = Partial<
  Pick<Payment, 'state' | 'paidAt' | 'failureReason' | 'providerRef' | 'events'>
>

/** What moving `payment` to `state` changes (nothing when the state machine refuses the step). */
function stateChanges(payment: Payment, state: PaymentState, extra: StateExtra): PaymentChanges {
  const data: PaymentChanges = {}
  if (state !== payment.state && canTransition(payment.state, state)) {
    data.state = state
    if (state === 'paid') data.paidAt = new Date().toISOString()
    if (state === 'failed') data.failureReason = extra.failureReason ?? 'declined'
  }
  if (extra.providerRef && !payment.providerRef) data.providerRef = extra.providerRef
  if (extra.events) data.events = extra.events
  return data
}

/**
 * `UPDATE payments SET … WHERE id = ? AND state = ? AND updated_at = ?` through the adapter's
 * drizzle instance (the same call on SQLite and PostgreSQL): the change is written only if nobody
 * changed the payment since it was read, so two webhooks racing cannot both apply. Returns the
 * updated payment, or null when another writer came first (the caller reads again and decides
 * anew).
 */
async function updateIfUnchanged(
  payload: Payload,
  payment: Payment,
  changes: PaymentChanges,
): Promise<Payment | null> {
  const { db, table } = sqlTable(payload, 'payments')
  // Strictly later than the version read, even within the same millisecond: it is the row's
  // version.
  const updatedAt = new Date(Math.max(Date.now(), Date.parse(payment.updatedAt) + 1)).toISOString()
  const rows: unknown[] = await db
    .update(table)
    .set({ ...changes, updatedAt })
    .where(
      and(
        eq(table.id, payment.id),
        eq(table.state, payment.state),
        eq(table.updatedAt, payment.updatedAt),
      ),
    )
    .returning({ id: table.id })
  if (rows.length === 0) return null
  return payload.findByID({
    collection: 'payments',
    id: payment.id,
    depth: 0,
    overrideAccess: true,
  })
}

const reread = (payload: Payload, payment: Payment) =>
  payload.findByID({ collection: 'payments', id: payment.id, depth: 0, overrideAccess: true })
const maxAttempts = 10

/**
 * Moves a payment along the state machine; a concurrent change is re-read and the step decided
 * again.
 */
async function setState(
  payload: Payload,
  payment: Payment,
  state: PaymentState,
  extra: StateExtra = {},
): Promise<Payment> {
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const changes = stateChanges(payment, state, extra)
    if (Object.keys(changes).length === 0) return payment
    const updated = await updateIfUnchanged(payload, payment, changes)
    if (updated) return updated
    payment = await reread(payload, payment)
  }
  throw new Error(`Payment ${payment.reference}: too many concurrent changes`)
}

type WebhookOutcome = {
  status: 'applied' | 'duplicate' | 'ignored' | 'unknown_payment'
  state?: PaymentState
}

/**
 * Applies a verified provider event. A repeated event id, or a step the state machine refuses,
 * changes nothing. Deliveries of the same event arriving together are applied once: each records
 * the event id with a conditional update, and the ones that lose re-read the payment and find the
 * id already there.
 */
export async function applyEvent(
  payload: Payload,
  providerId: string,
  event: PaymentEvent,
): Promise<WebhookOutcome> {
  let payment =
    (event.reference ? await findPayment(payload, event.reference) : null) ??
    (event.providerRef ? await byField(payload, 'providerRef', event.providerRef) : null)
  if (!payment || payment.provider !== providerId) return { status: 'unknown_payment' }
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const seen = Array.isArray(payment.events) ? (payment.events as string[]) : []
    if (seen.includes(event.eventId)) return { status: 'duplicate', state: payment.state }
    const moves = event.state !== payment.state && canTransition(payment.state, event.state)
    const changes = stateChanges(payment, event.state, {
      providerRef: event.providerRef,
      failureReason: event.failureReason,
      events: [...seen, event.eventId].slice(-50),
    })
    const updated = await updateIfUnchanged(payload, payment, changes)
    if (updated) return { status: moves ? 'applied' : 'ignored', state: updated.state }
    payment = await reread(payload, payment)
  }
  throw new Error(`Payment ${payment.reference}: too many concurrent webhook deliveries`)
}

/** A payment for its result page: a pending one asks its provider once (a webhook may be late). */
export async function refreshPayment(payload: Payload, reference: string): Promise<Payment | null> {
  const payment = await findPayment(payload, reference)
  if (!payment || payment.state !== 'pending' || !payment.providerRef) return payment
  const provider = providerById(payment.provider)
  const status = await provider?.retrieve?.({
    providerRef: payment.providerRef,
    createdAt: payment.createdAt,
  })
  if (!status || status.state === payment.state) return payment
  return setState(payload, payment, status.state, { failureReason: status.failureReason })
}

/** The latest payment of a connector (its charging session), within the last 24 hours. */
export async function latestPayment(
  payload: Payload,
  stationId: string,
  connectorKey: string,
  now = new Date(),
): Promise<Payment | null> {
  const since = new Date(now.getTime() - 24 * 3600_000).toISOString()
  const { docs } = await payload.find({
    collection: 'payments',
    where: {
      and: [
        { sessionKey: { equals: `${stationId}|${connectorKey}` } },
        { createdAt: { greater_than: since } },
      ],
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}
