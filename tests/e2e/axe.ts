import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import type { Page } from 'playwright-core'

import { drawSkippedSections } from './browser'

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** The rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

type Violation = {
  id: string
  impact: string | null
  tags: string[]
  nodes: { target: string[] }[]
}
type Impact = 'minor' | 'moderate' | 'serious' | 'critical'

/**
 * axe-core's violations on the page at or above `impacts` (serious and critical unless given), each
 * as "rule (impact): up to three targets". `exclude` lists selectors axe should not audit; `tags` limits the rules to
 * those tagged so (WCAG 2.2 AA: `wcagTags`), every rule otherwise.
 */
export async function axeViolations(
  page: Page,
  {
    impacts = ['serious', 'critical'],
    exclude = [],
    tags,
  }: { impacts?: Impact[]; exclude?: string[]; tags?: string[] } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  await drawSkippedSections(page)
  const results = await page.evaluate(
    ({ excluded, only }) =>
      (
        window as unknown as {
          axe: { run: (context: object, options: object) => Promise<{ violations: Violation[] }> }
        }
      ).axe.run(excluded.length ? { exclude: excluded.map((s) => [s]) } : document, {
        resultTypes: ['violations'],
        ...(only ? { runOnly: { type: 'tag', values: only } } : {}),
      }),
    { excluded: exclude, only: tags ?? null },
  )
  return (
    results.violations
      // Chosen by tag, axe runs its experimental rules too, which it leaves out by default (as on
      // the site's sweep): left out here as well.
      .filter((v) => !v.tags.includes('experimental'))
      .filter((v) => v.impact !== null && (impacts as string[]).includes(v.impact))
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      )
  )
}
