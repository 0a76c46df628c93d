import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { baseURL, browserForSuite, whenHydrated } from './browser'
import { adminSession, logInAccount, logInThroughForm, whenFormReady } from './admin-session'

/**
 * The back office in Ukrainian and Portuguese: field labels, help texts, tabs, columns and dates
 * are in the person's language (English words left there were the trap), and the account page has
 * one language picker.
 */
const { newPage } = browserForSuite()
const { api } = adminSession(newPage)
const stamp = Date.now().toString(36)
let accounts = 0

async function asUserIn(language: 'uk' | 'pt', roles: string[]): Promise<Page> {
  const account = {
    email: `${language}-${roles.join('-')}-${stamp}-${++accounts}@example.com`,
    password: `lang-password-${stamp}`,
  }
  const created = await api('admin', '/api/users', {
    method: 'POST',
    body: JSON.stringify({ ...account, roles, language }),
  })
  expect(created.status).toBe(201)
  const page = await newPage()
  // The login sets the admin's language cookie from the user's language.
  await logInAccount(page, account)
  return page
}

const labels = (page: Page) =>
  page.locator('label.field-label, .tabs-field__tab-button, thead th').allInnerTexts()
const english = (texts: string[], words: string[]) =>
  texts
    .map((t) => t.replace(/\s*\*?\s*(— [A-Z ()]+)?$/, '').trim())
    .filter((t) => words.includes(t))

describe('the back office in Ukrainian', () => {
  it('names a post’s fields, help texts and dates in Ukrainian', async () => {
    const page = await asUserIn('uk', ['editor'])
    const { body } = await api('editor', '/api/posts?limit=1&depth=0')
    await page.goto(`/admin/collections/posts/${body.docs[0].id}`)
    await whenFormReady(page, '#field-title')
    const texts = await labels(page)
    expect(
      english(texts, [
        'Title',
        'Excerpt',
        'Cover',
        'Content',
        'Url',
        'Category',
        'Tags',
        'Pinned',
        'Published At',
        'Show the English text in other languages',
        'Languages',
      ]),
    ).toEqual([])
    expect(texts.join('|')).toContain('Заголовок')
    await page.getByText('Закріплені статті йдуть першими у списку новин.').waitFor()
    // Dates in Ukrainian order and words, with their offset: "26 листоп. 2026 р., 10:54
    // (GMT+02:00)", not "листопада 26-е 2026, 10:54 ДП", once they have arrived (they read
    // "Завантаження..." until then).
    const dates = () => page.locator('.doc-controls__value').allInnerTexts()
    await expect
      .poll(async () =>
        (await dates()).some((t) =>
          /^\d{1,2} \S+ \d{4} р\., \d{1,2}:\d{2} \(GMT[+-]\d{2}:\d{2}\)$/.test(t),
        ),
      )
      .toBe(true)
    const modified = await dates()
    expect(modified.join('|')).not.toMatch(/ДП|ПП|-е /)
  })

  it('names the home page’s tabs and sections, station columns and users in Ukrainian', async () => {
    const page = await asUserIn('uk', ['admin'])
    await page.goto('/admin/globals/home-page')
    await whenHydrated(page, '.tabs-field__tab-button')
    const home = await labels(page)
    expect(
      english(home, ['Hero', 'Sections', 'Eyebrow', 'Pitch', 'Videos', 'Duration', 'Poster']),
    ).toEqual([])
    await page.goto('/admin/collections/stations')
    await page.locator('thead th').first().waitFor()
    expect(
      english(await labels(page), ['Name', 'Public id', 'City', 'Country (ISO alpha-3)']),
    ).toEqual([])
    await page.goto('/admin/collections/users')
    await page.locator('thead th').first().waitFor()
    expect(english(await labels(page), ['Name', 'Roles'])).toEqual([])
  })

  it('has one language picker on the account page', async () => {
    const page = await asUserIn('uk', ['editor'])
    await page.goto('/admin/account')
    await whenFormReady(page, '#field-language')
    expect(await page.locator('#field-language').isVisible()).toBe(true)
    expect(await page.locator('#language-select').isVisible()).toBe(false)
  })
})

describe('the back office in Portuguese', () => {
  it('names a station’s fields and its opening hours editor in Portuguese', async () => {
    const page = await asUserIn('pt', ['editor'])
    const { body } = await api('editor', '/api/stations?limit=1&depth=0&sort=id')
    await page.goto(`/admin/collections/stations/${body.docs[0].id}`)
    await whenHydrated(page, 'input[name="openingTimes.twentyfourseven"]')
    expect(english(await labels(page), ['Name', 'City', 'Address', 'Currency'])).toEqual([])
    await page.getByRole('group', { name: 'Horário' }).waitFor()
    await page.getByRole('checkbox', { name: 'Aberto 24/7' }).waitFor()
  })
})

describe('back-office names in Ukrainian', () => {
  it('the goods list names categories, the collection and its group in Ukrainian, not by their codes', async () => {
    const page = await newPage()
    await page.context().addCookies([{ name: 'payload-lng', value: 'uk', url: baseURL() }])
    await logInThroughForm(page)
    await page.goto('/admin/collections/goods')
    const table = page.locator('table')
    await table.waitFor()
    await table.getByText('Зарядні пристрої').first().waitFor()
    expect(await table.locator('td', { hasText: /^chargers$/ }).count()).toBe(0)
    await page.getByRole('heading', { name: 'Товари' }).first().waitFor()
    await page.locator('nav').getByText('Магазин').first().waitFor()
  })
})
