/**
 * Settings the server refuses to start without. Checked once at boot (the Payload config and
 * src/instrumentation.ts), so a misconfigured production server stops with a clear message instead of
 * serving errors page by page, however it was started (`npm start`, `next start`, a custom server).
 */
type Env = Record<string, string | undefined>

const isProductionRuntime = (env: Env) => env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build'

/** Every problem with the environment, as sentences for the operator; empty when the server may start. */
export function envProblems(env: Env = process.env): string[] {
  const problems: string[] = []
  if (isProductionRuntime(env) && !env.PAYLOAD_SECRET) {
    problems.push('PAYLOAD_SECRET is not set. Set it in the environment or in .env (see .env.example); it signs sessions and preview tokens.')
  }
  if (env.WEBHOOK_URL && !env.WEBHOOK_SECRET) {
    problems.push('WEBHOOK_URL is set without WEBHOOK_SECRET. Set WEBHOOK_SECRET (the key the receiver checks the signature with) or unset WEBHOOK_URL.')
  }
  return problems
}

export class EnvError extends Error {
  constructor(public problems: string[]) {
    super(`The server cannot start:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'EnvError'
  }
}

/** Throws an EnvError listing every problem; returns quietly when the environment is usable. */
export function assertValidEnv(env: Env = process.env): void {
  const problems = envProblems(env)
  if (problems.length > 0) throw new EnvError(problems)
}
