import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { measurePageWeight } from '../../bench/page-weight.mjs'

import { baseURL } from './browser'

const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as {
  jsCeilingsGzipKb: Record<string, number>
}

/**
 * The cheap CI half of the performance budgets: first-load JavaScript per page may not grow past
 * its ceiling.
 */
describe('first-load JavaScript budgets', () => {
  for (const [path, budgetKb] of Object.entries(budgets.jsCeilingsGzipKb)) {
    it(`${path} ships at most ${budgetKb} KB of gzipped JavaScript`, async () => {
      const weight = await measurePageWeight(baseURL(), path)
      expect(weight.scripts).toBeGreaterThan(0)
      expect(
        weight.js.gzip / 1024,
        `${path}: ${(weight.js.gzip / 1024).toFixed(1)} KB`,
      ).toBeLessThanOrEqual(budgetKb)
    })
  }

  it('the home page ships no more JavaScript than the news list', async () => {
    // Its hero video's behaviour loads on demand (src/features/site/client/enhance.ts), not with
    // the page.
    const [home, news] = await Promise.all([
      measurePageWeight(baseURL(), '/en'),
      measurePageWeight(baseURL(), '/en/news'),
    ])
    expect(home.js.gzip, `/en ${home.js.gzip} B, /en/news ${news.js.gzip} B`).toBeLessThanOrEqual(
      news.js.gzip,
    )
  })
})
