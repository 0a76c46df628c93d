import { describe, expect, it } from 'vitest'

import { adminSession } from './admin-session'
import { baseURL, browserForSuite } from './browser'

/**
 * The admin desk's Web Vitals: a beacon sent to the site shows as its page type's p75 in this
 * week's column of the LCP chart's table, against "good".
 */
const { newPage } = browserForSuite()
const { loggedIn } = adminSession(newPage)

describe('the desk’s page speed for real visitors', () => {
  it(
    'shows each page type’s p75 of the last four weeks against "good", with its table',
    { timeout: 120_000 },
    async () => {
      const sent = await fetch(new URL('/api/v1/vitals', baseURL()), {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({
          path: '/pt/business/hardware',
          device: 'mobile',
          connection: '4g',
          metrics: { LCP: 2200, CLS: 0.02 },
        }),
      })
      expect(sent.status).toBe(204)
      const page = await loggedIn('admin')
      // The back office's first page of a fresh server compiles its bundles: more than a page's time.
      await page.goto('/admin', { waitUntil: 'commit', timeout: 60_000 })
      const panel = page.locator('[data-dashboard="vitals"]')
      await panel.waitFor({ timeout: 60_000 })
      const lcp = panel.locator('[data-chart="vitals-lcp"]')
      await lcp.locator('canvas').waitFor()
      const table = lcp.locator('table')
      expect(await table.locator('thead th').allInnerTexts()).toEqual(
        expect.arrayContaining(['Page', 'All 4 weeks', 'Visits measured']),
      )
      const row = table.locator('tbody tr', { hasText: '/business/hardware' })
      const cells = await row.locator('td').allInnerTexts()
      // Four weeks, the four together, the visits; this week's p75 within (1.8 s, 2.5 s].
      expect(cells).toHaveLength(6)
      const thisWeek = Number(cells[3]!.replace(/\D/g, ''))
      expect(thisWeek).toBeGreaterThan(1800)
      expect(thisWeek).toBeLessThanOrEqual(2500)
      expect(Number(cells[5])).toBeGreaterThanOrEqual(1)
      expect(await lcp.locator('canvas').getAttribute('aria-label')).toContain('LCP')
    },
  )
})
