/**
 * Every environment variable the production server itself reads, in one place (the app reads its
 * own, see .env.example). Unreadable values fall back to the default rather than stopping the
 * server.
 */
export type ServerSettings = {
  port: number
  /** How many reverse proxies in front append to X-Forwarded-For and set X-Forwarded-Proto. */
  trustedProxies: number
  /** Page memory: shared pages kept whole and compressed (0: every page goes to Next). */
  pageMemoryBytes: number
  /** File memory: build files and versioned uploads (0: every file goes to Next). */
  fileMemoryBytes: number
  /** How long a draining process lets requests in flight and background work finish. */
  shutdownGraceMs: number
  /** Bearer token that opens /metrics to other hosts than this one; unset: loopback only. */
  metricsToken: string | undefined
}

type Env = Record<string, string | undefined>

function number(value: string | undefined, fallback: number, min = 0): number {
  const parsed = Number(value)
  return value !== undefined && value.trim() !== '' && Number.isFinite(parsed) && parsed >= min
    ? parsed
    : fallback
}

export function readSettings(env: Env = process.env): ServerSettings {
  return {
    port: number(env.PORT, 3000, 1),
    trustedProxies: Math.floor(number(env.TRUSTED_PROXIES, 0)),
    pageMemoryBytes: number(env.PAGE_MEMORY_MB, 64) * 1024 * 1024,
    fileMemoryBytes: number(env.FILE_MEMORY_MB, 64) * 1024 * 1024,
    shutdownGraceMs: number(env.SHUTDOWN_GRACE_SECONDS, 25) * 1000,
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
  }
}
