import { createHmac } from 'node:crypto'

import { Redis } from 'ioredis'
import { describe, expect, it } from 'vitest'

import { clientIp, memoryRateLimiter, rateLimitSettings, redisRateLimiter } from '@/lib/rate-limit'

import { captchaClientConfig, captchaProblem, verifyCaptcha } from './captcha'
import { deliveryEmail, signWebhook } from './delivery/channels'

describe('rate limiter', () => {
  it('allows the limit per window and key, then answers with the time left', async () => {
    let now = 0
    const limiter = memoryRateLimiter(2, 60_000, () => now)
    expect((await limiter.hit('a')).allowed).toBe(true)
    expect((await limiter.hit('a')).allowed).toBe(true)
    expect(await limiter.hit('a')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60 })
    expect((await limiter.hit('b')).allowed).toBe(true)
    now = 60_000
    expect((await limiter.hit('a')).allowed).toBe(true)
  })

  it('reads its settings from the environment', () => {
    expect(rateLimitSettings({})).toEqual({ limit: 10, windowMs: 600_000 })
    expect(rateLimitSettings({ FORMS_RATE_LIMIT: '3', FORMS_RATE_WINDOW_SECONDS: '60' })).toEqual({
      limit: 3,
      windowMs: 60_000,
    })
    expect(rateLimitSettings({}, 'LOGIN')).toEqual({ limit: 20, windowMs: 600_000 })
  })

  it('keeps counting in memory when Redis cannot be reached, rather than letting everything through', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
    })
    unreachable.on('error', () => {})
    const limiter = redisRateLimiter(unreachable, 2, 60_000)
    expect((await limiter.hit('a')).allowed).toBe(true)
    expect((await limiter.hit('a')).allowed).toBe(true)
    expect((await limiter.hit('a')).allowed).toBe(false)
    unreachable.disconnect()
  })

  it('keys by the address the production server determined, never by a forwarded header', () => {
    // Only the production server's own header counts; X-Forwarded-For is a client's word (see
    // client-address).
    expect(
      clientIp(new Headers({ 'x-client-ip': '203.0.113.4', 'x-forwarded-for': '6.6.6.6' })),
    ).toBe('203.0.113.4')
    expect(clientIp(new Headers({ 'x-forwarded-for': '6.6.6.6' }))).toBe('unknown')
    expect(clientIp(new Headers())).toBe('unknown')
  })
})

describe('captcha', () => {
  it('is off without keys and reports a missing key or version to the browser', async () => {
    expect(captchaClientConfig({})).toBeUndefined()
    const google = 'https://www.google.com/recaptcha/api.js'
    expect(captchaClientConfig({ RECAPTCHA_VERSION: 'v2' })).toEqual({
      siteKey: '',
      version: 'v2',
      scriptUrl: google,
    })
    expect(captchaClientConfig({ RECAPTCHA_SITE_KEY: 'k' })).toEqual({
      siteKey: 'k',
      version: 'v3',
      scriptUrl: google,
    })
    expect(
      captchaClientConfig({
        RECAPTCHA_SITE_KEY: 'k',
        RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:9/x/api.js?render=no',
      })?.scriptUrl,
    ).toBe('http://127.0.0.1:9/x/api.js')
    expect(
      captchaClientConfig({ RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SCRIPT_URL: 'javascript:alert(1)' })
        ?.scriptUrl,
    ).toBe(google)
    expect(captchaProblem(captchaClientConfig({ RECAPTCHA_VERSION: 'v3' }))).toBe('noKey')
    expect(
      captchaProblem(captchaClientConfig({ RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_VERSION: '' })),
    ).toBe('noVersion')
    expect(
      captchaProblem(captchaClientConfig({ RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_VERSION: 'v2' })),
    ).toBeUndefined()
    expect(captchaProblem(captchaClientConfig({}))).toBeUndefined()
    // A broken configuration (no secret, unknown version) checks nothing: the forms keep working.
    expect(await verifyCaptcha('', '1.2.3.4', { RECAPTCHA_SITE_KEY: 'k' })).toBe('ok')
    expect(
      await verifyCaptcha('', '1.2.3.4', {
        RECAPTCHA_SITE_KEY: 'k',
        RECAPTCHA_SECRET_KEY: 's',
        RECAPTCHA_VERSION: 'v9',
      }),
    ).toBe('ok')
    expect(await verifyCaptcha(undefined, '1.2.3.4', {})).toBe('ok')
    expect(
      await verifyCaptcha('', '1.2.3.4', { RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SECRET_KEY: 's' }),
    ).toBe('missing')
    expect(
      await verifyCaptcha('t', '1.2.3.4', {
        RECAPTCHA_SITE_KEY: 'k',
        RECAPTCHA_SECRET_KEY: 's',
        RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:1/',
      }),
    ).toBe('failed')
  })
})

describe('delivery', () => {
  it('signs webhooks with HMAC-SHA256 over timestamp and body', () => {
    const expected = createHmac('sha256', 'secret').update('1700000000.{"a":1}').digest('hex')
    expect(signWebhook('secret', '1700000000', '{"a":1}')).toBe(`sha256=${expected}`)
  })

  it('writes a plain-text e-mail with every field, reply-to the submitter and a one-line subject', () => {
    const mail = deliveryEmail(
      'partner-requests',
      {
        id: 7,
        name: 'Tom\r\nBcc: x@evil.example',
        email: 'tom@example.com',
        phone: '+447911123456',
        phoneCountry: 'GB',
        interest: 'roaming',
        createdAt: '2026-11-22T10:00:00Z',
        locale: 'en',
      },
      'Voltra',
    )
    expect(mail.subject).toBe('[Voltra] New partner request: Tom Bcc: x@evil.example')
    expect(mail.replyTo).toBe('tom@example.com')
    expect(mail.text).toContain('Phone: +447911123456')
    expect(mail.text).toContain('Phone Country: GB')
    expect(mail.text).toContain('Interest: roaming')
  })
})
