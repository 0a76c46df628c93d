import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { notFoundPath, pageList, parameterisedPages, resolvePage, type TwinGroup } from './pages'

/** The folders whose routes are the site's pages: the site's frame, and the frame others embed. */
const routeRoots = ['src/app/(site)/[locale]', 'src/app/(embed)/[locale]']

type Route = { place: string; source: string }

/** Every page file under a folder, as its place (its path below the locale, `[x]` segments kept). */
function routesUnder(root: string, dir = root): Route[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) return entry.startsWith('_') ? [] : routesUnder(root, full)
    if (entry !== 'page.tsx') return []
    return [{ place: dir.slice(root.length), source: readFileSync(full, 'utf8') }]
  })
}
const routes = routeRoots.flatMap((root) => routesUnder(root))

const twinPrefix = '/query/'
const isTwin = (route: Route) => route.place.startsWith(twinPrefix)
// The catch-all of unknown paths and the page the proxy rewrites them to: the 404.
const isNotFound = (route: Route) => route.place === '/[...rest]' || route.place === notFoundPath
// Static segments before parameters, as Next matches them (`shop/cart` before `shop/[category]`).
const dynamicSegments = (route: Route) => route.place.split('[').length
const pageRoutes = routes
  .filter((route) => !isTwin(route) && !isNotFound(route))
  .sort((a, b) => dynamicSegments(a) - dynamicSegments(b))

/** A route's place as a pattern of the paths it answers (`/shop/[category]` → /shop/<any>). */
const patternOf = (place: string) =>
  new RegExp(`^${place.replace(/\[\[\.\.\.\w+\]\]/g, '.*').replace(/\[\w+\]/g, '[^/]+')}$`)

/** A path each page answers: its own, or its pattern with a value for every parameter. */
const samplePaths = [
  ...Object.entries(pageList).map(([key, entry]) => ({ key, path: entry.path, entry })),
  ...Object.entries(parameterisedPages).map(([key, entry]) => ({
    key,
    path: entry.pattern.replace(/:(\w+)\(([^|)]+)[^)]*\)/g, '$2').replace(/:\w+/g, 'x'),
    entry,
  })),
]

const routeOf = (pagePath: string) =>
  pageRoutes.find(({ place }) => patternOf(place).test(pagePath))

describe('the route files and the page list', () => {
  it('every page of the list has a route file at its path', () => {
    const missing = samplePaths.filter(({ path }) => !routeOf(path)).map(({ key }) => key)
    expect(missing, 'Write a page.tsx at its path under src/app/(site)/[locale]').toEqual([])
  })

  it('every route file is a page of the list (the proxy would answer any other 404)', () => {
    const unknown = pageRoutes
      .map(({ place }) => place)
      .filter((place) => !samplePaths.some(({ path }) => patternOf(place).test(path)))
    expect(
      unknown,
      'A page.tsx the page list does not know is never reached: add its entry to pageList in src/features/site/pages.ts (README: "Adding a page")',
    ).toEqual([])
  })

  it('a page rendered on request has a dynamic route; a cached one never reads its query', () => {
    for (const { key, path, entry } of samplePaths) {
      const { source } = routeOf(path)!
      const dynamic = source.includes("export const dynamic = 'force-dynamic'")
      if ('rendering' in entry && entry.rendering === 'on request') expect(dynamic, key).toBe(true)
      else {
        expect(dynamic, key).toBe(false)
        expect(source, key).not.toContain('searchParams')
      }
    }
  })

  it('each group with twins has one twin route, rendered on request, and there is no other', () => {
    const groups = new Set(
      samplePaths.flatMap(({ entry }) => ('twin' in entry ? [entry.twin as TwinGroup] : [])),
    )
    const twins = routes.filter(isTwin)
    expect(twins.map(({ place }) => place).sort()).toEqual(
      [...groups].map((group) => `${twinPrefix}${group}/[[...path]]`).sort(),
    )
    for (const { place, source } of twins) {
      expect(source, place).toContain("export const dynamic = 'force-dynamic'")
      expect(source, place).toContain(`twinPages('${place.split('/')[2]}'`)
    }
  })

  it('a twin route answers only its own group’s pages (the proxy never sends others there)', () => {
    for (const { path, entry } of samplePaths) {
      const page = resolvePage(path)
      expect(page?.twin, path).toBe('twin' in entry ? entry.twin : undefined)
    }
  })
})
