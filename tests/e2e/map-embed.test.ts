import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { axeViolations } from './axe'
import { baseURL, browserForSuite } from './browser'
import { get } from './http'
import { stations } from './map-stations'

const { newPage } = browserForSuite()

/** frame-ancestors of a response's policy. */
const frameAncestors = (response: Response) =>
  /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

/**
 * A partner's page holding the embed in an iframe, served from this machine (a real server:
 * Chromium does not let a page of a public address frame a loopback one). Reached as
 * `http://localhost:<port>` it is an allowed origin (MAP_EMBED_ORIGINS of the e2e server); as
 * `http://127.0.0.1:<port>`, a refused one.
 */
let partner: Server
let partnerPort = 0
const embedPath = '/pt/map/embed?operator=PT-VLT&power=50%2B'
beforeAll(async () => {
  partner = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' })
    response.end(
      `<!doctype html><title>Partner</title><h1>Our chargers</h1><iframe title="Charger map" src="${baseURL()}${embedPath}" width="900" height="700"></iframe>`,
    )
  })
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve))
  partnerPort = (partner.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => partner.close(() => resolve())))

describe('the embeddable map', () => {
  it('lets only the configured origins frame it; every other page stays frame-ancestors self', async () => {
    const embed = await get('/en/map/embed?operator=PT-VLT')
    expect(embed.status).toBe(200)
    expect(frameAncestors(embed)).toBe("'self' http://localhost:*")
    expect(embed.headers.get('x-frame-options')).toBeNull()
    for (const path of ['/en/map', '/pt/map?power=50%2B', '/en/business', '/en']) {
      const response = await get(path)
      expect(frameAncestors(response), path).toBe("'self'")
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
    }
    // The embed is not for search engines.
    expect(await embed.text()).toMatch(/<meta name="robots" content="noindex/)
  })

  it('loads inside an allowed partner page and is refused inside another', async () => {
    const allowed = await newPage()
    const requests: string[] = []
    allowed.on('request', (request) => requests.push(request.url()))
    await allowed.goto(`http://localhost:${partnerPort}/`)
    const frame = allowed.frameLocator('iframe')
    const full = frame.getByRole('link', { name: /Abrir o mapa completo/ })
    // The filters of the address, operator included, reach the list's requests and the link back.
    await expect.poll(() => full.getAttribute('href')).toBe('/pt/map?power=50%2B&operator=PT-VLT')
    expect(await full.getAttribute('target')).toBe('_blank')
    await expect
      .poll(() => requests.some((url) => /\/api\/v1\/stations\?.*operator=PT-VLT/.test(url)))
      .toBe(true)
    expect(await frame.getByRole('checkbox', { name: '50+ kW' }).isChecked()).toBe(true)

    const refused = await newPage()
    const blocked = new Promise<string>((resolve) =>
      refused.on('console', (message) => {
        if (message.text().includes('frame-ancestors')) resolve(message.text())
      }),
    )
    await refused.goto(`http://127.0.0.1:${partnerPort}/`)
    expect(await blocked).toContain("frame-ancestors 'self' http://localhost:*")
    const child = refused.frames().find((f) => f !== refused.mainFrame())
    expect(
      await child?.evaluate(() => document.querySelector('main')).catch(() => null),
    ).toBeFalsy()
  })

  it('filters the stations by operator (OCPI party) in the API, and refuses a malformed one', async () => {
    const everyone = await stations('bbox=-180,-85,180,85&zoom=1')
    const portugal = await stations('bbox=-180,-85,180,85&zoom=1&operator=PT-VLT')
    expect(portugal.total).toBeGreaterThan(0)
    expect(portugal.total).toBeLessThan(everyone.total)
    expect((await stations('bbox=-180,-85,180,85&zoom=1&operator=ZZ-NON')).total).toBe(0)
    const bad = await get('/api/v1/stations?bbox=0,0,1,1&operator=portugal')
    expect(bad.status).toBe(400)
  })

  it('has no serious axe violation, in four locales', async () => {
    for (const locale of ['en', 'my', 'pt', 'ua']) {
      const page = await newPage({ viewport: { width: 800, height: 700 } })
      await page.goto(`/${locale}/map/embed?operator=UA-VLT`)
      await page.locator('#station-list-heading').waitFor()
      expect(await axeViolations(page), locale).toEqual([])
      await page.close()
    }
  })
})
