import { describe, expect, it } from 'vitest'

import { adminSession } from './admin-session'
import { baseURL, browserForSuite } from './browser'
import { getHtml } from './http'
import { watch } from './page-problems'

/**
 * Editors at work in the back office: a station's structured editors, names in Ukrainian, and a post
 * published in one language.
 */
const { newPage } = browserForSuite()
const { loggedIn, api } = adminSession(newPage)

describe('station editors', () => {
  it('edits an EVSE status and a connector with the structured editor and saves, without Monaco or a CSP violation', async () => {
    const { body } = await api('editor', '/api/stations?limit=1&depth=0&sort=id')
    const station = body.docs[0]
    const page = await loggedIn('editor')
    const seen = watch(page)
    // Until the form has taken over the server-rendered editors their controls take no input (a
    // choice made before would never reach the form and silently not be saved): the scripts are
    // held back here so that moment can be seen.
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })
    await page.goto(`/admin/collections/stations/${station.id}`, { waitUntil: 'commit' })
    const evse = page.locator('[data-evse="0"]')
    await evse.waitFor()
    expect(await evse.locator('select[name="evses.0.status"]').isDisabled()).toBe(true)
    await page.unrouteAll({ behavior: 'wait' })
    // The structured editors replace Payload's CDN-loaded code editor: no grey boxes.
    expect(await page.locator('.code-editor, .monaco-editor').count()).toBe(0)
    await page.getByRole('group', { name: 'Facilities' }).first().waitFor()
    await page.getByRole('checkbox', { name: 'Open 24/7' }).waitFor()

    await evse.locator('select[name="evses.0.status"]').selectOption('OUTOFORDER')
    const connector = evse.locator('[data-connector="0"]')
    await connector
      .locator('select[name="evses.0.connectors.0.standard"]')
      .selectOption('IEC_62196_T2_COMBO')
    await connector.locator('input[name="evses.0.connectors.0.max_amperage"]').fill('125')
    await connector.locator('input[name="evses.0.connectors.0.tariff_per_kwh"]').fill('12.5')
    await page.locator('#action-save').click()
    await page.locator('.toast-success, [data-sonner-toast][data-type="success"]').first().waitFor()

    const saved = (await api('editor', `/api/stations/${station.id}?depth=0`)).body
    expect(saved.evses[0].status).toBe('OUTOFORDER')
    expect(saved.evses[0].connectors[0]).toMatchObject({
      standard: 'IEC_62196_T2_COMBO',
      max_amperage: 125,
      tariff_per_kwh: 12.5,
    })
    // The derived columns follow (hooks unchanged).
    expect(saved.connectorStandards).toContain('IEC_62196_T2_COMBO')
    expect(await seen.violations()).toEqual([])
    expect(seen.errors).toEqual([])
  })
})

describe('back-office names in Ukrainian', () => {
  it('the goods list names categories, the collection and its group in Ukrainian, not by their codes', async () => {
    const page = await loggedIn('editor')
    await page.context().addCookies([{ name: 'payload-lng', value: 'uk', url: baseURL() }])
    await page.goto('/admin/collections/goods')
    const table = page.locator('table')
    await table.waitFor()
    await table.getByText('Зарядні пристрої').first().waitFor()
    expect(await table.locator('td', { hasText: /^chargers$/ }).count()).toBe(0)
    await page.getByRole('heading', { name: 'Товари' }).first().waitFor()
    await page.locator('nav').getByText('Магазин').first().waitFor()
  })
})

describe('per-language publishing over HTTP', () => {
  it('/ua/news does not list an English-only post; /en/news does', async () => {
    const content = {
      root: {
        type: 'root',
        version: 1,
        format: '',
        indent: 0,
        direction: 'ltr',
        children: [
          {
            type: 'paragraph',
            version: 1,
            format: '',
            indent: 0,
            direction: 'ltr',
            textFormat: 0,
            children: [
              {
                type: 'text',
                version: 1,
                text: 'Only in English for now.',
                format: 0,
                style: '',
                mode: 'normal',
                detail: 0,
              },
            ],
          },
        ],
      },
    }
    const created = await api('editor', '/api/posts?locale=en', {
      method: 'POST',
      body: JSON.stringify({
        title: 'English only announcement',
        url: 'english-only-announcement',
        excerpt: 'Not translated yet.',
        content,
        _status: 'published',
      }),
    })
    expect(created.status).toBe(201)
    const en = await getHtml('/en/news')
    expect(en.html.querySelector('a[href="/en/news/english-only-announcement"]')).not.toBeNull()
    const ua = await getHtml('/ua/news')
    expect(ua.response.status).toBe(200)
    expect(ua.html.querySelector('a[href="/ua/news/english-only-announcement"]')).toBeNull()
    // The article in Ukrainian says it is not published in that language and links to the English.
    const article = await getHtml('/ua/news/english-only-announcement')
    expect(
      article.html.querySelector('a[href="/en/news/english-only-announcement"]'),
    ).not.toBeNull()
    expect(article.html.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain(
      'noindex',
    )
  })
})
