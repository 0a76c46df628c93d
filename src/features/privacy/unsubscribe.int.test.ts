import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { memoryRateLimiter } from '@/lib/rate-limit'

import { testDeliveryChannels } from '../../../tests/support/delivery'
import { testPayload } from '../../../tests/support/payload'
import { deliverClaimed } from '../forms/delivery/attempt'
import { submitForm } from '../forms/submit'
import { tokenId } from '@/features/forms/unsubscribe-token'

/**
 * The newsletter's unsubscribe link: it leaves the site with every subscriber (webhook and team
 * e-mail, for the tool that sends the newsletter), and the page's form empties the address at once.
 */
const route = await import('@/app/api/v1/newsletter/unsubscribe/handler')
const channels = await testDeliveryChannels('unsubscribe-test-webhook-secret')
let payload: Payload

const post = (body: string, query = '') =>
  route.POST(
    new NextRequest(`http://localhost/api/v1/newsletter/unsubscribe${query}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-client-ip': '198.51.100.40',
      },
      body,
    }),
  )

beforeAll(async () => {
  await channels.start()
  payload = await testPayload()
})
afterAll(() => channels.stop())

describe('unsubscribing from the newsletter', () => {
  it('sends each subscriber with a signed link; the link empties the address once asked', async () => {
    const email = `reader-${Date.now()}@example.com`
    const outcome = await submitForm(
      payload,
      'newsletter',
      JSON.stringify({ email, locale: 'pt' }),
      {
        ip: '198.51.100.41',
        contentType: 'application/json',
        limiter: memoryRateLimiter(100, 60_000),
      },
    )
    expect(outcome.status).toBe(201)
    await deliverClaimed(payload, outcome.claim!)
    const hook = channels.webhook.calls.find((c) => c.body.includes(email))!
    const link = new URL(JSON.parse(hook.body).data.unsubscribeUrl as string)
    expect(link.pathname).toBe('/pt/unsubscribe')
    const token = link.searchParams.get('token')!
    expect(tokenId(token)).toBe(String(outcome.claim!.id))
    const mail = await channels.smtp.waitFor((m) => m.raw.includes(email))
    expect(mail.raw.replace(/=\r\n/g, '')).toContain('/pt/unsubscribe?token=')

    // A forged signature changes nothing.
    const forged = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`
    const refused = await post(`token=${forged}&locale=pt`)
    expect(refused.status).toBe(303)
    expect(refused.headers.get('location')).toBe('/pt/unsubscribe?state=invalid')
    const id = outcome.claim!.id
    expect((await payload.findByID({ collection: 'newsletter-subscribers', id })).email).toBe(email)

    const done = await post(`token=${token}&locale=pt`)
    expect(done.headers.get('location')).toBe('/pt/unsubscribe?state=done')
    const after = await payload.findByID({ collection: 'newsletter-subscribers', id })
    expect(after.email).toBeNull()
    expect(after.anonymisedAt).toBeTruthy()
    // Used again (or by a mail program's one-click unsubscribe): still "unsubscribed".
    const oneClick = await post('List-Unsubscribe=One-Click', `?token=${token}`)
    expect(oneClick.status).toBe(200)
    // The same address may subscribe again later.
    const again = await submitForm(payload, 'newsletter', JSON.stringify({ email }), {
      ip: '198.51.100.42',
      contentType: 'application/json',
      limiter: memoryRateLimiter(100, 60_000),
    })
    expect(again.status).toBe(201)
  })
})
