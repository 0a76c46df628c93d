import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** The map page as the browser tests read it: its buttons, its centre, its place search. */

/**
 * Every station and cluster button on the map: its box, and whether another one covers part of it.
 */
export const mapTargets = (page: Page) =>
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
export const center = async (page: Page) =>
  (await page.getByTestId('map').getAttribute('data-center'))!.split(',').map(Number) as [
    lat: number,
    lng: number,
  ]

/** Place search with the keyboard: type, ↓ to the first suggestion, Enter. */
export async function searchPlace(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Find a place' })
  await box.fill(text)
  const first = page.getByRole('listbox', { name: 'Find a place' }).getByRole('option').first()
  await first.waitFor()
  await box.press('ArrowDown')
  expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'))
  await box.press('Enter')
  expect(await box.getAttribute('aria-expanded')).toBe('false')
}

/** The stations' JSON answer for a view, as the tests read it. */
export type StationsAnswer = {
  total: number
  items: ({ kind: 'station'; id: string } | { kind: 'cluster'; count: number })[]
}

/**
 * The stations' answer for the next view, one whose zoom is not `zoom` (the map's `data-zoom`
 * before the move); called before the move that asks for it.
 */
export async function nextViewStations(page: Page, zoom: string | null): Promise<StationsAnswer> {
  const response = await page.waitForResponse((r) => {
    const url = new URL(r.url())
    return url.pathname === '/api/v1/stations' && url.searchParams.get('zoom') !== zoom
  })
  return (await response.json()) as StationsAnswer
}

/** Waits until the list shows `answer`: its count, and its first station or its largest cluster. */
export async function listShows(page: Page, { total, items }: StationsAnswer) {
  await page
    .getByTestId('station-count')
    .filter({ hasText: new RegExp(`^${total} stations in view$`) })
    .waitFor()
  const station = items.find((item) => item.kind === 'station')
  const largest = Math.max(...items.map((item) => (item.kind === 'cluster' ? item.count : 0)))
  await page
    .locator('[aria-labelledby="station-list-heading"]')
    .locator(station ? `button[data-station="${station.id}"]` : `button[data-cluster="${largest}"]`)
    .first()
    .waitFor()
}
