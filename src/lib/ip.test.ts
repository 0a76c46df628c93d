import { describe, expect, it } from 'vitest'

import { plainAddress } from './ip'

describe('plainAddress', () => {
  it('shows an IPv4-mapped IPv6 address as the IPv4 address it is', () => {
    expect(plainAddress('::ffff:127.0.0.1')).toBe('127.0.0.1')
    expect(plainAddress('::FFFF:203.0.113.9 ')).toBe('203.0.113.9')
  })
  it('keeps other addresses as they are', () => {
    expect(plainAddress('2001:db8::1')).toBe('2001:db8::1')
    expect(plainAddress('::1')).toBe('::1')
    expect(plainAddress('198.51.100.7')).toBe('198.51.100.7')
    expect(plainAddress('unknown')).toBe('unknown')
  })
})
