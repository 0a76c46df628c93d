import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import type { Page } from 'playwright-core'

import { drawSkippedSections } from './browser'

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] }
type Impact = 'minor' | 'moderate' | 'serious' | 'critical'

/**
 * axe-core's violations on the page at or above `impacts` (serious and critical unless given), each
 * as "rule (impact): up to three targets". `exclude` lists selectors axe should not audit.
 */
export async function axeViolations(
  page: Page,
  {
    impacts = ['serious', 'critical'],
    exclude = [],
  }: { impacts?: Impact[]; exclude?: string[] } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  await drawSkippedSections(page)
  const results = await page.evaluate(
    (excluded) =>
      (
        window as unknown as {
          axe: { run: (context: object, options: object) => Promise<{ violations: Violation[] }> }
        }
      ).axe.run(excluded.length ? { exclude: excluded.map((s) => [s]) } : document, {
        resultTypes: ['violations'],
      }),
    exclude,
  )
  return results.violations
    .filter((v) => v.impact !== null && (impacts as string[]).includes(v.impact))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    )
}
