import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { e2eOcpiReceiverToken } from '../support/e2e-env'
import { axeViolations } from './axe'
import { baseURL, browserForSuite } from './browser'
import { asEditor, kyivStations } from './map-stations'

const { newPage } = browserForSuite()

/**
 * Every station and cluster button on the map: its box, and whether another one covers part of it.
 */
const mapTargets = (page: Page) =>
  page.evaluate(() => {
    const boxes = [
      ...document.querySelectorAll(
        '[data-testid="map"] button[data-count], [data-testid="map"] button[data-id]',
      ),
    ].map((el) => el.getBoundingClientRect())
    const overlaps = boxes.filter((a, i) =>
      boxes.some(
        (b, j) =>
          i !== j && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom,
      ),
    ).length
    return {
      count: boxes.length,
      smallest: Math.min(...boxes.map((b) => Math.min(b.width, b.height))),
      overlaps,
    }
  })

/** The view's centre as the map container reports it: [lat, lng]. */
const center = async (page: Page) =>
  (await page.getByTestId('map').getAttribute('data-center'))!.split(',').map(Number) as [
    lat: number,
    lng: number,
  ]

/** Place search with the keyboard: type, ↓ to the first suggestion, Enter. */
async function searchPlace(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Find a place' })
  await box.fill(text)
  const first = page.getByRole('listbox', { name: 'Find a place' }).getByRole('option').first()
  await first.waitFor()
  await box.press('ArrowDown')
  expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'))
  await box.press('Enter')
  expect(await box.getAttribute('aria-expanded')).toBe('false')
}

describe('charger map in Chromium', () => {
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
    for (let i = 0; i < 5 && (await page.locator('button[data-id]').count()) === 0; i++) {
      await page.locator('.maplibregl-ctrl-zoom-in').click()
      await page.waitForTimeout(1200)
    }
    await page.locator('button[data-id]').first().waitFor()
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
      await page
        .locator('[aria-labelledby="station-list-heading"] button[data-cluster]')
        .first()
        .click()
      await expect
        .poll(() => page.getByTestId('map').getAttribute('data-zoom'), { timeout: 15_000 })
        .not.toBe(zoom)
      await page.waitForTimeout(500)
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
    await page.waitForTimeout(1500)
    expect(await page.getByTestId('map').getAttribute('data-map')).toBe('waiting')
    await page.getByRole('button', { name: 'Show the interactive map' }).click()
    await page.locator('[data-testid="map"][data-ready="true"]').waitFor()
    await page.locator('button[data-count]').first().waitFor()
  })

  it('place search is a keyboard combobox: arrows move, Esc closes then clears, no match says so', async () => {
    const page = await newPage()
    await page.goto('/pt/map')
    const box = page.getByRole('combobox', { name: 'Procurar um local' })
    await box.fill('Por')
    const options = page.getByRole('listbox', { name: 'Procurar um local' }).getByRole('option')
    await options.first().waitFor()
    expect(await box.getAttribute('aria-expanded')).toBe('true')
    await box.press('ArrowDown')
    await box.press('ArrowDown')
    const second = await options.nth(1).getAttribute('id')
    if ((await options.count()) > 1)
      expect(await box.getAttribute('aria-activedescendant')).toBe(second)
    expect(await options.first().textContent()).toContain('Porto')
    await box.press('Escape')
    expect(await box.getAttribute('aria-expanded')).toBe('false')
    await box.press('Escape')
    expect(await box.inputValue()).toBe('')
    await box.fill('Zzyzx')
    await page.getByRole('status').filter({ hasText: 'Nenhum local encontrado.' }).waitFor()
  })

  it('a posted comment awaits moderation and appears once an editor approves it', async () => {
    const [station] = await kyivStations(1)
    const page = await newPage()
    await page.goto(`/en/location/${station!.id}`)
    const panel = page.locator(`aside[data-station-id="${station!.id}"]`)
    const heading = panel.getByRole('heading', { name: /^Comments \(\d+\)$/ })
    await heading.waitFor()
    const countBefore = Number((await heading.textContent())!.match(/\d+/)![0])
    const author = `Tester ${Date.now().toString(36)}`
    await panel.getByRole('button', { name: 'Post comment' }).click()
    await panel.getByRole('alert').filter({ hasText: 'Please enter your name' }).waitFor()
    await panel.getByLabel('Your name').fill(author)
    await panel
      .getByLabel('Comment', { exact: true })
      .fill('Both connectors worked, well lit at night.')
    await panel.getByRole('button', { name: 'Post comment' }).click()
    await panel
      .getByTestId('comment-status')
      .filter({ hasText: 'will appear here once a moderator approves it' })
      .waitFor()
    expect(await panel.getByText(author).count()).toBe(0)

    const found = (await (
      await asEditor(
        `/api/station-comments?where[authorName][equals]=${encodeURIComponent(author)}&depth=0`,
      )
    ).json()) as {
      docs: { id: number; approved: boolean }[]
    }
    expect(found.docs).toMatchObject([{ approved: false }])
    expect(
      (
        await asEditor(`/api/station-comments/${found.docs[0]!.id}`, {
          method: 'PATCH',
          body: JSON.stringify({ approved: true }),
        })
      ).status,
    ).toBe(200)

    await page.reload()
    await panel.getByText(author).waitFor()
    expect(
      await panel.getByRole('heading', { name: `Comments (${countBefore + 1})` }).count(),
    ).toBe(1)
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

    // The network pushes the change as a CPO does: an OCPI 2.2.1 PATCH of each EVSE to the
    // Locations receiver.
    const record = (await (
      await asEditor(`/api/stations?where[ocpiId][equals]=${station!.id}&depth=0`)
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

  it('shows the location-denied message with the map provider help link', async () => {
    const page = await newPage({
      permissions: [],
      geolocation: { latitude: 50.45, longitude: 30.52 },
    })
    await page.goto('/pt/map')
    await page.getByRole('button', { name: 'Encontrar-me' }).click()
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Não é possível seguir a sua localização' })
    await alert.waitFor()
    expect(await alert.getByRole('link').getAttribute('href')).toMatch(/^https:\/\//)
  })

  it('finds the visitor when location is allowed', async () => {
    const page = await newPage({
      permissions: ['geolocation'],
      geolocation: { latitude: 38.7223, longitude: -9.1393 },
    })
    await page.goto('/en/map')
    await page.locator('[data-testid="map"][data-ready="true"]').waitFor()
    await page.getByRole('button', { name: 'Find me' }).click()
    await page.getByRole('img', { name: 'You are here' }).waitFor()
  })
})
