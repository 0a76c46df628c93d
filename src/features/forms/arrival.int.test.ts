import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { anonymiseRecords } from '@/features/privacy/anonymise'

import { testDeliveryChannels } from '../../../tests/support/delivery'
import { testPayload } from '../../../tests/support/payload'
import { deliverClaimed } from './delivery/attempt'
import { csvExportEndpoint } from './export'
import { submitForm } from './submit'
import { malaysianLead, submissionContext } from './forms.testing'

/**
 * How the visitor arrived, through the submission pipeline: stored with the market, sent to the
 * CRM, exported, filtered, refused when it is not what a browser of the site sends, and emptied of
 * what singles out a visit when the person's data is erased.
 */
const channels = await testDeliveryChannels('crm-secret')
let payload: Payload
const context = submissionContext('198.51.100.21')
const arrival = {
  source: 'newsletter',
  campaign: 'spring',
  medium: 'email',
  clickIdName: 'fbclid',
  clickId: 'IwAR0abc',
  referrer: 'mail.example.org',
  landingPage: '/my/business',
  formPage: '/my/contact',
}

beforeAll(async () => {
  await channels.start()
  payload = await testPayload()
})
afterAll(async () => {
  await channels.stop()
})

describe('arrival of a submission', () => {
  let id: number | string

  it('is stored with the market of the page’s locale and sent to the CRM', async () => {
    const outcome = await submitForm(
      payload,
      'lead',
      JSON.stringify({ ...malaysianLead, email: 'arrival@example.my', arrival }),
      context({ market: async (locale) => (locale === 'my' ? 'my' : 'en') }),
    )
    expect(outcome.status).toBe(201)
    id = outcome.claim!.id
    const stored = await payload.findByID({ collection: 'leads', id })
    expect(stored.arrival).toMatchObject({ ...arrival, market: 'my' })
    expect(await deliverClaimed(payload, outcome.claim!)).toBe('delivered')
    const call = channels.webhook.calls.at(-1)!
    expect(JSON.parse(call.body).data.arrival).toMatchObject({ ...arrival, market: 'my' })
  })

  it('is a filter of the list and columns of the CSV export', async () => {
    const { docs } = await payload.find({
      collection: 'leads',
      where: { 'arrival.campaign': { equals: 'spring' } },
    })
    expect(docs.map((d) => d.id)).toEqual([id])
    const csv = await (
      await csvExportEndpoint('leads').handler({
        payload,
        user: { id: 1, roles: ['sales'], collection: 'users' },
        query: { where: { 'arrival.source': { equals: 'newsletter' } } },
      } as never)
    ).text()
    const [header, row] = csv.trim().split('\r\n')
    expect(header).toContain('Visit source,Visit medium,Visit campaign')
    expect(header).toContain('Visit landing page,Visit form page,Visit market')
    expect(row).toContain('newsletter,email,spring')
    expect(row).toContain('/my/business,/my/contact,my')
  })

  it('is refused with 400 when it is not what the site sends, and nothing is stored', async () => {
    const before = (await payload.count({ collection: 'leads' })).totalDocs
    for (const bad of [
      { source: '<b>x</b>' },
      { landingPage: 'https://evil.example/' },
      { admin: 'true' },
      'newsletter',
      { source: 'x'.repeat(101) },
    ]) {
      const outcome = await submitForm(
        payload,
        'lead',
        JSON.stringify({ ...malaysianLead, arrival: bad }),
        context(),
      )
      expect(outcome.status, JSON.stringify(bad)).toBe(400)
      expect(outcome.body).toMatchObject({ error: { field: 'arrival' } })
    }
    expect((await payload.count({ collection: 'leads' })).totalDocs).toBe(before)
  })

  it('keeps only source, medium, campaign and market once the person is erased', async () => {
    expect(await anonymiseRecords(payload, 'leads', [id])).toBe(1)
    const erased = await payload.findByID({ collection: 'leads', id })
    expect(erased.arrival).toMatchObject({
      source: 'newsletter',
      medium: 'email',
      campaign: 'spring',
      market: 'my',
      clickId: null,
      clickIdName: null,
      referrer: null,
      landingPage: null,
      formPage: null,
    })
  })
})
