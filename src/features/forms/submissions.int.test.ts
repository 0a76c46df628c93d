import { Redis } from 'ioredis'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testDeliveryChannels } from '../../../tests/support/delivery'
import { testPayload } from '../../../tests/support/payload'
import { deliverClaimed } from './delivery/attempt'
import { claimDelivery } from './delivery/queue'
import { signWebhook } from './delivery/channels'
import { memoryRateLimiter, redisRateLimiter } from '@/lib/rate-limit'
import { submitForm } from './submit'
import { malaysianLead, submissionContext } from './forms.testing'

/**
 * The submission pipeline: stored first, then delivered by e-mail and signed webhook; bad input,
 * the honeypot, rate limits (in memory and in Redis), unique subscribers, phone numbers.
 */
const channels = await testDeliveryChannels('crm-secret')
const { smtp, webhook } = channels

let payload: Payload
const context = submissionContext('198.51.100.7')
const contact = {
  name: 'Ana Sousa',
  email: 'ana.sousa@example.pt',
  message: 'Do you support OCPP 2.0.1?',
}

beforeAll(async () => {
  await channels.start()
  process.env.FORMS_DELIVERY_ATTEMPTS = '5'
  payload = await testPayload()
})

afterAll(async () => {
  await channels.stop()
})

describe('submission pipeline: stored, then delivered', () => {
  it('stores a valid submission first, then delivers it by e-mail and signed webhook', async () => {
    const outcome = await submitForm(
      payload,
      'contact',
      JSON.stringify({ ...contact, locale: 'pt' }),
      context(),
    )
    expect(outcome.status).toBe(201)
    expect(outcome.body).toEqual({ ok: true, message: 'A sua mensagem foi enviada com sucesso.' })
    const { docs } = await payload.find({
      collection: 'contact-messages',
      where: { email: { equals: contact.email } },
    })
    expect(docs).toHaveLength(1)
    // stored already claimed by this process for its first attempt
    expect(docs[0]).toMatchObject({
      status: 'new',
      locale: 'pt',
      delivery: { state: 'processing', attempts: 1 },
    })
    expect(outcome.claim).toMatchObject({
      collection: 'contact-messages',
      id: docs[0]!.id,
      attempt: 1,
    })

    expect(await deliverClaimed(payload, outcome.claim!)).toBe('delivered')
    const mail = await smtp.waitFor((m) => m.raw.includes('Ana Sousa'))
    expect(mail.to).toEqual(['sales@voltra.example'])
    expect(mail.raw).toMatch(/Subject: \[Voltra\] New contact message: Ana Sousa/)
    expect(mail.raw).toContain('OCPP 2.0.1')
    const call = webhook.calls.at(-1)!
    expect(call.headers['x-signature-256']).toBe(
      signWebhook('crm-secret', String(call.headers['x-webhook-timestamp']), call.body),
    )
    expect(JSON.parse(call.body)).toMatchObject({
      event: 'submission.created',
      collection: 'contact-messages',
      data: { email: contact.email },
    })
    const stored = await payload.findByID({ collection: 'contact-messages', id: docs[0]!.id })
    expect(stored.delivery).toMatchObject({ state: 'delivered', attempts: 1 })
    expect(stored.delivery?.emailSentAt).toBeTruthy()
  })

  it('keeps the record when the mail server is down and delivers on retry, without sending twice', async () => {
    await smtp.stop()
    webhook.status = 200
    const before = smtp.messages.length
    const outcome = await submitForm(
      payload,
      'contact',
      JSON.stringify({ ...contact, name: 'Retry Person' }),
      context(),
    )
    expect(outcome.status).toBe(201)
    const { docs } = await payload.find({
      collection: 'contact-messages',
      where: { name: { equals: 'Retry Person' } },
    })
    const id = docs[0]!.id
    expect(await deliverClaimed(payload, outcome.claim!)).toBe('retrying')
    const failed = await payload.findByID({ collection: 'contact-messages', id })
    expect(failed.delivery).toMatchObject({ state: 'retrying', attempts: 1 })
    expect(failed.delivery?.lastError).toMatch(/e-mail/)
    expect(failed.delivery?.webhookSentAt).toBeTruthy() // the CRM got it; only the e-mail is retried
    expect(await claimDelivery(payload, { collection: 'contact-messages', id })).toBeNull() // not due before its backoff
    const webhookCount = webhook.calls.length

    await smtp.start()
    const retry = await claimDelivery(
      payload,
      { collection: 'contact-messages', id },
      Date.parse(failed.delivery!.dueAt!) + 1,
    )
    expect(retry).toMatchObject({ attempt: 2 })
    expect(await deliverClaimed(payload, retry!)).toBe('delivered')
    expect(smtp.messages.length).toBe(before + 1)
    expect(webhook.calls.length).toBe(webhookCount)
    expect((await payload.findByID({ collection: 'contact-messages', id })).delivery).toMatchObject(
      { state: 'delivered', attempts: 2, lastError: null, dueAt: null },
    )
  })
})

