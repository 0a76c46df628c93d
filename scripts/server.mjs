#!/usr/bin/env node
/**
 * `npm run serve`: the production server. Its code is src/server (start with its README); `next
 * build` bundles it with the build it serves, into .next/production-server.mjs.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const bundle = path.resolve(import.meta.dirname, '../.next/production-server.mjs')
if (!existsSync(bundle)) {
  console.error(
    'There is no production build: run `npm run build` first (or `npm start`, which builds when needed).',
  )
  process.exit(1)
}
await import(pathToFileURL(bundle).href)
