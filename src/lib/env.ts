/**
 * Settings the server refuses to start without. Checked once at boot (the Payload config and
 * src/instrumentation.ts), so a misconfigured production server stops with a clear message instead
 * of serving errors page by page, however it was started (`npm start`, `next start`, a custom
 * server).
 */
import { embedOrigins } from './security/csp'

type Env = Record<string, string | undefined>

/**
 * Passwords of the demo accounts, one variable each; `npm start` generates them into .env on first
 * run.
 */
export const demoPasswordVariables = {
  admin: 'DEMO_ADMIN_PASSWORD',
  editor: 'DEMO_EDITOR_PASSWORD',
  sales: 'DEMO_SALES_PASSWORD',
} as const
const demoPasswordMinLength = 12

/**
 * Demo content is seeded only when asked; then every demo account needs its password from the
 * environment.
 */
const demoSeedingRequested = (env: Env) => env.SEED_DEMO_CONTENT === 'true'

/**
 * The problem with the demo passwords (missing or short), if any; the seed checks this before
 * writing.
 */
export function demoPasswordProblems(env: Env): string[] {
  const weak = Object.values(demoPasswordVariables).filter(
    (name) => (env[name] ?? '').length < demoPasswordMinLength,
  )
  if (weak.length === 0) return []
  return [
    `SEED_DEMO_CONTENT=true needs ${weak.join(', ')} (at least ${demoPasswordMinLength} characters each): the demo accounts get no built-in password. ` +
      '`npm start` generates them into .env; otherwise set them, or unset SEED_DEMO_CONTENT.',
  ]
}

/**
 * The S3 variables that must all be set for media to go to a bucket (S3_FORCE_PATH_STYLE is
 * optional).
 */
const s3Variables = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const

/**
 * What is wrong with the S3 settings, for the boot check (src/lib/env.ts): some set, others
 * missing.
 */
function s3Problems(env: Env = process.env): string[] {
  const missing = s3Variables.filter((name) => !env[name])
  if (!env.S3_BUCKET || missing.length === 0) return []
  return [
    `S3_BUCKET is set but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not: set them all for media in an S3 bucket, or unset S3_BUCKET for the local media folder.`,
  ]
}

const isProductionRuntime = (env: Env) =>
  env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build'

/**
 * Every problem with the environment, as sentences for the operator; empty when the server may
 * start.
 */
export function envProblems(env: Env = process.env): string[] {
  const problems: string[] = []
  if (isProductionRuntime(env) && !env.PAYLOAD_SECRET) {
    problems.push(
      'PAYLOAD_SECRET is not set. Set it in the environment or in .env (see .env.example); it signs sessions and preview tokens.',
    )
  }
  if (env.WEBHOOK_URL && !env.WEBHOOK_SECRET) {
    problems.push(
      'WEBHOOK_URL is set without WEBHOOK_SECRET. Set WEBHOOK_SECRET (the key the receiver checks the signature with) or unset WEBHOOK_URL.',
    )
  }
  if (env.PAYMENTS_PROVIDER && env.PAYMENTS_PROVIDER !== 'test') {
    problems.push(
      `PAYMENTS_PROVIDER=${env.PAYMENTS_PROVIDER} is not known. Set it to "test" for the built-in test provider (no real money), or leave it unset and set the Stripe keys.`,
    )
  }
  problems.push(...s3Problems(env))
  const embeds = embedOrigins(env.MAP_EMBED_ORIGINS)
  if (embeds.invalid.length)
    problems.push(
      `MAP_EMBED_ORIGINS has entries that are not origins: ${embeds.invalid.join(', ')}. List the sites that may frame the map as https://host (or https://*.host), separated by commas.`,
    )
  if (demoSeedingRequested(env)) problems.push(...demoPasswordProblems(env))
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
