import { describe, expect, it } from 'vitest'

import { guardedPages, pagePaths, type PageKey } from '@/features/site/pages'
import { localeTags, locales } from '@/i18n/locales'

import { demoUser } from '../support/e2e-env'
import { baseURL } from './browser'
import { get, getHtml } from './http'

const openPages = (Object.keys(pagePaths) as PageKey[]).filter((key) => !guardedPages.includes(key))

describe('every route in every locale', () => {
  for (const locale of locales) {
    it(`${locale}: each page answers 200 with its frame, lang, canonical and hreflang`, async () => {
      const titles = new Set<string>()
      for (const key of openPages) {
        const path = `/${locale}${pagePaths[key]}`
        const { response, html } = await getHtml(path)
        expect(response.status, path).toBe(200)
        expect(html.querySelector('html')?.getAttribute('lang'), path).toBe(localeTags[locale])
        expect(html.querySelectorAll('h1'), path).toHaveLength(1)
        const title = html.querySelector('title')?.text ?? ''
        expect(title, path).not.toBe('')
        titles.add(title)
        expect(
          html.querySelector('meta[name="description"]')?.getAttribute('content'),
          path,
        ).toBeTruthy()
        expect(html.querySelector('link[rel="canonical"]')?.getAttribute('href'), path).toMatch(
          new RegExp(`/${locale}${pagePaths[key]}$`),
        )
        const alternates = Object.fromEntries(
          html
            .querySelectorAll('link[rel="alternate"][hreflang]')
            .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
        )
        expect(Object.keys(alternates).sort(), path).toEqual(
          ['en', 'en-MY', 'pt', 'uk', 'x-default'].sort(),
        )
        expect(alternates.uk, path).toMatch(new RegExp(`/ua${pagePaths[key]}$`))
        expect(html.querySelector('main#main'), path).toBeTruthy()
        // The embeddable map is shown inside other sites: no site frame, so no breadcrumb.
        if (key !== 'home' && key !== 'mapEmbed')
          expect(html.querySelector('nav.breadcrumb li[aria-current="page"]'), path).toBeTruthy()
      }
      expect(titles.size, 'every page has its own title').toBe(openPages.length)
    })
  }

  it('guarded pages redirect to / without both station identity and connector', async () => {
    for (const locale of locales) {
      for (const key of guardedPages) {
        for (const query of ['', '?id=ST-1', '?connector=1', '?id=&connector=1']) {
          const response = await get(`/${locale}${pagePaths[key]}${query}`)
          expect([307, 308], `${key}${query}`).toContain(response.status)
          expect(new URL(response.headers.get('location')!, 'http://x').pathname).toBe('/')
        }
        const ok = await get(`/${locale}${pagePaths[key]}?id=ST-1&connector=1`)
        expect(ok.status).toBe(200)
      }
    }
  })
})

