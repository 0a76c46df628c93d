import { describe, expect, it } from 'vitest'

import { cameOverHttps, clientAddress } from './client'

const request = (
  remoteAddress: string,
  headers: Record<string, string> = {},
  encrypted = false,
) => ({ socket: { remoteAddress, encrypted }, headers })

describe('client address', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('203.0.113.9', { 'x-forwarded-for': '198.51.100.1' }), 0)).toBe(
      '203.0.113.9',
    )
  })

  it('is the hop the trusted proxy appended, not one a client wrote before it', () => {
    // The client sent "1.1.1.1" itself; the proxy (10.0.0.2) appended the address it saw.
    expect(
      clientAddress(request('10.0.0.2', { 'x-forwarded-for': '1.1.1.1, 203.0.113.9' }), 1),
    ).toBe('203.0.113.9')
    expect(
      clientAddress(
        request('10.0.0.3', { 'x-forwarded-for': '1.1.1.1, 203.0.113.9, 10.0.0.2' }),
        2,
      ),
    ).toBe('203.0.113.9')
  })

  it('names an IPv4 client of a dual-stack socket by its IPv4 address', () => {
    expect(clientAddress(request('::ffff:127.0.0.1'), 0)).toBe('127.0.0.1')
    expect(clientAddress(request('::1', { 'x-forwarded-for': '::ffff:203.0.113.9' }), 1)).toBe(
      '203.0.113.9',
    )
  })

  it('falls back to the first hop when the chain is shorter than the trusted proxies', () => {
    expect(clientAddress(request('10.0.0.2'), 1)).toBe('10.0.0.2')
    expect(clientAddress(request('10.0.0.2', { 'x-forwarded-for': '203.0.113.9' }), 3)).toBe(
      '203.0.113.9',
    )
  })
})

describe('scheme', () => {
  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    expect(cameOverHttps(request('203.0.113.9', { 'x-forwarded-proto': 'https' }), 0)).toBe(false)
    expect(cameOverHttps(request('10.0.0.2', { 'x-forwarded-proto': 'https' }), 1)).toBe(true)
    expect(cameOverHttps(request('10.0.0.2', {}, true), 0)).toBe(true)
  })
})
