import { createHash } from 'node:crypto'

import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'

import { createPreviewToken } from '@/features/content/preview/token'

import { logInThroughForm } from './admin-session'
import { baseURL, browserForSuite } from './browser'
import { demoToken, get, getHtml } from './http'
import { e2ePayloadSecret } from '../support/e2e-env'

const { newPage } = browserForSuite()
// Payload signs with a hash of PAYLOAD_SECRET (tests/support/e2e-server.ts), as `payload.secret`
// does.
const e2eSecret = createHash('sha256').update(e2ePayloadSecret).digest('hex').slice(0, 32)

type Post = {
  id: number
  url: string
  title: string
  fixed: boolean
  fixedPosition: number | null
  publishedAt: string
}

const editorJwt = () => demoToken('editor')

describe('news API over HTTP', () => {
  it('lists the seeded posts, pinned first, then newest', async () => {
    const response = await get('/api/v1/posts?limit=50')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    const body = (await response.json()) as { content: Post[]; total: number }
    expect(body.total).toBeGreaterThanOrEqual(24)
    const pinned = body.content.filter((p) => p.fixed)
    expect(pinned.map((p) => p.fixedPosition)).toEqual([1, 2, 3])
    expect(body.content.slice(0, 3)).toEqual(pinned)
    const rest = body.content.slice(3).map((p) => p.publishedAt)
    expect(rest).toEqual([...rest].sort().reverse())
  })

  it('answers bad queries with 400 JSON and unknown posts with 404 JSON', async () => {
    const bad = await get('/api/v1/posts?limit=abc')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { code: 'bad_request', field: 'limit' } })
    const missing = await get('/api/v1/posts/url/no-such-post')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ error: { code: 'not_found' } })
    for (const path of [
      '/api/v1/post-categories',
      '/api/v1/tags',
      '/api/v1/content-dictionary-values',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(((await response.json()) as { total: number }).total, path).toBeGreaterThanOrEqual(4)
    }
  })

  it('shows the seeded draft only with a preview token, on the API and the page', async () => {
    expect((await get('/api/v1/posts/url/plug-and-charge-coming-soon')).status).toBe(404)
    const page = await get('/en/news/plug-and-charge-coming-soon')
    expect(page.status).toBe(307)
    expect(page.headers.get('location')).toMatch(/\/en\/news$/)

    const jwt = await editorJwt()
    const found = await fetch(
      new URL(
        '/api/posts?where[url][equals]=plug-and-charge-coming-soon&draft=true&depth=0',
        baseURL(),
      ),
      {
        headers: { Authorization: `JWT ${jwt}` },
      },
    )
    const { docs } = (await found.json()) as { docs: { id: number }[] }
    const token = createPreviewToken({ collection: 'posts', id: docs[0]!.id }, e2eSecret)
    const api = await get('/api/v1/posts/url/plug-and-charge-coming-soon', {
      Authorization: `Bearer ${token}`,
    })
    expect(api.status).toBe(200)
    expect(await api.json()).toMatchObject({ status: 'draft' })
    const { response, html } = await getHtml(
      `/en/news/plug-and-charge-coming-soon?token=${encodeURIComponent(token)}`,
    )
    expect(response.status).toBe(200)
    expect(html.querySelector('h1')?.text).toContain('plug and charge')
    expect(html.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex')
  })
})

