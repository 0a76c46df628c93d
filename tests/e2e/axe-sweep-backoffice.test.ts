import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import type { DemoRole } from '../support/e2e-env'
import { adminSession } from './admin-session'
import { axeViolations, wcagTags } from './axe'
import { baseURL, browserForSuite, whenHydrated } from './browser'

/**
 * axe (WCAG 2.2 AA) over the back office: every screen its nav offers, as the role that sees it
 * first (an editor's collections as the editor, the sales collections as sales, administration as
 * the admin), each list and its first record (a new one where the list is empty), in a language per
 * screen taken in turn; the dashboards, the screens of our own and the posts, media and stations
 * in all three languages. No critical or serious violation, and on the Portuguese screens no word
 * of Brazil's. Payload's frame gets the names it lacks from
 * src/features/backoffice/admin/frame-names.ts and its contrast and target sizes from admin.css.
 */
const { newPage } = browserForSuite()
const { loggedIn } = adminSession(newPage)
const languages = ['en', 'pt', 'uk'] as const
type Language = (typeof languages)[number]

/** The screen once Payload has drawn and hydrated it, and the frame's names are given. */
async function open(page: Page, path: string, language: Language): Promise<void> {
  await page.context().addCookies([{ name: 'payload-lng', value: language, url: baseURL() }])
  await page.goto(path, { timeout: 60_000 })
  await whenHydrated(page, '.template-default, .template-minimal')
  await page.waitForFunction(() => !document.querySelector('.loading-overlay, .shimmer-effect'), {
    timeout: 30_000,
  })
  // The repairs run on the next frame after the last change.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))))
}

/** Brazilian words of Payload's Portuguese, which the back office's European Portuguese replaces. */
const brazilian = /\b(Salvar|Salvando|Arquivo|Painel de Controle|Usuários?|Excluir|Deletar)\b/

async function audit(page: Page, path: string, language: Language): Promise<string[]> {
  await open(page, path, language)
  const found = await axeViolations(page, { tags: wcagTags })
  // On the way, in Portuguese: no word of Brazil's.
  if (language === 'pt') {
    const word = brazilian.exec(await page.locator('body').innerText())?.[0]
    if (word) found.push(`Brazilian Portuguese: "${word}"`)
  }
  return found.map((violation) => `${language} ${path}: ${violation}`)
}

/** The collection lists and globals the role's nav links to. */
async function navScreens(page: Page): Promise<string[]> {
  await open(page, '/admin', 'en')
  return page.evaluate(() =>
    [
      ...new Set(
        [...document.querySelectorAll<HTMLAnchorElement>('nav a[href^="/admin/"]')]
          .map((a) => new URL(a.href).pathname)
          .filter((path) => /^\/admin\/(collections|globals)\/[^/]+$/.test(path)),
      ),
    ].sort(),
  )
}

/** A list's first record, or the form of a new one where the list is empty. */
async function firstRecord(page: Page, list: string): Promise<string> {
  const href = await page
    .locator('.table tbody tr a[href^="/admin/collections/"]')
    .first()
    .getAttribute('href', { timeout: 1_000 })
    .catch(() => null)
  return href ? new URL(href, baseURL()).pathname : `${list}/create`
}

const seen = new Set<string>()
let turn = 0

/**
 * Every screen of the role's nav not audited yet under an earlier role: the violations, and the
 * screens of the nav (so a nav this cannot read fails rather than passes empty).
 */
async function sweepNav(role: DemoRole): Promise<{ violations: string[]; screens: number }> {
  const page = await loggedIn(role)
  const violations: string[] = []
  const screens = await navScreens(page)
  for (const screen of screens) {
    if (seen.has(screen)) continue
    seen.add(screen)
    const language = languages[turn++ % languages.length]!
    violations.push(...(await audit(page, screen, language)))
    if (screen.startsWith('/admin/collections/'))
      violations.push(...(await audit(page, await firstRecord(page, screen), language)))
  }
  await page.close()
  return { violations, screens: screens.length }
}

describe('the back office under axe (WCAG 2.2 AA)', () => {
  for (const role of ['editor', 'sales', 'admin'] as const)
    it(
      `has no critical or serious violation on the screens the ${role} sees`,
      { timeout: 600_000 },
      async () => {
        const { violations, screens } = await sweepNav(role)
        // Collections and globals each role's nav lists (44, 11 and 58 today: admins see all).
        expect(screens).toBeGreaterThanOrEqual({ editor: 40, sales: 10, admin: 55 }[role])
        expect(violations, violations.join('\n')).toEqual([])
      },
    )

  it(
    'has none on the dashboards, our own screens, the upload form and the lists editors use most, in English, Portuguese and Ukrainian',
    { timeout: 300_000 },
    async () => {
      const screens: [DemoRole, string][] = [
        ['editor', '/admin'],
        ['sales', '/admin'],
        ['admin', '/admin'],
        ['admin', '/admin/person-requests'],
        ['sales', '/admin/agenda'],
        ['sales', '/admin/second-factor'],
        ['editor', '/admin/account'],
        // The upload form, which the sweep does not reach where media exist.
        ['editor', '/admin/collections/media/create'],
        // The lists editors use most, each with its first record.
        ['editor', '/admin/collections/posts'],
        ['editor', '/admin/collections/media'],
        ['editor', '/admin/collections/stations'],
      ]
      const violations: string[] = []
      for (const [role, path] of screens) {
        const page = await loggedIn(role)
        for (const language of languages) {
          violations.push(...(await audit(page, path, language)))
          if (/^\/admin\/collections\/[^/]+$/.test(path))
            violations.push(...(await audit(page, await firstRecord(page, path), language)))
        }
        await page.close()
      }
      // The upload form's "Paste URL" field, shown once asked for.
      const page = await loggedIn('editor')
      await open(page, '/admin/collections/media/create', 'pt')
      await page.locator('.file-field__dropzoneButtons button').nth(1).click()
      await page.locator('.file-field__remote-file').waitFor()
      for (const violation of await axeViolations(page, { tags: wcagTags }))
        violations.push(`pt Paste URL: ${violation}`)
      expect(violations, violations.join('\n')).toEqual([])
    },
  )
})
