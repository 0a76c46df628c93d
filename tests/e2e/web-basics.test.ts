import { readFileSync } from 'node:fs'

import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'

import { pagePaths, unlistedPages, type PageKey } from '@/features/site/pages'

import { compileHint } from '../../scripts/lib/compile-hints.mjs'

import { waitFor } from '../support/wait'
import { schemaErrors, schemas } from '../support/xml-schema'
import { get, getHtml } from './http'

describe('robots.txt', () => {
  it('keeps robots out of a deployment that is not the production site (SITE_INDEXABLE unset)', async () => {
    const response = await get('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
    const text = await response.text()
    expect(text).toMatch(/User-Agent: \*/i)
    expect(text).toMatch(/^Disallow: \/$/m)
    expect(text).not.toMatch(/^Allow:/m)
  })
})

describe('icons and the web app manifest', () => {
  it('serves /favicon.ico and /apple-touch-icon.png', async () => {
    const favicon = await get('/favicon.ico')
    expect(favicon.status).toBe(200)
    const ico = Buffer.from(await favicon.arrayBuffer())
    expect(ico.readUInt16LE(2)).toBe(1) // an ICO file
    expect(ico.readUInt16LE(4)).toBeGreaterThanOrEqual(2) // with several sizes
    const touch = await get('/apple-touch-icon.png')
    expect(touch.status).toBe(200)
    expect(touch.headers.get('content-type')).toBe('image/png')
  })

  it('links a manifest in brand colours with 192, 512 and maskable PNG icons that exist', async () => {
    const { html } = await getHtml('/en/business')
    const href = html.querySelector('link[rel="manifest"]')?.getAttribute('href')
    expect(href).toBeTruthy()
    const response = await get(href!)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/manifest+json')
    const manifest = (await response.json()) as {
      name: string
      start_url: string
      theme_color: string
      icons: { src: string; sizes: string; type: string; purpose?: string }[]
    }
    expect(manifest.name).toBe('Voltra')
    expect(manifest.start_url).toBe('/')
    expect(manifest.theme_color).toBe('#0b6b4f')
    const png = manifest.icons.filter((i) => i.type === 'image/png')
    expect(png.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
    for (const icon of png) {
      const file = await get(icon.src)
      expect(file.status, icon.src).toBe(200)
      const bytes = Buffer.from(await file.arrayBuffer())
      const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)]
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes)
    }
  })
})

