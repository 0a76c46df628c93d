import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../../scripts/lib/serve.mjs'
import { testSmtpServer } from '../../../tests/support/smtp'
import { testPayload } from '../../../tests/support/payload'

const smtp = testSmtpServer(await freePort())

beforeAll(async () => {
  await smtp.start()
  // Read when the config loads (testPayload imports it): the same variables the forms deliver with.
  process.env.SMTP_URL = smtp.url
  process.env.SMTP_FROM = '"Voltra Back Office" <office@voltra.example>'
})

afterAll(async () => {
  await smtp.stop()
  delete process.env.SMTP_URL
  delete process.env.SMTP_FROM
})

describe("Payload's own e-mail", () => {
  it('sends the forgot-password mail through SMTP_URL from SMTP_FROM', async () => {
    const payload = await testPayload()
    const email = `forgot-${Date.now()}@example.com`
    await payload.create({
      collection: 'users',
      data: { email, password: 'a-long-password-1', roles: ['editor'] },
    })
    const token = await payload.forgotPassword({ collection: 'users', data: { email } })
    const mail = await smtp.waitFor((m) => m.to.includes(email))
    expect(mail.from).toBe('office@voltra.example')
    expect(mail.raw).toMatch(/Voltra Back Office/)
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain(String(token))
  })
})
