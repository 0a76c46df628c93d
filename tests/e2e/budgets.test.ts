import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { measurePageWeight } from '../../bench/page-weight.mjs'

import { baseURL } from './browser'

const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as { jsCeilingsGzipKb: Record<string, number> }

/** The cheap CI half of the performance budgets: first-load JavaScript per page may not grow past its ceiling. */
describe('first-load JavaScript budgets', () => {
  for (const [path, budgetKb] of Object.entries(budgets.jsCeilingsGzipKb)) {
    it(`${path} ships at most ${budgetKb} KB of gzipped JavaScript`, async () => {
      const weight = await measurePageWeight(baseURL(), path)
      expect(weight.scripts).toBeGreaterThan(0)
      expect(weight.js.gzip / 1024, `${path}: ${(weight.js.gzip / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(budgetKb)
    })
  }
})
