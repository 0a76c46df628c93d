#!/usr/bin/env node
/**
 * First-load JavaScript of a page, gzip: `node scripts/first-load-js.mjs http://localhost:3000/en/map`.
 * Sums the scripts the HTML references; with `--after=<ms>` a headless Chromium also counts the
 * chunks loaded dynamically once the page has hydrated (the map library).
 */
import { gzipSync } from 'node:zlib'

const url = process.argv[2] ?? 'http://localhost:3000/en/map'
const html = await (await fetch(url)).text()
const srcs = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))]
let raw = 0
let gz = 0
for (const src of srcs) {
  const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer())
  raw += body.length
  gz += gzipSync(body, { level: 9 }).length
}
console.log(`${url}: ${srcs.length} scripts, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip (first load)`)

const { chromium } = await import('playwright-core')
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--enable-unsafe-swiftshader', '--use-angle=swiftshader'] })
const page = await browser.newPage()
const scripts = new Map()
page.on('response', async (response) => {
  if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body().catch(() => Buffer.alloc(0)))
})
await page.goto(url, { waitUntil: 'networkidle' })
let all = 0
for (const [src, body] of scripts) if (!srcs.some((s) => src.endsWith(s))) all += gzipSync(await body, { level: 9 }).length
console.log(`loaded after hydration (map library and map code): ${(all / 1024).toFixed(1)} KB gzip`)
await browser.close()
