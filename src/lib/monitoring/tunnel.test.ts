import { describe, expect, it } from 'vitest'

import { envelopeEndpoint, forwardEnvelope } from './tunnel'

describe('the browser error tunnel', () => {
  it('derives the envelope endpoint of a DSN', () => {
    expect(envelopeEndpoint('https://abc123@o1.ingest.sentry.io/456')).toEqual({
      url: 'https://o1.ingest.sentry.io/api/456/envelope/?sentry_key=abc123',
      host: 'o1.ingest.sentry.io',
      project: '456',
    })
    expect(envelopeEndpoint('http://key@127.0.0.1:9000/sentry/7')?.url).toBe(
      'http://127.0.0.1:9000/sentry/api/7/envelope/?sentry_key=key',
    )
    expect(envelopeEndpoint('not a dsn')).toBeNull()
    expect(envelopeEndpoint('https://o1.ingest.sentry.io/456')).toBeNull() // no public key
  })

  it('refuses envelopes for another project or host, and what is not an envelope', async () => {
    const dsn = 'http://key@127.0.0.1:9/1'
    expect(await forwardEnvelope(dsn, 'hello')).toBe('invalid')
    expect(
      await forwardEnvelope(dsn, `${JSON.stringify({ dsn: 'http://key@127.0.0.1:9/2' })}\n{}`),
    ).toBe('invalid')
    expect(
      await forwardEnvelope(dsn, `${JSON.stringify({ dsn: 'http://key@evil.example/1' })}\n{}`),
    ).toBe('invalid')
    // The right project, but nothing listens on port 9: dropped, not an error for the browser.
    expect(await forwardEnvelope(dsn, `${JSON.stringify({ dsn })}\n{}`)).toBe('unreachable')
  })
})
