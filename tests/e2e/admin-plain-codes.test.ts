import { describe, expect, it } from 'vitest'

import { waitFor } from '../support/wait'
import { adminSession } from './admin-session'
import { baseURL, browserForSuite } from './browser'
import { findOne, mailServerForFile, postJson } from './forms-records'

/**
 * Codes by their names in the reader's language: a record's site language ("Português", not `pt`)
 * and country ("Afeganistão", not `AF`); Portugal's Portuguese in Payload's own words ("Guardar",
 * "Painel", not Brazil's "Salvar", "Painel de Controle"); the audit log as sentences, not its codes
 * (`wrong code`, `n (401)`).
 */
const { newPage } = browserForSuite()
const { loggedIn, api } = adminSession(newPage)
mailServerForFile()
const stamp = Date.now().toString(36)
const brazilian = /\b(Salvar|Salvando|Arquivo|Painel de Controle|Usuário|Excluir|Deletar)\b/

describe('codes by name', () => {
  it(
    'a lead in Portuguese: its language and country by name, Payload in Portugal’s words',
    {
      timeout: 180_000,
    },
    async () => {
      const email = `codes-${stamp}@example.com`
      const sent = await postJson('lead', {
        interest: 'start_business',
        firstName: 'Codes',
        lastName: 'Named',
        phone: '+351 912 345 678',
        phoneCountry: 'PT',
        email,
        country: 'AF',
        locale: 'pt',
      })
      expect(sent.status).toBe(201)
      const lead = await waitFor(() => findOne('leads', 'email', email))
      const page = await loggedIn('sales')
      await page.context().addCookies([{ name: 'payload-lng', value: 'pt', url: baseURL() }])
      await page.goto(`/admin/collections/leads/${lead.id}`, { timeout: 60_000 })
      await page.locator('#field-country').waitFor()
      expect(await page.locator('#field-country').inputValue()).toBe('Afeganistão')
      expect(await page.locator('#field-phoneCountry').inputValue()).toBe('Portugal')
      expect(await page.locator('#field-locale').inputValue()).toBe('Português')
      expect(await page.locator('#action-save').innerText()).toBe('Guardar')
      expect(await page.locator('body').innerText()).not.toMatch(brazilian)

      await page.goto(
        `/admin/collections/leads?where[email][equals]=${encodeURIComponent(email)}`,
        {
          timeout: 60_000,
        },
      )
      await page.locator('.table tbody tr').first().waitFor()
      await page.goto('/admin', { timeout: 60_000 })
      await page.locator('.dashboard, main').first().waitFor()
      const text = await page.locator('body').innerText()
      expect(text).not.toMatch(brazilian)
    },
  )
})

describe('the audit log', () => {
  it('reads as sentences, in the admin’s language', { timeout: 180_000 }, async () => {
    // A refused login, to have an entry with an outcome.
    const refused = await fetch(new URL('/api/users/login', baseURL()), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `nobody-${stamp}@example.com`, password: 'wrong-password' }),
    })
    expect(refused.status).toBe(401)
    const page = await loggedIn('admin')
    await page.goto(
      `/admin/collections/audit-log?where[actorEmail][equals]=${encodeURIComponent(`nobody-${stamp}@example.com`)}`,
      { timeout: 60_000 },
    )
    const cell = page.locator('.table tbody td.cell-action').first()
    await cell.waitFor()
    expect((await cell.innerText()).trim()).toBe(
      `A login as nobody-${stamp}@example.com was refused: wrong e-mail or password.`,
    )
    const list = await page.locator('.collection-list').first().innerText()
    expect(list).not.toMatch(/\(\d{3}\)|wrong code|Error/)
  })

  it('shows an entry’s details as labelled lines, not as JSON', { timeout: 120_000 }, async () => {
    const email = `audited-${stamp}@example.com`
    const created = await api('admin', '/api/users', {
      method: 'POST',
      body: JSON.stringify({ email, password: `audited-${stamp}-pw`, roles: ['editor'] }),
    })
    expect(created.status).toBe(201)
    const entry = await waitFor(async () => {
      const { body } = await api(
        'admin',
        `/api/audit-log?where[subject][equals]=${encodeURIComponent(email)}&depth=0`,
      )
      return body.docs?.[0] as { id: number } | undefined
    })
    const page = await loggedIn('admin')
    await page.context().addCookies([{ name: 'payload-lng', value: 'pt', url: baseURL() }])
    await page.goto(`/admin/collections/audit-log/${entry.id}`, { timeout: 60_000 })
    const details = page.locator('[data-audit-details]')
    await details.waitFor()
    const text = await details.innerText()
    expect(text).toContain('Detalhes')
    expect(text).toMatch(/Funções depois\s+editor/)
    expect(text).toMatch(/Número da conta\s+\d+/)
    expect(text).not.toMatch(/[{}"]|userId/)
    expect(await page.locator('.json-field, .code-editor').count()).toBe(0)
  })
})