describe('not found', () => {
  it.each([
    '/en/no-such-page',
    '/ua/shop/nothing/here',
    '/pt/news/missing/deeper',
    '/my/shop/chargers/a/b',
    '/en/page-not-found',
  ])(
    '%s answers 404 with the translated message and a link home, rendered on the server',
    async (path) => {
      const { response, html } = await getHtml(path)
      expect(response.status).toBe(404)
      const locale = path.split('/')[1]!
      expect(html.querySelector('html')?.getAttribute('lang')).toBe(
        localeTags[locale as keyof typeof localeTags],
      )
      const link = html.querySelector(`main a[href="/${locale}"]`)
      expect(link).toBeTruthy()
      expect(html.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain(
        'noindex',
      )
      if (locale === 'en' || locale === 'my') {
        expect(html.querySelector('h1')?.text).toBe('This page could not be found')
        expect(link?.text.trim()).toBe('Back to the home page')
      } else {
        expect(html.querySelector('h1')?.text).toBeTruthy()
      }
    },
  )

  it.each([
    '/my/shop/chargers/unknown-id',
    '/en/shop/ev/999999',
    '/en/shop/accessories/x',
    '/en/location/unknown',
  ])('an unknown id at %s answers 404, never 500', async (path) => {
    expect((await get(path)).status).toBe(404)
  })

  it('a path outside any locale is sent to the detected locale, then 404s there', async () => {
    const response = await get('/no-such-page', { 'accept-language': 'pt-PT,pt;q=0.9' })
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toMatch(/\/pt\/no-such-page$/)
  })
})

describe('trailing slash', () => {
  it('redirects permanently to the slash-less URL', async () => {
    for (const path of ['/en/about-us/', '/ua/shop/chargers/', '/pt/']) {
      const response = await get(path)
      expect(response.status, path).toBe(308)
      expect(new URL(response.headers.get('location')!, 'http://x').pathname).toBe(
        path.slice(0, -1),
      )
    }
  })
})

describe('locale detection on /', () => {
  const cookieOf = (response: Response) =>
    response.headers.getSetCookie().find((c) => c.startsWith('NEXT_LOCALE='))

  it('uses the locale cookie first', async () => {
    const response = await get('/', { cookie: 'NEXT_LOCALE=pt', 'accept-language': 'uk' })
    expect(response.headers.get('location')).toMatch(/\/pt$/)
  })

  it('then the browser languages', async () => {
    expect(
      (await get('/', { 'accept-language': 'uk-UA,uk;q=0.9,en;q=0.5' })).headers.get('location'),
    ).toMatch(/\/ua$/)
    expect(
      (await get('/', { 'accept-language': 'en-MY,en;q=0.8' })).headers.get('location'),
    ).toMatch(/\/my$/)
    expect((await get('/', { 'accept-language': 'pt-BR' })).headers.get('location')).toMatch(
      /\/pt$/,
    )
    expect(
      (await get('/', { cookie: 'NEXT_LOCALE=klingon', 'accept-language': 'uk' })).headers.get(
        'location',
      ),
    ).toMatch(/\/ua$/)
  })

  it('then English', async () => {
    expect(
      (await get('/', { 'accept-language': 'de-DE,fr;q=0.5' })).headers.get('location'),
    ).toMatch(/\/en$/)
    expect((await get('/')).headers.get('location')).toMatch(/\/en$/)
  })

  it('stores the choice for 365 days, path /, SameSite=Lax', async () => {
    const cookie = cookieOf(await get('/', { 'accept-language': 'uk' }))!
    expect(cookie).toMatch(/^NEXT_LOCALE=ua;/)
    expect(cookie).toMatch(/Max-Age=31536000/)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).toMatch(/SameSite=lax/i)
  })

  it('pages never set a cookie, so shared caches may keep them', async () => {
    expect((await get('/en/business')).headers.getSetCookie()).toEqual([])
    expect(
      (await get('/pt/business', { cookie: 'NEXT_LOCALE=en' })).headers.getSetCookie(),
    ).toEqual([])
  })
})

describe('security headers', () => {
  it('pages carry a CSP that allows scripts by hash and the baseline headers', async () => {
    const response = await get('/en/business')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self'[^;]*( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/)
    expect(/script-src[^;]*/.exec(csp)?.[0]).not.toMatch(/nonce-|unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toContain('unsafe-eval')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('x-powered-by')).toBeNull()
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('sends HSTS on every response that came over HTTPS through the trusted proxy: pages, API, files', async () => {
    const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(
      await (await get('/en/business')).text(),
    )?.[1]
    for (const path of ['/en/business', '/api/v1/posts?limit=1', chunk!, '/icon.svg']) {
      const response = await get(path, { 'x-forwarded-proto': 'https' })
      expect(response.status, path).toBeLessThan(400)
      expect(response.headers.get('strict-transport-security'), path).toMatch(/max-age=\d+/)
    }
  })

  it('makes the session cookie Secure over HTTPS whatever SITE_URL says, and not over plain HTTP', async () => {
    const login = (headers: Record<string, string>) =>
      fetch(new URL('/api/users/login', baseURL()), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(demoUser('editor')),
      })
    const overHttps = (await login({ 'x-forwarded-proto': 'https' })).headers
      .getSetCookie()
      .find((c) => c.startsWith('payload-token='))
    expect(overHttps).toMatch(/;\s*Secure/i)
    const overHttp = (await login({})).headers
      .getSetCookie()
      .find((c) => c.startsWith('payload-token='))
    expect(overHttp).toBeDefined()
    expect(overHttp).not.toMatch(/;\s*Secure/i)
  })

  it("Payload's generated REST API shows anonymous visitors nothing the public API hides", async () => {
    for (const path of [
      '/api/stations?pagination=false',
      '/api/stations?limit=1000',
      '/api/posts',
      '/api/goods',
      '/api/markets',
      '/api/globals/site-settings',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(403)
      expect(JSON.stringify(await response.json()), path).not.toMatch(/"docs":\[\{/)
    }
    // The public API still answers, and uploaded files are still served.
    expect((await get('/api/v1/stations?bbox=22.1,44.3,40.2,52.4&zoom=6')).status).toBe(200)
    // An img's src (srcsets and the image preload list several addresses in one attribute).
    const picture = /\ssrc="(\/api\/media\/file\/[^"\s]+)"/.exec(
      await (await get('/en/shop')).text(),
    )?.[1]
    expect(picture).toBeDefined()
    expect((await get(picture!)).status).toBe(200)
  })

  it('the back office and API have their own policy', async () => {
    const response = await get('/api/users/me')
    expect(response.headers.get('content-security-policy')).toContain(
      "default-src 'none'; frame-ancestors 'none'",
    )
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