describe('submission pipeline: bad input, the honeypot, rate limits', () => {
  it('answers bad input with 4xx naming the field and stores nothing', async () => {
    const count = async () => (await payload.count({ collection: 'contact-messages' })).totalDocs
    const before = await count()
    const cases: [string, string | undefined, number, string?][] = [
      ['{}', 'application/json', 400, 'name'],
      [JSON.stringify({ ...contact, email: 'nope' }), 'application/json', 400, 'email'],
      [JSON.stringify({ ...contact, admin: true }), 'application/json', 400, 'admin'],
      [JSON.stringify({ ...contact, status: 'done' }), 'application/json', 400, 'status'],
      ['not json', 'application/json', 400],
      ['[1,2]', 'application/json', 400],
      [JSON.stringify(contact), 'text/plain', 415],
      [JSON.stringify({ ...contact, message: 'x'.repeat(40_000) }), 'application/json', 413],
    ]
    for (const [body, contentType, status, field] of cases) {
      const outcome = await submitForm(payload, 'contact', body, context({ contentType }))
      expect(outcome.status, body.slice(0, 40)).toBe(status)
      if (field) expect((outcome.body as { error: { field?: string } }).error.field).toBe(field)
    }
    const invalid = await submitForm(
      payload,
      'contact',
      JSON.stringify({ ...contact, email: 'x' }),
      context({ acceptLanguage: 'uk' }),
    )
    expect((invalid.body as { fields: unknown }).fields).toEqual({ email: 'email' })
    expect((invalid.body as { error: { message: string } }).error.message).toContain(
      'Введіть дійсну адресу',
    )
    expect(await count()).toBe(before)
  })

  it('a filled honeypot looks like success and stores nothing', async () => {
    const before = (await payload.count({ collection: 'contact-messages' })).totalDocs
    const outcome = await submitForm(
      payload,
      'contact',
      JSON.stringify({ ...contact, website: 'http://spam.example' }),
      context(),
    )
    expect(outcome.status).toBe(200)
    expect((await payload.count({ collection: 'contact-messages' })).totalDocs).toBe(before)
  })

  it('rate-limits per IP with a translated 429', async () => {
    const limiter = memoryRateLimiter(2, 60_000)
    const body = JSON.stringify({ email: 'rate@example.com', locale: 'pt' })
    expect((await submitForm(payload, 'newsletter', body, context({ limiter }))).status).toBe(201)
    expect((await submitForm(payload, 'newsletter', body, context({ limiter }))).status).toBe(200)
    const third = await submitForm(payload, 'newsletter', body, context({ limiter }))
    expect(third.status).toBe(429)
    expect(third.headers?.['Retry-After']).toBeTruthy()
    expect((third.body as { error: { message: string } }).error.message).toMatch(
      /Demasiados envios/,
    )
    expect(
      (await submitForm(payload, 'newsletter', body, context({ limiter, ip: '203.0.113.9' })))
        .status,
    ).toBe(200)
  })
})

