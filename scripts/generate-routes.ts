/**
 * `npm run routes`: writes the route files of the site's pages from src/features/site/pages.ts and
 * removes the generated ones no page needs any more (hand-written route files are left alone).
 */
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

import { generatedHeader, routeFiles, routesRoot } from '../src/features/site/route-files'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)

const wanted = new Map(routeFiles().map(({ file, source }) => [file, source]))
let written = 0
for (const [file, source] of wanted) {
  let current: string | null = null
  try {
    current = readFileSync(file, 'utf8')
  } catch {
    // a new page
  }
  if (current === source) continue
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, source)
  written++
}

/** Generated page files no page needs any more, and the folders they leave empty. */
function prune(dir: string): number {
  let removed = 0
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) {
      removed += prune(full)
      if (readdirSync(full).length === 0) rmdirSync(full)
    } else if (
      entry === 'page.tsx' &&
      !wanted.has(full) &&
      readFileSync(full, 'utf8').startsWith(generatedHeader)
    ) {
      unlinkSync(full)
      removed++
    }
  }
  return removed
}
const removed = prune(routesRoot)
console.log(`Routes: ${wanted.size} generated files, ${written} written, ${removed} removed.`)
