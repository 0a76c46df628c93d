import { describe, expect, it } from 'vitest'

import { browserForSuite } from './browser'
import { happens } from '../support/wait'
import { center, listShows, nextViewStations, searchPlace } from './map-page'

const { newPage } = browserForSuite()

/** The list, filters and search come first: without the map library, and on a touch screen. */
describe('charger map without MapLibre', () => {
  it('works before (and without) the map library: list, filters, clusters and place search, then the panel', async () => {
    const page = await newPage()
    let blocked = 0
    // The MapLibre chunk never arrives (found by its content: chunk names are hashes).
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (body.length > 200_000 && /maplibre/i.test(body)) {
        blocked++
        return route.abort()
      }
      return route.fulfill({ response, body })
    })
    await page.goto('/en/map')
    const count = page.getByTestId('station-count')
    await expect
      .poll(() => count.textContent(), { timeout: 15_000 })
      .toMatch(/^\d+ stations in view$/)
    await expect
      .poll(() => page.getByTestId('map').getAttribute('data-map'), { timeout: 15_000 })
      .toBe('failed')
    expect(blocked).toBeGreaterThan(0)
    expect(await page.getByText('The interactive map could not be loaded').count()).toBe(1)

    await searchPlace(page, 'Lisb')
    await expect.poll(async () => (await center(page))[0], { timeout: 10_000 }).toBeCloseTo(38.7, 0)
    await expect
      .poll(() => count.textContent(), { timeout: 15_000 })
      .toMatch(/^\d+ stations in view$/)
    const inLisbon = await count.textContent()
    await page.getByRole('checkbox', { name: 'Not occupied' }).check()
    await expect.poll(() => count.textContent(), { timeout: 15_000 }).not.toBe(inLisbon)
    // Drill down through the list's clusters until stations are listed, then open one.
    const listed = page.locator('[aria-labelledby="station-list-heading"] button[data-station]')
    for (let i = 0; i < 8 && (await listed.count()) === 0; i++) {
      const zoom = await page.getByTestId('map').getAttribute('data-zoom')
      const answer = nextViewStations(page, zoom)
      await page
        .locator('[aria-labelledby="station-list-heading"] button[data-cluster]')
        .first()
        .click()
      await expect
        .poll(() => page.getByTestId('map').getAttribute('data-zoom'), { timeout: 15_000 })
        .not.toBe(zoom)
      await listShows(page, await answer)
    }
    const id = await listed.first().getAttribute('data-station')
    expect(await listed.first().getAttribute('data-status')).toBe('free')
    await listed.first().click()
    await page.locator(`aside[data-station-id="${id}"]`).waitFor()
    expect(await page.locator('canvas').count()).toBe(0)
  })

  it('on a touch screen the map loads when opened, the list comes first', async () => {
    const page = await newPage({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    })
    await page.goto('/en/map')
    await expect
      .poll(() => page.getByTestId('station-count').textContent(), { timeout: 15_000 })
      .toMatch(/^\d+ stations in view$/)
    // A duration, not a condition: the map must not come by itself (a mouse's would once idle).
    const mapComes = page.waitForFunction(
      () => document.querySelector('[data-testid="map"]')?.getAttribute('data-map') !== 'waiting',
      undefined,
      { timeout: 1500 },
    )
    expect(await happens(mapComes)).toBe(false)
    expect(await page.getByTestId('map').getAttribute('data-map')).toBe('waiting')
    await page.getByRole('button', { name: 'Show the interactive map' }).click()
    await page.locator('[data-testid="map"][data-ready="true"]').waitFor()
    await page.locator('button[data-count]').first().waitFor()
  })
})
