import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

/**
 * One runner, four projects (npm test runs them all, see scripts/test.mjs):
 * - unit: pure functions beside their code (`*.test.ts`);
 * - integration-sqlite / integration-postgres: Payload's Local API on a fresh real database per
 *   file (`*.int.test.ts`), once on a temporary SQLite file and once on a new PostgreSQL database,
 *   each a copy of one migrated per run;
 * - e2e and e2e-long: Chromium against the production build (`tests/e2e`), one server for each.
 */
const integration = (database: 'sqlite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `integration-${database}`,
    include: ['src/**/*.int.test.ts', 'tests/integration/**/*.int.test.ts'],
    env: { TEST_DATABASE: database },
    // Migrated once per run into a template; each file gets a copy (tests/support).
    globalSetup: ['tests/support/database-template.ts'],
    setupFiles: ['tests/support/database-per-file.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})

/**
 * The browser tests, in two projects, each with its own server and database (so they share nothing
 * and may run side by side): the flows against the suite's server,
 * and the long files, which mostly wait (servers of their own that boot, restart or stay down on
 * purpose: `tests/e2e/instances/`) or sweep every page (axe). Within a project, files run one at a
 * time.
 */
const e2e = (name: string, include: string[], exclude: string[] = []) => ({
  extends: true as const,
  test: {
    name,
    include,
    exclude,
    globalSetup: ['tests/support/e2e-server.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts'],
          exclude: ['**/*.int.test.ts'],
        },
      },
      integration('sqlite'),
      integration('postgres'),
      e2e('e2e', ['tests/e2e/*.test.ts'], ['tests/e2e/axe-sweep.test.ts']),
      e2e('e2e-long', ['tests/e2e/instances/*.test.ts', 'tests/e2e/axe-sweep.test.ts']),
    ],
  },
})
