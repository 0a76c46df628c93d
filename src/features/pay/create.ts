import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { Payment } from '@/payload-types'
import { isLocale, defaultLocale, type Locale } from '@/i18n/locales'

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
): Promise<PayablePoint> {
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
  const form = readPaymentForm(input, provider)
  const point = await payableChargePoint(payload, form.station, form.connector)
  const amountMinor = paymentAmount(point, input)

  const successUrl = (reference: string) =>
    new URL(`/${form.locale}/pay/success?payment=${reference}`, options.origin).toString()
  const existing = await paymentBy(payload, 'idempotencyKey', form.idempotencyKey)
  if (existing) return replay(existing, point, amountMinor, successUrl(existing.reference))

  const reference = newReference()
  let payment: Payment
  try {
    payment = await storePayment(payload, { form, point, amountMinor, reference, provider })
  } catch (error) {
    // Two submits racing with one key: the unique index lets one through, the other replays it.
    const winner = await paymentBy(payload, 'idempotencyKey', form.idempotencyKey)
    if (winner) return replay(winner, point, amountMinor, successUrl(winner.reference))
    throw error
  }
  return startCheckout(payload, payment, {
    form,
    point,
    amountMinor,
    provider,
    successUrl,
    origin: options.origin,
  })
}

/** The driver's form, checked: the charge point asked for, the key, the e-mail, the language. */
type PaymentForm = {
  station: string
  connector: string
  idempotencyKey: string
  email: string
  locale: Locale
  testOutcome: TestOutcome | undefined
}

function readPaymentForm(input: CreatePaymentInput, provider: PaymentProvider): PaymentForm {
  const station = str(input.station)
  const connector = str(input.connector)
  if (!station)
    throw new PaymentInputError(400, 'station_required', 'station is required', 'station')
  if (!connector)
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
  return {
    station,
    connector,
    idempotencyKey,
    email,
    locale,
    testOutcome: testOutcomeOf(input, provider),
  }
}

/**
 * The outcome the built-in test provider is asked for (approve when none); no other provider takes
 * one.
 */
function testOutcomeOf(
  input: CreatePaymentInput,
  provider: PaymentProvider,
): TestOutcome | undefined {
  if (!provider.testMode || provider.id !== 'test') return undefined
  const testOutcome =
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
  return testOutcome
}

type PayablePoint = Extract<ChargePoint, { status: 'ok' }>

/** The amount in minor units of the station's currency, from the market's presets and bounds. */
function paymentAmount(point: PayablePoint, input: CreatePaymentInput): number {
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
  return amount.minor
}

/** The payment stored before the driver leaves for the checkout (`created`). */
function storePayment(
  payload: Payload,
  {
    form,
    point,
    amountMinor,
    reference,
    provider,
  }: {
    form: PaymentForm
    point: PayablePoint
    amountMinor: number
    reference: string
    provider: PaymentProvider
  },
): Promise<Payment> {
  const stationId = publicStationId(point.station)
  return payload.create({
    collection: 'payments',
    overrideAccess: true,
    data: {
      reference,
      idempotencyKey: form.idempotencyKey,
      state: 'created',
      amount: amountMinor,
      currency: point.currency,
      email: form.email,
      locale: form.locale,
      stationId,
      stationName: point.station.name,
      connector: point.key,
      sessionKey: `${stationId}|${point.key}`,
      powerKw: point.match.powerKw,
      tariffPerKwh: point.price.perKwh,
      provider: provider.id,
      events: [],
    },
  })
}

/**
 * The provider's checkout for a stored payment, and the state it starts in. A provider that fails
 * leaves the payment failed, and the driver on its result page.
 */
async function startCheckout(
  payload: Payload,
  stored: Payment,
  {
    form,
    point,
    amountMinor,
    provider,
    successUrl,
    origin,
  }: {
    form: PaymentForm
    point: PayablePoint
    amountMinor: number
    provider: PaymentProvider
    successUrl: (reference: string) => string
    origin: string
  },
): Promise<CreatedPayment> {
  const { reference } = stored
  const stationId = publicStationId(point.station)
  try {
    const checkout = await provider.createCheckout({
      reference,
      idempotencyKey: form.idempotencyKey,
      amountMinor,
      currency: point.currency,
      email: form.email,
      locale: form.locale,
      description: `${point.station.name} · ${point.key}`,
      successUrl: successUrl(reference),
      cancelUrl: new URL(
        `/${form.locale}/pay/prepay?id=${encodeURIComponent(stationId)}&connector=${encodeURIComponent(point.key)}`,
        origin,
      ).toString(),
      testOutcome: form.testOutcome,
    })
    const payment = await setState(payload, stored, checkout.state, {
      providerRef: checkout.providerRef,
      failureReason: checkout.failureReason,
    })
    return { payment, redirectUrl: checkout.redirectUrl, replayed: false }
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error
    console.warn(`Payment ${reference}: ${error.message}`)
    const payment = await setState(payload, stored, 'failed', { failureReason: 'provider_error' })
    return { payment, redirectUrl: successUrl(reference), replayed: false }
  }
}

function replay(
  existing: Payment,
  point: PayablePoint,
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
