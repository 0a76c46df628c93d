import { describe, expect, it } from 'vitest'

import { useBrowser } from './browser'
import { get } from './http'

const { newPage } = useBrowser()

type Item = { kind: 'station' | 'cluster'; id: string; appOnly?: boolean; count?: number; name?: string }
const stations = async (query: string) => {
  const response = await get(`/api/v1/stations?${query}`)
  expect(response.status).toBe(200)
  return (await response.json()) as { total: number; clustered: boolean; items: Item[] }
}
const kyivCentre = 'bbox=30.45,50.40,30.62,50.50&zoom=14'

describe('stations API', () => {
  it('clusters a whole country, answers 400 JSON for bad input and 404 for unknown stations', async () => {
    const ukraine = await stations('bbox=22,44,41,53&zoom=5')
    expect(ukraine.clustered).toBe(true)
    expect(ukraine.total).toBeGreaterThan(1500)
    expect(ukraine.items.length).toBeLessThan(300)
    for (const bad of ['', 'bbox=1,2,3', 'bbox=0,0,1,1&zoom=99', 'bbox=0,0,1,1&power=9kW', 'bbox=0,0,1,1&type=secret']) {
      const response = await get(`/api/v1/stations?${bad}`)
      expect(response.status, bad).toBe(400)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('bad_request')
    }
    expect((await get('/api/v1/stations/NO-SUCH-STATION')).status).toBe(404)
    expect((await get('/api/v1/stations/bad%20id!')).status).toBe(400)
  })

  it('omits the app-only details of stations for app users only', async () => {
    const city = await stations(kyivCentre)
    expect(city.clustered).toBe(false)
    const a = city.items.find((i) => i.kind === 'station' && i.appOnly)!
    const o = city.items.find((i) => i.kind === 'station' && !i.appOnly)!
    const detailA = (await (await get(`/api/v1/stations/${a.id}`)).json()) as Record<string, unknown>
    const detailO = (await (await get(`/api/v1/stations/${o.id}`)).json()) as Record<string, unknown>
    expect(detailA.appUsersOnly).toBe(true)
    expect(detailA.details).toBeUndefined()
    expect(detailO.details).toBeTruthy()
  })
})

describe('charger map in Chromium', () => {
  it('renders clusters on the built-in basemap, markers when zoomed in, and a filter changes the visible stations', async () => {
    const page = await newPage()
    const failures: string[] = []
    page.on('response', (r) => r.status() >= 400 && failures.push(`${r.status()} ${r.url()}`))
    await page.goto('/ua/map')
    await page.locator('[data-testid="map"][data-ready="true"]').waitFor()
    await page.locator('button[data-count]').first().waitFor()
    expect(await page.locator('button[data-count]').count()).toBeGreaterThan(3)
    // The basemap drew onto a WebGL canvas.
    expect(await page.locator('canvas.maplibregl-canvas').count()).toBe(1)

    await page.goto('/en/map')
    await page.locator('[data-testid="map"][data-ready="true"]').waitFor()
    await page.evaluate(() => (window as unknown as { __map: { jumpTo: (o: object) => void } }).__map.jumpTo({ center: [30.52, 50.45], zoom: 14 }))
    await page.locator('button[data-id]').first().waitFor()
    const count = page.getByTestId('station-count')
    const before = await count.textContent()
    const markersBefore = await page.locator('button[data-id]').count()
    expect(markersBefore).toBeGreaterThan(0)

    await page.getByRole('checkbox', { name: '120+ kW' }).check()
    await page.waitForURL(/power=120%2B/)
    await expect.poll(() => count.textContent()).not.toBe(before)
    await expect.poll(() => page.locator('button[data-id]').evaluateAll((els) => els.every((e) => (e as HTMLElement).dataset.band === '120+'))).toBe(true)

    // The list shows the same stations and opens one with the keyboard.
    const first = page.locator('[aria-labelledby="station-list-heading"] button[data-station]').first()
    const id = await first.getAttribute('data-station')
    await first.focus()
    await page.keyboard.press('Enter')
    await page.locator(`aside[data-station-id="${id}"]`).waitFor()
    await page.waitForURL(new RegExp(`/en/location/${id}\\?power=120%2B`))
    expect(failures).toEqual([])
  })

  it('location/{id} opens centred on that station with its panel', async () => {
    const city = await stations(kyivCentre)
    const station = city.items.find((i) => i.kind === 'station' && !i.appOnly)!
    const page = await newPage()
    const response = await page.goto(`/en/location/${station.id}`)
    expect(response?.status()).toBe(200)
    const panel = page.locator(`aside[data-station-id="${station.id}"]`)
    await panel.waitFor()
    expect(await panel.getByRole('heading', { level: 2 }).textContent()).toBe(station.name)
    expect(await page.locator('h1').textContent()).toBe(station.name)
    expect(await panel.getByTestId('station-status').textContent()).toMatch(/Not occupied|Occupied|Under repair/)
    expect(await panel.getByTestId('station-open').textContent()).toMatch(/24 hours|Open · closes at \d\d:\d\d|Closed/)
    expect(await panel.getByText('Zip code').count()).toBe(1)
    expect(await panel.getByRole('link', { name: 'Directions' }).getAttribute('href')).toContain('destination=')
    await page.locator('[data-testid="map"][data-ready="true"]').waitFor()
    await page.locator(`button[data-id="${station.id}"]`).waitFor()
    const center = await page.evaluate(() => (window as unknown as { __map: { getCenter: () => { lng: number; lat: number } } }).__map.getCenter())
    const detail = (await (await get(`/api/v1/stations/${station.id}`)).json()) as { lat: number; lng: number }
    expect(center.lat).toBeCloseTo(detail.lat, 3)
    expect(center.lng).toBeCloseTo(detail.lng, 3)

    await panel.getByRole('button', { name: 'Close station details' }).click()
    await page.waitForURL(/\/en\/map$/)
  })

  it('shows the location-denied message with the map provider help link', async () => {
    const page = await newPage({ permissions: [], geolocation: { latitude: 50.45, longitude: 30.52 } })
    await page.goto('/pt/map')
    await page.getByRole('button', { name: 'Encontrar-me' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Não é possível seguir a sua localização' })
    await alert.waitFor()
    expect(await alert.getByRole('link').getAttribute('href')).toMatch(/^https:\/\//)
  })

  it('finds the visitor when location is allowed', async () => {
    const page = await newPage({ permissions: ['geolocation'], geolocation: { latitude: 38.7223, longitude: -9.1393 } })
    await page.goto('/en/map')
    await page.locator('[data-testid="map"][data-ready="true"]').waitFor()
    await page.getByRole('button', { name: 'Find me' }).click()
    await page.getByRole('img', { name: 'You are here' }).waitFor()
  })
})
