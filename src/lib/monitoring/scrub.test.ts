import { describe, expect, it } from 'vitest'

import { scrubEvent, scrubText, withoutQuery } from './scrub'

describe('error events carry no personal data', () => {
  it('replaces e-mail addresses and phone numbers, keeps ordinary numbers', () => {
    expect(scrubText('Failed for ana.sousa+x@example.co.uk at +351 912 345 678')).toBe(
      'Failed for [email] at [phone]',
    )
    expect(scrubText('call (212) 555-0199 now')).toBe('call ([phone] now')
    expect(scrubText('port 5432, year 2026, id 123456, line 42:17')).toBe(
      'port 5432, year 2026, id 123456, line 42:17',
    )
    expect(
      scrubText(
        'GET https://site.example/en/pay/session?session=abc failed; then /en/news?q=x#top',
      ),
    ).toBe('GET https://site.example/en/pay/session failed; then /en/news')
  })

  it('drops query strings of URLs', () => {
    expect(withoutQuery('https://site.example/en/pay/session?session=abc&email=a@b.co')).toBe(
      'https://site.example/en/pay/session',
    )
    expect(withoutQuery('/en/news?q=secret#top')).toBe('/en/news')
  })

  it('keeps only the URL, method and user agent of a request, and no user', () => {
    const event = scrubEvent({
      message: 'boom for someone@example.com',
      request: {
        url: 'https://site.example/en/pay/prepay?token=abc',
        method: 'POST',
        data: '{"email":"x@y.com"}',
        cookies: { 'payload-token': 'secret' },
        query_string: 'token=abc',
        headers: {
          cookie: 'payload-token=secret',
          authorization: 'Bearer x',
          'user-agent': 'Chromium',
          'x-client-ip': '203.0.113.9',
        },
      },
      user: { ip_address: '203.0.113.9', email: 'x@y.com' },
      exception: { values: [{ value: 'Cannot deliver to +44 20 7946 0958' }] },
      breadcrumbs: [
        { message: 'fetch', data: { url: '/api/v1/forms/contact?x=1', body: 'ana@example.com' } },
      ],
      extra: { phone: '+380 44 123 4567' },
      contexts: {
        trace: { trace_id: '12345678901234567890123456789012' },
        nextjs: {
          request_path: '/api/v1/error-probe?email=visitor%40example.com&session=s3cr3t',
          note: 'see /en/pay/session?session=abc',
        },
      },
    })
    expect(event.request).toEqual({
      url: 'https://site.example/en/pay/prepay',
      method: 'POST',
      headers: { 'user-agent': 'Chromium' },
    })
    expect(event.user).toBeUndefined()
    expect(event.message).toBe('boom for [email]')
    expect(event.exception?.values?.[0]?.value).toBe('Cannot deliver to [phone]')
    expect(event.breadcrumbs?.[0]?.data).toEqual({ url: '/api/v1/forms/contact', body: '[email]' })
    expect(event.extra).toEqual({ phone: '[phone]' })
    expect(event.contexts?.trace).toEqual({ trace_id: '12345678901234567890123456789012' })
    expect(event.contexts?.nextjs).toEqual({
      request_path: '/api/v1/error-probe',
      note: 'see /en/pay/session',
    })
    expect(JSON.stringify(event)).not.toMatch(
      /secret|x@y\.com|203\.0\.113\.9|token=abc|visitor%40|s3cr3t/,
    )
  })
})