describe('security.txt', () => {
  it('answers RFC 9116 fields with the support e-mail of the site settings', async () => {
    const response = await get('/.well-known/security.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
    const text = await response.text()
    expect(text).toMatch(/^Contact: mailto:support@voltra\.example$/m)
    expect(text).toMatch(/^Canonical: https?:\/\/[^/]+\/\.well-known\/security\.txt$/m)
    expect(text).toMatch(/^Preferred-Languages: en, pt, uk$/m)
    const expires = new Date(/^Expires: (.+)$/m.exec(text)![1]!)
    expect(expires.getTime()).toBeGreaterThan(Date.now())
    expect(expires.getTime()).toBeLessThan(Date.now() + 366 * 86_400_000)
  })
})

describe('files that do not exist', () => {
  it('get a small plain-text 404, not the HTML page', async () => {
    for (const path of [
      '/foo.png',
      '/wp-login.php',
      '/en/foo.png',
      '/ua/shop/old-catalogue.pdf',
      '/deep/down/script.js',
      '/.env',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).toContain('text/plain')
      expect((await response.text()).length, path).toBeLessThan(100)
    }
  })

  it('while real files and file-like routes still answer', async () => {
    for (const path of [
      '/icon.svg',
      '/favicon.ico',
      '/icons/icon-192.png',
      '/en/news/rss.xml',
      '/og/en-home.png',
      '/fire-prefetch/faq.json',
      '/robots.txt',
      '/sitemap.xml',
    ]) {
      expect((await get(path)).status, path).toBe(200)
    }
    // Unknown pages still get the translated HTML 404.
    const page = await get('/en/no-such-page')
    expect(page.status).toBe(404)
    expect(page.headers.get('content-type')).toContain('text/html')
  })
})

/** Every `<loc>` of the sitemap index's files, with the XML of its `<url>` entry. */
async function sitemapUrls(): Promise<Map<string, string>> {
  const index = await get('/sitemap.xml')
  expect(index.status).toBe(200)
  expect(index.headers.get('content-type')).toContain('xml')
  const indexXml = await index.text()
  expect(schemaErrors(indexXml, schemas.sitemapIndex)).toEqual([])
  const files = [...indexXml.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => m[1]!)
  expect(files.some((f) => f.endsWith('/sitemaps/pages.xml'))).toBe(true)
  const urls = new Map<string, string>()
  for (const file of files) {
    const response = await get(new URL(file).pathname)
    expect(response.status, file).toBe(200)
    const xml = await response.text()
    // Every file against the sitemaps.org schema (element order included), as search engines read
    // it.
    expect(schemaErrors(xml, schemas.urlset), file).toEqual([])
    for (const entry of xml.match(/<url>[\s\S]*?<\/url>/g) ?? [])
      urls.set(
        new URL(/<loc>([^<]+)<\/loc>/.exec(entry)![1]!.replaceAll('&amp;', '&')).pathname,
        entry,
      )
  }
  return urls
}

describe('build files', () => {
  it('are answered from memory once first served, in Brotli or gzip as accepted, immutable, with the security headers', async () => {
    const { html } = await getHtml('/en/news')
    const src = html
      .querySelectorAll('script[src]')
      .map((script) => script.getAttribute('src') ?? '')
      .find((path) => path.startsWith('/_next/static/chunks/'))
    expect(src).toBeTruthy()
    const original = await (await get(src!, { 'accept-encoding': 'identity' })).text()
    // The first answer is Next's own; the compressed forms are made in the background.
    const br = await waitFor(async () => {
      const response = await get(src!, { 'accept-encoding': 'gzip, deflate, br' })
      return response.headers.get('content-encoding') === 'br'
        ? response
        : (await response.arrayBuffer(), undefined)
    })
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(br.headers.get('content-type')).toMatch(/^application\/javascript/)
    expect(br.headers.get('x-content-type-options')).toBe('nosniff')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    expect(Number(br.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(original) / 2)
    expect(await br.text()).toBe(original) // fetch decodes it
    const gzip = await get(src!, { 'accept-encoding': 'gzip' })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(await gzip.text()).toBe(original)
    const missing = await get('/_next/static/chunks/not-a-chunk.js', { 'accept-encoding': 'br' })
    expect(missing.status).toBe(404)
  })

  it('the runtime every page starts with is compiled off the main thread (V8 compile hint); chunks of one page are not', async () => {
    const { rootMainFiles } = JSON.parse(readFileSync('.next/build-manifest.json', 'utf8')) as {
      rootMainFiles: string[]
    }
    const runtime = rootMainFiles
      .filter((file) => file.endsWith('.js'))
      .map((file) => `/_next/${file}`)
    expect(runtime.length).toBeGreaterThan(0)
    const { html } = await getHtml('/en/news')
    const scripts = html
      .querySelectorAll('script[src]')
      .map((script) => script.getAttribute('src') ?? '')
    for (const src of runtime) {
      expect(scripts, src).toContain(src)
      expect((await (await get(src)).text()).startsWith(compileHint), src).toBe(true)
    }
    const own = scripts.filter(
      (src) => src.startsWith('/_next/static/chunks/') && !runtime.includes(src),
    )
    expect(own.length).toBeGreaterThan(0)
    for (const src of own)
      expect((await (await get(src)).text()).startsWith(compileHint), src).toBe(false)
  })
})

describe('uploaded images', () => {
  it('are named by versioned addresses that browsers may keep for good; an unversioned address is not', async () => {
    const { html } = await getHtml('/en/news')
    const src = html
      .querySelectorAll('main img')
      .map((img) => img.getAttribute('src') ?? '')
      .find((path) => path.startsWith('/api/media/file/'))
    expect(src).toMatch(/^\/api\/media\/file\/[^?]+\.webp\?v=[0-9a-z]+$/)
    const versioned = await get(src!)
    expect(versioned.status).toBe(200)
    expect(versioned.headers.get('content-type')).toBe('image/webp')
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    // Once served, answers come from the server's memory (src/server/layers/file-memory.ts,
    // marked by Age): the same file and headers as the file route's.
    const body = Buffer.from(await versioned.arrayBuffer())
    const again = await waitFor(async () => {
      const response = await get(src!)
      return response.headers.get('age') !== null
        ? response
        : (await response.arrayBuffer(), undefined)
    })
    expect(Buffer.from(await again.arrayBuffer()).equals(body)).toBe(true)
    for (const header of ['content-type', 'cache-control', 'x-content-type-options'])
      expect(again.headers.get(header), header).toBe(versioned.headers.get(header))
    const plain = await get(src!.split('?')[0]!)
    expect(plain.status).toBe(200)
    expect(plain.headers.get('cache-control') ?? '').not.toContain('immutable')
    // A file that is not there is never cached, versioned or not.
    const missing = await get('/api/media/file/no-such-picture.webp?v=1')
    expect(missing.status).toBeGreaterThanOrEqual(400)
    expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable')
  })
})

describe('sitemap', () => {
  it('lists every product page and every station page with alternates and last change, and no noindex page', async () => {
    const urls = await sitemapUrls()

    // Product pages: every good of a category with detail pages.
    const goods = (await (await get('/fire-prefetch/goods.json')).json()) as {
      content: { goods: { id: string; section: string }[] }
    }
    const withPages = goods.content.goods.filter((g) =>
      ['chargers', 'ev', 'accessories'].includes(g.section),
    )
    expect(withPages.length).toBeGreaterThan(0)
    for (const good of withPages) {
      const entry = urls.get(`/ua/shop/${good.section}/${good.id}`)
      expect(entry, `${good.section}/${good.id}`).toBeTruthy()
      expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/)
      expect(entry).toContain(`hreflang="en-MY" href="`)
    }

    // Station pages: thousands, in four locales each.
    const stations = [...urls.keys()].filter((path) => path.startsWith('/en/location/'))
    expect(stations.length).toBeGreaterThan(1000)
    expect([...urls.keys()].filter((path) => path.startsWith('/ua/location/')).length).toBe(
      stations.length,
    )
    const station = urls.get(stations[0]!)!
    expect(station).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/)
    expect(station).toMatch(/hreflang="uk" href="[^"]*\/ua\/location\//)

    // Pages asking not to be indexed are not listed.
    for (const key of unlistedPages) expect(urls.has(`/en${pagePaths[key]}`), key).toBe(false)

    // And nothing listed asks not to be indexed: every static page, a product and a station.
    const listedStatic = (Object.keys(pagePaths) as PageKey[])
      .filter((key) => !unlistedPages.includes(key))
      .map((key) => `/en${pagePaths[key]}`)
    for (const path of [
      ...listedStatic,
      `/en/shop/${withPages[0]!.section}/${withPages[0]!.id}`,
      stations[0]!,
    ]) {
      expect(urls.has(path), path).toBe(true)
      const { response, html } = await getHtml(path)
      expect(response.status, path).toBe(200)
      expect(
        html.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '',
        path,
      ).not.toContain('noindex')
    }
    for (const key of ['shopCart', 'newsSearch'] as const) {
      const html = parse(await (await get(`/en${pagePaths[key]}`)).text())
      expect(html.querySelector('meta[name="robots"]')?.getAttribute('content'), key).toContain(
        'noindex',
      )
    }
  })
})
