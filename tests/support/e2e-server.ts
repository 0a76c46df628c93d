/**
 * Vitest global setup of the e2e project: the production build served by `next start` on a free port
 * with a fresh SQLite database, which the server migrates and seeds at boot (scripts/lib/serve.mjs).
 */
import type { TestProject } from 'vitest/node'

import { startProductionServer } from '../../scripts/lib/serve.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    databaseUrl: string
  }
}

export default async function setup(project: TestProject) {
  const server = await startProductionServer({
    port: Number(process.env.E2E_PORT) || undefined,
    env: { GTM_ID: 'GTM-E2ETEST' },
  })
  project.provide('baseURL', server.baseURL)
  project.provide('databaseUrl', server.databaseUrl)
  return async () => {
    if (process.env.E2E_SERVER_LOG) console.log(server.log())
    await server.stop()
  }
}
