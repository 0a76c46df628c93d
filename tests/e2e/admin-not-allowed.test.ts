import { describe, expect, it } from 'vitest'

import { adminSession } from './admin-session'
import { baseURL, browserForSuite } from './browser'

/**
 * What a role may not read is a refusal, not "Nothing found": 403 with "not allowed" in the admin's
 * language and the way back to the dashboard; what does not exist stays a 404.
 */
const { newPage } = browserForSuite()
const { loggedIn, api } = adminSession(newPage)

const refusal = {
  en: 'This account is not allowed to see this page.',
  pt: 'Esta conta não tem permissão para ver esta página.',
  uk: 'Цей обліковий запис не має права бачити цю сторінку.',
}

describe('a role’s refusals', () => {
  for (const language of ['en', 'pt', 'uk'] as const) {
    it(`say "not allowed" in ${language}`, async () => {
      const editor = await loggedIn('editor')
      await editor.context().addCookies([{ name: 'payload-lng', value: language, url: baseURL() }])
      const list = await editor.goto('/admin/collections/leads')
      expect(list?.status()).toBe(403)
      const box = editor.locator('[data-not-allowed]')
      await box.waitFor()
      expect(await box.innerText()).toContain(refusal[language])
      expect(await box.locator('a').getAttribute('href')).toBe('/admin')

      // A document of a collection the role reads, but not this one: an editor reads only their
      // own account, not the admin's.
      const { body } = await api<{ user: { id: number } }>('admin', '/api/users/me')
      const document = await editor.goto(`/admin/collections/users/${body.user.id}`)
      expect(document?.status()).toBe(403)
      expect(await editor.locator('[data-not-allowed]').innerText()).toContain(refusal[language])
    })
  }

  it('keeps Payload’s answers for what does not exist', async () => {
    const admin = await loggedIn('admin')
    expect((await admin.goto('/admin/collections/no-such-list'))?.status()).toBe(404)
    // A missing document: Payload's list, saying it was not found.
    await admin.goto('/admin/collections/leads/987654321')
    await admin.waitForURL(/notFound=987654321/)
    expect(await admin.locator('[data-not-allowed]').count()).toBe(0)
  })
})
