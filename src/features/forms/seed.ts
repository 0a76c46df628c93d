import type { Payload } from 'payload'

import { sqlTable } from '@/lib/sql'

/**
 * A few demo submissions so sales see the back office filled in (already delivered: seeding never
 * sends e-mail). Real submissions only come through the pipeline.
 */
export async function seedForms(payload: Payload): Promise<void> {
  const delivered = {
    state: 'delivered' as const,
    attempts: 1,
    emailSentAt: '2026-11-02T09:15:00.000Z',
  }
  const common = { overrideAccess: true, depth: 0 } as const
  await payload.create({
    collection: 'leads',
    data: {
      interest: 'migrate_charging_network',
      chargersAmount: 38,
      firstName: 'Inês',
      lastName: 'Carvalho',
      company: 'Lisboa Charge CPO',
      phone: '+351912345678',
      phoneCountry: 'PT',
      email: 'ines.carvalho@lisboacharge.example',
      country: 'PT',
      address: 'Avenida da Liberdade 110, 1250-146 Lisboa',
      chargersTypes: 'ABB Terra AC W22, Alpitronic HYC150',
      details:
        'We run 38 chargers on a legacy platform and want reservations and roaming before summer.',
      locale: 'pt',
      status: 'contacted',
      delivery: delivered,
    },
    ...common,
  })
  await payload.create({
    collection: 'leads',
    data: {
      interest: 'offer_my_locations',
      firstName: 'Siti',
      lastName: 'Rahman',
      phone: '+60123456789',
      phoneCountry: 'MY',
      email: 'siti.rahman@klparking.example',
      country: 'MY',
      address: 'Jalan Ampang 50, 50450 Kuala Lumpur',
      details: 'Two covered car parks with 120 bays near KLCC; we would host fast chargers.',
      locale: 'my',
      status: 'new',
      delivery: delivered,
    },
    ...common,
  })
  await payload.create({
    collection: 'partner-requests',
    data: {
      name: 'Tom Baker',
      company: 'Fleetwise Logistics',
      email: 'tom.baker@fleetwise.example',
      phone: '+447911123456',
      phoneCountry: 'GB',
      interest: 'fleet_management',
      message: '60 electric vans across three depots; we need depot charging and driver billing.',
      privacyPolicy: true,
      locale: 'en',
      status: 'new',
      delivery: delivered,
    },
    ...common,
  })
  await payload.create({
    collection: 'contact-messages',
    data: {
      name: 'Олена Коваль',
      email: 'olena.koval@example.ua',
      message: 'Чи підтримує ваш застосунок оплату Apple Pay на станціях у Львові?',
      locale: 'ua',
      status: 'done',
      delivery: delivered,
    },
    ...common,
  })
  await payload.create({
    collection: 'newsletter-subscribers',
    data: { email: 'ev.reader@example.com', locale: 'en', status: 'new', delivery: delivered },
    ...common,
  })
  await seedArrivals(payload)
}

/** The campaigns the demo's leads came from, with how often each brings one (weights). */
const demoCampaigns = [
  { weight: 5, arrival: {} },
  { weight: 3, arrival: { referrer: 'www.google.com' } },
  {
    weight: 4,
    arrival: { source: 'google', medium: 'cpc', campaign: 'cpo-software', clickIdName: 'gclid' },
  },
  { weight: 3, arrival: { source: 'newsletter', medium: 'email', campaign: 'spring' } },
  { weight: 2, arrival: { source: 'linkedin', medium: 'social', campaign: 'fleet-2026' } },
  { weight: 1, arrival: { source: 'facebook', medium: 'paid-social', campaign: 'ev-drivers' } },
] as const
const demoPages = ['/en/business', '/pt/business', '/ua/business', '/my/business/calculator']
const demoMarkets = [
  { locale: 'en', market: 'en' },
  { locale: 'pt', market: 'default' },
  { locale: 'ua', market: 'default' },
  { locale: 'my', market: 'my' },
] as const
const leadOutcomes = ['new', 'new', 'contacted', 'contacted', 'qualified', 'won', 'lost'] as const

/**
 * Leads, partner requests and contact messages of the last twelve weeks from a few campaigns, so
 * the sales desk's charts show something on a fresh start. Written straight into their tables (a
 * few hundred rows; the pipeline stores them the same way), already delivered. The numbers come
 * from a fixed sequence: every fresh start shows the same picture.
 */
async function seedArrivals(payload: Payload, now = Date.now()): Promise<void> {
  let state = 20261128
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
  const totalWeight = demoCampaigns.reduce((sum, c) => sum + c.weight, 0)
  const campaign = () => {
    let r = next() * totalWeight
    return demoCampaigns.find((c) => (r -= c.weight) < 0) ?? demoCampaigns[0]
  }
  const weekMs = 7 * 24 * 60 * 60 * 1000
  const forms = [
    { collection: 'leads', perWeek: 9 },
    { collection: 'partner-requests', perWeek: 3 },
    { collection: 'contact-messages', perWeek: 4 },
  ] as const
  for (const { collection, perWeek } of forms) {
    const rows: Record<string, unknown>[] = []
    for (let week = 0; week < 12; week++) {
      // Campaigns grow towards today.
      const count = Math.round(perWeek * (0.5 + week / 12) + next() * 3)
      for (let i = 0; i < count; i++) {
        const at = new Date(now - (11 - week) * weekMs - Math.floor(next() * weekMs)).toISOString()
        const { locale, market } = pick(demoMarkets)
        const page = pick(demoPages)
        const { arrival } = campaign()
        const clickIdName = 'clickIdName' in arrival ? arrival.clickIdName : undefined
        const n = rows.length + 1
        const person =
          collection === 'leads'
            ? {
                interest: 'start_business',
                firstName: 'Demo',
                lastName: `Lead ${n}`,
                email: `lead.${n}@demo.example`,
              }
            : collection === 'partner-requests'
              ? {
                  name: `Demo partner ${n}`,
                  email: `partner.${n}@demo.example`,
                  interest: 'roaming',
                  privacyPolicy: true,
                }
              : { name: `Demo contact ${n}`, email: `contact.${n}@demo.example`, message: 'Demo' }
        rows.push({
          ...person,
          locale,
          status:
            collection === 'leads'
              ? pick(leadOutcomes)
              : pick(['new', 'in_progress', 'done'] as const),
          createdAt: at,
          updatedAt: at,
          delivery_state: 'delivered',
          delivery_attempts: 1,
          delivery_emailSentAt: at,
          arrival_source: 'source' in arrival ? arrival.source : null,
          arrival_medium: 'medium' in arrival ? arrival.medium : null,
          arrival_campaign: 'campaign' in arrival ? arrival.campaign : null,
          arrival_clickIdName: clickIdName ?? null,
          arrival_clickId: clickIdName ? `demo${n}` : null,
          arrival_referrer: 'referrer' in arrival ? arrival.referrer : null,
          arrival_landingPage: page,
          arrival_formPage: page,
          arrival_market: market,
        })
      }
    }
    const { db, table } = sqlTable(payload, collection)
    await db.insert(table).values(rows)
  }
}
