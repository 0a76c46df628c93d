import { describe, expect, it } from 'vitest'

import { readSettings } from './settings'

describe('the server settings', () => {
  it('has safe defaults', () => {
    expect(readSettings({})).toEqual({
      port: 3000,
      trustedProxies: 0,
      pageMemoryBytes: 64 * 1024 * 1024,
      fileMemoryBytes: 64 * 1024 * 1024,
      shutdownGraceMs: 25_000,
      metricsToken: undefined,
    })
  })

  it('reads what is set, and keeps the default for what it cannot read', () => {
    const settings = readSettings({
      PORT: '8080',
      TRUSTED_PROXIES: '2',
      PAGE_MEMORY_MB: '0',
      FILE_MEMORY_MB: 'lots',
      SHUTDOWN_GRACE_SECONDS: '5',
      METRICS_TOKEN: ' secret ',
    })
    expect(settings).toMatchObject({ port: 8080, trustedProxies: 2, pageMemoryBytes: 0 })
    expect(settings.fileMemoryBytes).toBe(64 * 1024 * 1024)
    expect(settings.shutdownGraceMs).toBe(5000)
    expect(settings.metricsToken).toBe('secret')
    expect(
      [undefined, '', 'x', '-1'].map((v) => readSettings({ TRUSTED_PROXIES: v }).trustedProxies),
    ).toEqual([0, 0, 0, 0])
  })
})
