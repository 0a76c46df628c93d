import { describe, expect, it } from 'vitest'

import { mailSender, payloadEmail } from './mail'

describe('mail sender', () => {
  it('reads SMTP_FROM in its usual shapes', () => {
    expect(mailSender({ SMTP_FROM: '"Voltra Team" <team@voltra.example>' })).toEqual({
      name: 'Voltra Team',
      address: 'team@voltra.example',
    })
    expect(mailSender({ SMTP_FROM: 'Voltra <team@voltra.example>' })).toEqual({
      name: 'Voltra',
      address: 'team@voltra.example',
    })
    expect(mailSender({ SMTP_FROM: '<team@voltra.example>' })).toEqual({
      name: 'Voltra',
      address: 'team@voltra.example',
    })
    expect(mailSender({ SMTP_FROM: 'team@voltra.example' })).toEqual({
      name: 'Voltra',
      address: 'team@voltra.example',
    })
  })

  it('defaults to no-reply at the site host', () => {
    expect(mailSender({ SITE_URL: 'https://www.voltra.example' })).toEqual({
      name: 'Voltra',
      address: 'no-reply@www.voltra.example',
    })
  })

  it('gives Payload an adapter only with SMTP_URL', () => {
    expect(payloadEmail({})).toBeUndefined()
    expect(payloadEmail({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toBeInstanceOf(Promise)
  })
})
