import type { Payload } from 'payload'

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
}
