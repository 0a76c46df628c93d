import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { Payment } from '@/payload-types'
import { isLocale, defaultLocale } from '@/i18n/locales'

import { isPayCurrency, resolveAmount, validEmail } from './amounts'
import { ProviderError, testOutcomes, type PaymentProvider, type TestOutcome } from './provider'
import { activeProvider } from './providers'
import { paymentBy } from './queries'
import { chargePoint, publicStationId, type ChargePoint } from './station'
import { setState } from './transitions'

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
  const existing = await paymentBy(payload, 'idempotencyKey', idempotencyKey)
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
    const winner = await paymentBy(payload, 'idempotencyKey', idempotencyKey)
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
