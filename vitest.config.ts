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
 * - e2e, e2e-admin, e2e-settings and e2e-long: Chromium against the production build (`tests/e2e`),
 *   one server for each.
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
    // One worker runs the files one after another with the packages loaded once; the setup file
    // gives each file a fresh start all the same.
    isolate: false,
  },
})

/**
 * The browser tests, in four projects, each with its own server and database (so they share nothing
 * and may run side by side): the site's flows (`e2e`) and the back office's (`e2e-admin`) against
 * their project's server; servers of their own started with other settings, and the axe sweeps
 * of every page and every back-office screen (`e2e-settings`); and servers that restart, drain or
 * lose their database, Redis or mail server on purpose, timed (`e2e-long`: only servers of its
 * own). Within a project, files run one at a time.
 */
const e2e = (
  name: string,
  include: string[],
  { exclude = [], projectServer = true }: { exclude?: string[]; projectServer?: boolean } = {},
) => ({
  extends: true as const,
  test: {
    name,
    include,
    exclude,
    globalSetup: ['tests/support/e2e-server.ts'],
    // Whether the setup starts the project's server (a project whose files all start their own
    // does without).
    provide: { projectServer },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // One worker runs the project's files one after another, Playwright and the helpers loaded
    // once: a worker of its own per file cost about a second of processor each. Each file closes
    // what it opens (its browser, its servers) in `afterAll`; what the helpers cache is about the
    // project's one server.
    isolate: false,
  },
})

const backOffice = ['tests/e2e/admin*.test.ts', 'tests/e2e/backoffice*.test.ts']

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
          // A worker runs many files, the packages loaded once (54 s → 20 s for the project on two
          // cores); each file still starts as if alone (tests/support/fresh-start.ts).
          isolate: false,
          setupFiles: ['tests/support/unit-per-file.ts'],
        },
      },
      integration('sqlite'),
      integration('postgres'),
      e2e('e2e', ['tests/e2e/*.test.ts'], {
        exclude: [...backOffice, 'tests/e2e/axe-sweep*.test.ts'],
      }),
      e2e('e2e-admin', backOffice),
      e2e('e2e-settings', ['tests/e2e/settings/*.test.ts', 'tests/e2e/axe-sweep*.test.ts']),
      e2e('e2e-long', ['tests/e2e/instances/*.test.ts'], { projectServer: false }),
    ],
  },
})