describe('submission pipeline: what is stored', () => {
  it('keeps newsletter subscribers unique', async () => {
    await submitForm(
      payload,
      'newsletter',
      JSON.stringify({ email: 'Unique@Example.com' }),
      context(),
    )
    const again = await submitForm(
      payload,
      'newsletter',
      JSON.stringify({ email: 'unique@example.com ' }),
      context(),
    )
    expect(again).toMatchObject({
      status: 200,
      body: { ok: true, message: 'Congratulations! You have subscribed to our newsletter.' },
    })
    expect(
      (
        await payload.count({
          collection: 'newsletter-subscribers',
          where: { email: { equals: 'unique@example.com' } },
        })
      ).totalDocs,
    ).toBe(1)
  })

  it('stores a lead with the interest fields and a deletion request with an E.164 phone', async () => {
    const lead = await submitForm(payload, 'lead', JSON.stringify(malaysianLead), context())
    expect(lead.status).toBe(201)
    const { docs } = await payload.find({
      collection: 'leads',
      where: { email: { equals: 'siti@example.my' } },
    })
    expect(docs[0]).toMatchObject({
      interest: 'offer_my_locations',
      phone: '+60123456789',
      phoneCountry: 'MY',
      country: 'MY',
      locale: 'my',
    })
    const deletion = await submitForm(
      payload,
      'deletion-request',
      JSON.stringify({ phone: '067 123 4567', phoneCountry: 'UA', locale: 'ua' }),
      context(),
    )
    expect(deletion.body).toEqual({
      ok: true,
      message: 'Ваш запит на видалення облікового запису надіслано.',
    })
    expect((await payload.find({ collection: 'deletion-requests' })).docs[0]).toMatchObject({
      phone: '+380671234567',
    })
  })
})

describe('phone country', () => {
  it("is the number's own: +351… sent with the list on GB is stored as PT, exported as Portugal", async () => {
    const email = `partner-pt-${Date.now()}@example.pt`
    const outcome = await submitForm(
      payload,
      'partner',
      JSON.stringify({
        name: 'Rui Lopes',
        email,
        phone: '+351 912 345 678',
        phoneCountry: 'GB',
        interest: 'roaming',
        privacyPolicy: true,
        locale: 'en',
      }),
      context(),
    )
    expect(outcome.status).toBe(201)
    const { docs } = await payload.find({
      collection: 'partner-requests',
      where: { email: { equals: email } },
    })
    expect(docs[0]).toMatchObject({ phone: '+351912345678', phoneCountry: 'PT' })
    const { fullSession, rest } = await import('../../../tests/support/rest')
    const { token } = await fullSession(['sales'], 'phone-country')
    const csv = await (
      await rest('GET', `/partner-requests/export.csv?where[email][equals]=${email}`, { token })
    ).text()
    const [header, row] = csv.split('\r\n')
    const column = header!.split(',').findIndex((name) => /phone country/i.test(name))
    expect(column).toBeGreaterThan(-1)
    // The CSV names the country in the reader's language (English for a token's export).
    expect(row!.split(',')[column]).toBe('Portugal')
  })
})

describe('Redis rate limiter', () => {
  it('counts hits in a shared window (skipped when no Redis answers on 127.0.0.1:6379)', async (ctx) => {
    const redis = new Redis('redis://127.0.0.1:6379', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      connectTimeout: 1000,
      retryStrategy: () => null,
    })
    try {
      await redis.connect()
    } catch {
      ctx.skip() // no Redis server on this machine
    }
    const limiter = redisRateLimiter(redis, 2, 5_000, `test:${Date.now()}:`)
    expect((await limiter.hit('ip')).allowed).toBe(true)
    expect((await limiter.hit('ip')).allowed).toBe(true)
    const third = await limiter.hit('ip')
    expect(third).toMatchObject({ allowed: false, remaining: 0 })
    expect(third.retryAfterSeconds).toBeGreaterThan(0)
    redis.disconnect()
  })
})
