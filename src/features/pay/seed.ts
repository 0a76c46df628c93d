import type { Payload } from 'payload'

import { evsesOf } from '@/features/map/queries'

import { newIdempotencyKey, newReference } from './create'
import type { PaymentState } from './states'

/** A few ad-hoc payments of the past days, so sales see what the back office list looks like. */
export async function seedPayments(payload: Payload): Promise<void> {
  const { docs } = await payload.find({
    collection: 'stations',
    where: { and: [{ type: { equals: 'paidByTariff' } }, { appUsersOnly: { equals: false } }] },
    limit: 6,
    depth: 0,
    overrideAccess: true,
    sort: 'ocpiId',
  })
  const states: PaymentState[] = ['paid', 'paid', 'refunded', 'failed', 'paid', 'pending']
  const emails = [
    'olena.koval@example.com',
    'joao.silva@example.pt',
    'aisyah.rahman@example.my',
    'taras.bondar@example.com',
    'ines.costa@example.pt',
    'lim.wei@example.my',
  ]
  const amounts: Record<string, number> = { UAH: 40000, EUR: 2000, MYR: 5000 }
  for (const [i, station] of docs.entries()) {
    const evse = evsesOf(station)[0]
    const connector = evse?.connectors[0]
    if (!evse || !connector) continue
    const state = states[i % states.length]!
    const key = `${evse.uid}:${connector.id}`
    const reference = newReference()
    const daysAgo = (i + 1) * 2
    await payload.create({
      collection: 'payments',
      overrideAccess: true,
      data: {
        reference,
        idempotencyKey: newIdempotencyKey(),
        state,
        ...(state === 'failed' ? { failureReason: 'declined' as const } : {}),
        ...(state === 'paid' || state === 'refunded'
          ? { paidAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString() }
          : {}),
        amount: amounts[station.currency ?? 'UAH'] ?? 40000,
        currency: station.currency ?? 'UAH',
        email: emails[i % emails.length]!,
        locale: station.currency === 'EUR' ? 'pt' : station.currency === 'MYR' ? 'my' : 'ua',
        stationId: station.publicId ?? station.ocpiId,
        stationName: station.name,
        connector: key,
        sessionKey: `${station.publicId ?? station.ocpiId}|${key}`,
        tariffPerKwh: connector.tariff_per_kwh ?? null,
        provider: 'test',
        providerRef: `test_${state === 'failed' ? 'decline' : 'approve'}_${reference}`,
        events: [],
      },
    })
  }
}
