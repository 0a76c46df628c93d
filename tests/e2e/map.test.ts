import { describe, expect, it } from 'vitest'

import { e2eOcpiReceiverToken } from '../support/e2e-env'
import { axeViolations } from './axe'
import { baseURL, browserForSuite } from './browser'
import { center, mapTargets, nextViewStations, searchPlace } from './map-page'
import { asEditor, kyivStations } from './map-stations'

const { newPage } = browserForSuite()

/**
 * The network pushes a status change as a CPO does: an OCPI 2.2.1 PATCH of each EVSE of the station
 * to the Locations receiver.
 */
async function pushStatus(id: string, status: string) {
  const record = (await (
    await asEditor(`/api/stations?where[ocpiId][equals]=${id}&depth=0`)
  ).json()) as {
    docs: { countryCode: string; partyId: string; ocpiId: string; evses: { uid: string }[] }[]
  }
  const { countryCode, partyId, ocpiId, evses } = record.docs[0]!
  for (const evse of evses) {
    const pushed = await fetch(
      new URL(`/ocpi/2.2.1/locations/${countryCode}/${partyId}/${ocpiId}/${evse.uid}`, baseURL()),
      {
        method: 'PATCH',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Token ${Buffer.from(e2eOcpiReceiverToken).toString('base64')}`,
        },
        body: JSON.stringify({ status, last_updated: new Date().toISOString() }),
      },
    )
    expect(pushed.status).toBe(200)
    expect(((await pushed.json()) as { status_code: number }).status_code).toBe(1000)
  }
}

describe('charger map in Chromium: clusters, search, filters and the list', () => {
  it('renders clusters that never overlap, moves by place search, shows markers when zoomed in, and a filter changes the visible stations', async () => {
    const page = await newPage()
    const failures: string[] = []
    // The stations' version (polled for live updates) may not exist on this server: the map falls
    // back to reloading.
    page.on(
      'response',
      (r) =>
        r.status() >= 400 &&
        !r.url().endsWith('/api/v1/stations/version') &&
        failures.push(`${r.status()} ${r.url()}`),
    )
    for (const locale of ['ua', 'my']) {
      await page.goto(`/${locale}/map`)
      await page.locator('[data-testid="map"][data-ready="true"]').waitFor()
      await page.locator('button[data-count]').first().waitFor()
      const targets = await mapTargets(page)
      expect(targets.count, locale).toBeGreaterThan(3)
      expect(targets.smallest, locale).toBeGreaterThanOrEqual(24)
      expect(targets.overlaps, locale).toBe(0)
    }
    // The basemap drew onto a WebGL canvas.
    expect(await page.locator('canvas.maplibregl-canvas').count()).toBe(1)

    await page.goto('/en/map')
    await page.locator('[data-testid="map"][data-ready="true"]').waitFor()
    await searchPlace(page, 'kyiv')
    await expect.poll(async () => (await center(page))[1], { timeout: 10_000 }).toBeCloseTo(30.5, 0)
    expect((await center(page))[0]).toBeCloseTo(50.45, 0)
    // Zoomed in a step at a time until single stations are drawn, each step once its stations came.
    const markers = page.locator('button[data-id]')
    for (let i = 0; i < 5 && (await markers.count()) === 0; i++) {
      const answer = nextViewStations(page, await page.getByTestId('map').getAttribute('data-zoom'))
      await page.locator('.maplibregl-ctrl-zoom-in').click()
      if ((await answer).items.some((item) => item.kind === 'station')) break
    }
    await markers.first().waitFor()
    const count = page.getByTestId('station-count')
    const before = await count.textContent()
    expect((await mapTargets(page)).overlaps).toBe(0)

    await page.getByRole('checkbox', { name: '120+ kW' }).check()
    await page.waitForURL(/power=120%2B/)
    await expect.poll(() => count.textContent(), { timeout: 15_000 }).not.toBe(before)
    await expect
      .poll(
        () =>
          page
            .locator('button[data-id]')
            .evaluateAll((els) => els.every((e) => (e as HTMLElement).dataset.band === '120+')),
        { timeout: 15_000 },
      )
      .toBe(true)

    // The list shows the same stations and opens one with the keyboard; Esc closes it and focus
    // returns.
    const first = page
      .locator('[aria-labelledby="station-list-heading"] button[data-station]')
      .first()
    const id = await first.getAttribute('data-station')
    await first.focus()
    await page.keyboard.press('Enter')
    await page.locator(`aside[data-station-id="${id}"]`).waitFor()
    await page.waitForURL(new RegExp(`/en/location/${id}\\?power=120%2B`))
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 15_000 })
      .toBe('station-title')
    await page.keyboard.press('Escape')
    await page.waitForURL(/\/en\/map\?power=120%2B$/)
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              document.activeElement?.closest('[aria-labelledby="station-list-heading"]') !== null,
          ),
        { timeout: 15_000 },
      )
      .toBe(true)
    expect(failures).toEqual([])
  })
})

describe("charger map in Chromium: a station's page and its live status", () => {
  it('location/{id} opens centred on that station with its panel, the price of each connector and no serious axe violation', async () => {
    const [station] = await kyivStations(1)
    const page = await newPage()
    const response = await page.goto(`/en/location/${station!.id}`)
    expect(response?.status()).toBe(200)
    const panel = page.locator(`aside[data-station-id="${station!.id}"]`)
    await panel.waitFor()
    expect(await page.locator('h1').textContent()).toBe(
      await panel.getByRole('heading', { level: 2 }).textContent(),
    )
    expect(await panel.getByTestId('station-status').textContent()).toMatch(
      /Not occupied|Occupied|Under repair/,
    )
    expect(await panel.getByTestId('station-open').textContent()).toMatch(
      /24 hours|Open · closes at \d\d:\d\d|Closed/,
    )
    expect(await panel.getByText('Zip code').count()).toBe(1)
    expect(await panel.getByRole('link', { name: 'Directions' }).getAttribute('href')).toContain(
      'destination=',
    )
    // Prices before paying: the tariff's components once the server sends them, else the price per
    // kWh.
    const price = await panel.getByTestId('connector-price').first().textContent()
    expect(price).toMatch(/^Price: .*(₴|€|RM).*(per kWh|per minute|per session)/)
    await page.locator('[data-testid="map"][data-ready="true"]').waitFor()
    await page.locator(`button[data-id="${station!.id}"]`).waitFor()
    const [lat, lng] = await center(page)
    expect(lat).toBeCloseTo(station!.lat, 3)
    expect(lng).toBeCloseTo(station!.lng, 3)
    expect(await axeViolations(page)).toEqual([])

    await panel.getByRole('button', { name: 'Close station details' }).click()
    await page.waitForURL(/\/en\/map$/)
    expect(await axeViolations(page)).toEqual([])
  })

  it('an EVSE status change shows on the open map without a reload, keeping the panel and the focus', async () => {
    const [, station] = await kyivStations(2)
    const page = await newPage()
    await page.goto(`/en/location/${station!.id}`)
    const panel = page.locator(`aside[data-station-id="${station!.id}"]`)
    await page.locator(`[data-testid="map"][data-ready="true"]`).waitFor()
    const marker = page.locator(`button[data-id="${station!.id}"]`)
    await marker.waitFor()
    await page.evaluate(
      () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
    )
    const now = await panel.getByTestId('station-status').textContent()
    const [status, label, summary] =
      now === 'Under repair'
        ? ['AVAILABLE', 'Not occupied', 'free']
        : ['OUTOFORDER', 'Under repair', 'repair']
    await panel.getByRole('heading', { level: 2 }).focus()

    await pushStatus(station!.id, status)

    await expect
      .poll(() => panel.getByTestId('station-status').textContent(), {
        timeout: 40_000,
        interval: 1000,
      })
      .toBe(label)
    await expect.poll(() => marker.getAttribute('data-status'), { timeout: 5_000 }).toBe(summary)
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('station-title')
    expect(new URL(page.url()).pathname).toBe(`/en/location/${station!.id}`)
  }, 70_000)
})
