import type { Payload } from 'payload'

/**
 * One person's records in every collection that keeps personal data, as the site stores them: the
 * forms' phone numbers in E.164, an order's number as the customer typed it, a payment by e-mail, a
 * comment by name. For the retention and person-request tests.
 */
export type Person = {
  email: string
  phone: string
  typedPhone: string
  /** `Maria <lastName>`: a lead's and a job application's first and last name read together. */
  name: string
  lastName: string
}

let orders = 0
let people = 0

export function person(stamp: string): Person {
  // A Portuguese mobile number, unique per person and test run.
  const digits = String((Date.now() + ++people * 7919) % 10_000_000).padStart(7, '0')
  return {
    email: `Maria.${stamp}@Example.com`,
    phone: `+35191${digits}`,
    typedPhone: `91${digits.slice(0, 1)} ${digits.slice(1, 4)} ${digits.slice(4)}`,
    name: `Maria Costa${stamp}`,
    lastName: `Costa${stamp}`,
  }
}

let station: number | undefined
async function aStation(payload: Payload): Promise<number> {
  station ??= (
    await payload.create({
      collection: 'stations',
      data: {
        countryCode: 'PT',
        partyId: 'VLT',
        ocpiId: `PT-VLT-PRV-${Date.now() % 10_000}`,
        country: 'PRT',
        timeZone: 'Europe/Lisbon',
        type: 'public',
        currency: 'EUR',
        evses: [],
        name: 'Privacy test station',
        address: 'Rua Augusta 1',
        city: 'Lisboa',
        latitude: 38.71,
        longitude: -9.14,
      } as never,
    })
  ).id as number
  return station
}

export async function createPersonRecords(
  payload: Payload,
  who: Person,
  { status = 'new', state = 'paid' }: { status?: string; state?: string } = {},
) {
  const email = who.email.toLowerCase()
  const create = (collection: string, data: Record<string, unknown>) =>
    payload.create({ collection: collection as 'leads', data: data as never, depth: 0 })
  const n = ++orders
  return {
    lead: await create('leads', {
      interest: 'start_business',
      firstName: 'Maria',
      lastName: who.lastName,
      company: 'Costa Lda',
      phone: who.phone,
      phoneCountry: 'PT',
      email: who.email,
      country: 'PT',
      address: 'Rua Augusta 1',
      details: `Call ${who.name} after six`,
      status: status === 'done' ? 'won' : status,
    }),
    partner: await create('partner-requests', {
      name: who.name,
      email,
      phone: who.phone,
      phoneCountry: 'PT',
      interest: 'roaming',
      privacyPolicy: true,
      status,
    }),
    contact: await create('contact-messages', {
      name: who.name,
      email,
      message: 'Hello',
      status,
    }),
    job: await create('job-applications', {
      position: 'Engineer',
      firstName: 'Maria',
      lastName: who.lastName,
      email,
      linkedin: 'https://www.linkedin.com/in/maria',
      status,
    }),
    newsletter: await create('newsletter-subscribers', { email, locale: 'pt', status }),
    deletion: await create('deletion-requests', {
      phone: who.phone,
      phoneCountry: 'PT',
      locale: 'pt',
      status,
    }),
    order: await create('orders', {
      number: `PRV-${Date.now()}-${n}`,
      status: status === 'done' ? 'shipped' : status,
      market: 'default',
      currency: 'UAH',
      locale: 'pt',
      fulfilment: 'delivery',
      lines: [{ title: 'Cable', quantity: 1, unitPrice: 100, lineTotal: 100 }],
      commercialTotal: 100,
      customerName: who.name,
      phone: who.typedPhone,
      shippingAddress: {
        country: 'Portugal',
        city: 'Lisboa',
        street: 'Rua Augusta',
        building: '1',
      },
      privacyConsent: true,
    }),
    payment: await create('payments', {
      reference: `PRV-${Date.now()}-${n}`,
      state,
      amount: 1500,
      currency: 'EUR',
      email,
      stationId: 'PT-VLT-PRV',
      connector: '1:1',
      sessionKey: 'PT-VLT-PRV|1:1',
      provider: 'test',
      idempotencyKey: `prv-${Date.now()}-${n}`,
    }),
    comment: await create('station-comments', {
      station: await aStation(payload),
      authorName: who.name,
      body: 'Fast and clean',
      approved: true,
    }),
  }
}
