import { processState } from './process-state'

/**
 * What the production server (src/server) and the app it runs share within one process: whether the
 * process is draining, the checks `/readyz` runs, and the background work to stop before it exits.
 *
 * The server and the app are bundled apart (esbuild and Next), so each has its own copy of this
 * module; the state therefore is process state (src/lib/process-state.ts) rather than a module
 * variable.
 */
type Check = () => Promise<void>
type Stop = (deadline: number) => Promise<void>
type State = { draining: boolean; checks: Map<string, Check>; stops: Map<string, Stop> }

const state = (): State =>
  processState<State>('lifecycle', () => ({ draining: false, checks: new Map(), stops: new Map() }))

/** How long one readiness check may take before it counts as failed. */
const checkTimeoutMs = 2_000

export type Readiness = { ready: boolean; checks: Record<string, string> }

/** Runs a check with a time limit: 'ok', or why not. */
async function outcome(check: Check): Promise<string> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${checkTimeoutMs} ms`)),
      checkTimeoutMs,
    )
  })
  try {
    await Promise.race([check(), late])
    return 'ok'
  } catch (error) {
    return (error as Error).message || String(error)
  } finally {
    clearTimeout(timer)
  }
}

export const lifecycle = {
  isDraining: () => state().draining,
  startDraining() {
    state().draining = true
  },

  /** A dependency `/readyz` asks about; the check throws with the reason when it is not usable. */
  addReadinessCheck(name: string, check: Check) {
    state().checks.set(name, check)
  },

  /**
   * Ready when not draining and every check passes. Before the app has registered any check (it
   * does so once the database is migrated) the process is still starting.
   */
  async readiness(): Promise<Readiness> {
    const { draining, checks } = state()
    if (draining) return { ready: false, checks: { process: 'draining: shutting down' } }
    if (checks.size === 0) return { ready: false, checks: { process: 'starting' } }
    const names = [...checks.keys()]
    const results = await Promise.all([...checks.values()].map(outcome))
    const report = Object.fromEntries(names.map((name, i) => [name, results[i]!]))
    return { ready: results.every((r) => r === 'ok'), checks: report }
  },

  /** Background work to stop when the process drains: it must be done by `deadline` (epoch ms). */
  onStop(name: string, stop: Stop) {
    state().stops.set(name, stop)
  },

  /** Stops every registered piece of background work, together; never throws. */
  async stopAll(deadline: number): Promise<void> {
    await Promise.all(
      [...state().stops.values()].map((stop) => stop(deadline).catch(() => undefined)),
    )
  },
}
