/**
 * Bundles the production server (src/server, TypeScript) into .next/production-server.mjs, so it
 * runs on plain Node with no loader at start-up. Called by `next build` once it has compiled the
 * app (next.config.ts), so every build carries the server that belongs to it. Packages stay in
 * node_modules: the server shares next and prom-client with the app.
 */
import path from 'node:path'

import { build } from 'esbuild'

export async function buildProductionServer(distDir, root = path.resolve(distDir, '..')) {
  await build({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outfile: path.join(distDir, 'production-server.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
    legalComments: 'none',
  })
}
