#!/usr/bin/env node
/**
 * First-load JavaScript (gzip) of pages of a running server: the sum of the gzipped sizes of every
 * <script src> in the page's HTML. Usage: node scripts/measure-first-load-js.mjs http://localhost:3000 /en /en/business
 */
import { gzipSync } from 'node:zlib'

const [base, ...paths] = process.argv.slice(2)
const sizes = new Map()
for (const path of paths) {
  const html = await (await fetch(new URL(path, base))).text()
  const srcs = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))]
  let total = 0
  for (const src of srcs) {
    if (!sizes.has(src)) sizes.set(src, gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer()), { level: 9 }).length)
    total += sizes.get(src)
  }
  console.log(`${path}\t${(total / 1024).toFixed(1)} KB gzip\t(${srcs.length} scripts)`)
}