describe('news pages over HTTP', () => {
  it('redirects an unknown article to the news list of its locale', async () => {
    for (const locale of ['en', 'ua']) {
      const response = await get(`/${locale}/news/this-article-does-not-exist`)
      expect(response.status).toBe(307)
      expect(new URL(response.headers.get('location')!, baseURL()).pathname).toBe(`/${locale}/news`)
    }
  })

  it('renders an article with NewsArticle data, Open Graph, hreflang and share links', async () => {
    const { response, html } = await getHtml('/pt/news/roaming-with-ocpi')
    expect(response.status).toBe(200)
    expect(html.querySelector('h1')?.text).toBe('Roaming por OCPI 2.2.1 com cinco novos hubs')
    const jsonLd = html
      .querySelectorAll('script[type="application/ld+json"]')
      .map((s) => JSON.parse(s.text) as { '@type': string })
    expect(jsonLd.find((d) => d['@type'] === 'NewsArticle')).toMatchObject({
      headline: 'Roaming por OCPI 2.2.1 com cinco novos hubs',
      inLanguage: 'pt',
    })
    expect(html.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article')
    expect(html.querySelector('meta[property="og:image"]')?.getAttribute('content')).toContain(
      '/api/media/file/',
    )
    expect(
      html.querySelector('link[rel="alternate"][hreflang="uk"]')?.getAttribute('href'),
    ).toMatch(/\/ua\/news\/roaming-with-ocpi$/)
    expect(html.querySelectorAll('[data-testid="related-posts"] li').length).toBe(3)
    expect(html.querySelector('a[href^="https://www.linkedin.com/sharing"]')).toBeTruthy()
  })

  it('falls back to English for an article without a Malaysian text', async () => {
    const { html } = await getHtml('/my/news/lisbon-office-opens')
    expect(html.querySelector('h1')?.text).toBe('Our Lisbon office is open')
    expect(html.querySelector('html')?.getAttribute('lang')).toBe('en-MY')
  })

  it.each([
    ['en', 'roaming', 'Roaming'],
    ['my', 'favourite', 'favourite'],
    ['pt', 'inverno', 'inverno'],
    ['ua', 'РОУМІНГ', 'Роумінг'],
  ])('searches in %s and highlights matches', async (locale, query, marked) => {
    const { response, html } = await getHtml(
      `/${locale}/news/search?q=${encodeURIComponent(query)}`,
    )
    expect(response.status).toBe(200)
    expect(html.querySelectorAll('main li article').length).toBeGreaterThan(0)
    expect(html.querySelectorAll('mark').map((m) => m.text)).toContain(marked)
  })

  it('publishes an RSS feed per locale and a sitemap with news and hreflang alternates', async () => {
    const rss = await get('/ua/news/rss.xml')
    expect(rss.headers.get('content-type')).toContain('application/rss+xml')
    const rssText = await rss.text()
    const feed = parse(rssText)
    expect(feed.querySelectorAll('item').length).toBeGreaterThanOrEqual(24)
    expect(feed.querySelector('language')?.text).toBe('uk')
    // Each cover's enclosure states the real size of the file it names (RSS 2.0 requires the
    // length).
    const enclosures = [
      ...rssText.matchAll(/<enclosure url="([^"]+)" type="([^"]+)" length="(\d+)"/g),
    ]
    expect(enclosures.length).toBeGreaterThan(0)
    for (const [, url, type, length] of enclosures.slice(0, 3)) {
      const { pathname, search } = new URL(url!.replaceAll('&amp;', '&'))
      const file = await get(pathname + search)
      expect(file.headers.get('content-type')).toBe(type)
      expect((await file.arrayBuffer()).byteLength).toBe(Number(length))
    }
    const sitemap = await (await get('/sitemaps/pages.xml')).text()
    expect(sitemap).toContain('/en/news/roaming-with-ocpi</loc>')
    expect(sitemap).toContain('/ua/about-us</loc>')
    expect(sitemap).toMatch(/hreflang="uk"\s+href="[^"]*\/ua\/news\/roaming-with-ocpi"/)
    expect(sitemap).not.toContain('plug-and-charge-coming-soon')
  })
})

describe('news in Chromium', () => {
  it('list → category filter → article → related post', async () => {
    const page = await newPage()
    await page.goto('/en/news')
    const cards = page.getByTestId('news-list').locator('article')
    expect(await cards.count()).toBe(9)
    expect(await cards.first().getByText('Pinned').count()).toBe(1)
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'For drivers' })
      .click()
    await page.waitForURL('**/en/news?category=drivers')
    await page
      .getByRole('link', { name: 'For drivers', exact: true })
      .and(page.locator('[aria-current]'))
      .waitFor()
    const first = page.getByTestId('news-list').locator('article h3 a').first()
    const title = (await first.textContent())!
    await first.click()
    await page.waitForURL(/\/en\/news\/[a-z0-9-]+$/)
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    const related = page.getByTestId('related-posts').locator('h3 a').first()
    const relatedTitle = (await related.textContent())!
    await related.click()
    await page.getByRole('heading', { level: 1, name: relatedTitle }).waitFor()
    expect(relatedTitle).not.toBe(title)
  })

  it('an editor creates and publishes a post in /admin, sees it on the site, unpublishes it and it is gone', async () => {
    const page = await newPage()
    const url = `e2e-post-${Date.now()}`
    await logInThroughForm(page, 'editor')
    await page.goto('/admin/collections/posts/create')
    await page.locator('#field-title').fill('Editors publish from the back office')
    await page
      .locator('#field-excerpt')
      .fill('A post written, published and withdrawn by the end-to-end test.')
    await page.locator('#field-url').fill(url)
    // A post is shown in a language once it has a title and body text there.
    await page.locator('.ContentEditable__root').first().click()
    await page.keyboard.type('Written in the rich-text editor and shown on the site.')
    await page.getByRole('button', { name: /^Publish/ }).click()
    // The first save creates the post (nothing is stored when "Create new" opens).
    await page
      .getByText(/published successfully|Updated successfully|successfully created/i)
      .first()
      .waitFor()
    await page.waitForURL((u) => /\/admin\/collections\/posts\/\d+$/.test(u.pathname))

    const published = await getHtml(`/en/news/${url}`)
    expect(published.response.status).toBe(200)
    expect(published.html.querySelector('h1')?.text).toBe('Editors publish from the back office')
    expect((await get(`/api/v1/posts/url/${url}`)).status).toBe(200)

    await page.locator('.doc-controls__dots').click()
    await page.locator('#action-unpublish').click()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await page
      .getByText(/unpublished successfully|Updated successfully/i)
      .first()
      .waitFor()
    expect((await get(`/en/news/${url}`)).status).toBe(307)
    expect((await get(`/api/v1/posts/url/${url}`)).status).toBe(404)
  })
})
