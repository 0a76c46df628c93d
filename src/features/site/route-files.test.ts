import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { notFoundPath, pageEntries, parameterisedPages, resolvePage } from './pages'
import { generatedHeader, routeFiles, routesRoot } from './route-files'

/** Every page file under the site's routes, hand-written or generated. */
function pageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry)
    return statSync(full).isDirectory() ? pageFiles(full) : entry === 'page.tsx' ? [full] : []
  })
}

describe('route files', () => {
  const files = routeFiles()

  it('are what pages.ts says, to the letter (npm run routes writes them)', () => {
    const differing = files.filter(
      ({ file, source }) => !existsSync(file) || readFileSync(file, 'utf8') !== source,
    )
    expect(differing.map((f) => f.file)).toEqual([])
  })

  it('include no generated file that no page needs any more', () => {
    const wanted = new Set(files.map((f) => f.file))
    const stale = pageFiles(routesRoot).filter(
      (file) => readFileSync(file, 'utf8').startsWith(generatedHeader) && !wanted.has(file),
    )
    expect(stale).toEqual([])
  })

  it('leave no page file the page list does not know (the proxy would answer it 404)', () => {
    // The proxy routes only the paths pages.ts lists: a page.tsx added the usual Next way, and not
    // listed there, is never reached.
    const unknown = pageFiles(routesRoot)
      .map((file) => file.slice(routesRoot.length, -'/page.tsx'.length))
      .filter((place) => !place.startsWith('/query') && place !== notFoundPath)
      .filter((place) => place !== '/[...rest]') // the catch-all of unknown paths: the 404
      .filter((place) => !resolvePage(place.replace(/\[(\w+)\]/g, 'x')))
    expect(
      unknown,
      `Page files the page list does not know would answer 404: add each page to staticPages in src/features/site/pages.ts (key, path, view group, rendering), its view in src/app/(site)/[locale]/views/ and its messages, then run \`npm run routes\` (README: "Adding a page") instead of writing page.tsx by hand`,
    ).toEqual([])
  })

  it('give each page its place: cached at its path, and a twin under query/ where needed', () => {
    const places = files.map((f) => f.file.slice(routesRoot.length, -'/page.tsx'.length))
    expect(places).toContain('') // the home page
    expect(places).toContain('/query') // its draft preview
    expect(places).toContain('/shop/chargers/[id]')
    expect(places).not.toContain('/shop/souvenirs/[id]')
    expect(places).toContain('/query/location/[id]')
    expect(places).toContain('/query/pay/success')
    expect(places).not.toContain('/pay/success') // always on request: the proxy sends it to the twin
    // Every cached place is a path the proxy knows.
    for (const place of places.filter((p) => !p.startsWith('/query')))
      expect(resolvePage(place.replace(/\[(\w+)\]/g, 'x')), place).toBeDefined()
  })

  it('follow a new page and a new shop category with no other change (the README’s steps)', () => {
    // A page: one entry (and its view and messages, which the type checker and pages.test.ts ask for).
    const withPage = routeFiles({
      ...pageEntries,
      chargingGuide: { path: '/charging-guide', view: 'marketing', rendering: 'query twin' },
    })
    const guide = withPage.filter((f) => f.file.includes('charging-guide'))
    expect(guide.map((f) => f.file.slice(routesRoot.length))).toEqual([
      '/charging-guide/page.tsx',
      '/query/charging-guide/page.tsx',
    ])
    expect(guide[0]!.source).toContain('cachedRoute(views.chargingGuide)')
    // A shop category with goods pages: its listing and one route per good, with the category fixed.
    const withCategory = routeFiles(
      { ...pageEntries, shopBikes: { path: '/shop/bikes', view: 'shop', rendering: 'query twin' } },
      {
        ...parameterisedPages,
        product: { ...parameterisedPages.product, pattern: '/shop/:category(chargers|bikes)/:id' },
      },
    )
    const bikes = withCategory.filter((f) => f.file.includes('/bikes'))
    expect(bikes.map((f) => f.file.slice(routesRoot.length))).toEqual([
      '/shop/bikes/page.tsx',
      '/query/shop/bikes/page.tsx',
      '/shop/bikes/[id]/page.tsx',
    ])
    expect(bikes[2]!.source).toContain("cachedRoute(views.product, { category: 'bikes' })")
  })
})
