/**
 * A test file's fresh start in a worker that ran other files before it (`isolate: false` in
 * vitest.config.ts: packages are loaded once per worker instead of once per file, which was most of
 * a run's time). Undoes what a file before may have left: the environment as the worker started,
 * our own modules (evaluated again on their next import, so that `@payload-config` reads this
 * file's database), process-wide state (`src/lib/process-state.ts`), Payload's cached instance,
 * fake timers and spies. Packages stay loaded: they hold no state of ours.
 */
import { vi } from 'vitest'

export function freshStart() {
  const holder = globalThis as typeof globalThis &
    Record<symbol, unknown> & { _payload?: Map<unknown, unknown> }
  // Not a `voltra.` key: those are the app's process-wide state, cleared below; this one stays.
  const first = Symbol.for('voltra-tests.env')
  const env = (holder[first] ??= { ...process.env }) as NodeJS.ProcessEnv
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name]
  Object.assign(process.env, env)
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.resetModules()
  for (const key of Object.getOwnPropertySymbols(holder))
    if (key.description?.startsWith('voltra.')) delete holder[key]
  holder._payload?.clear()
}
