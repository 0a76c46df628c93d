import { Redis } from 'ioredis'

import { plainAddress } from './ip'

/**
 * Per-address rate limits (forms, orders, payments, back-office logins, Web Vitals beacons): a
 * fixed window per key, in
 * Redis when REDIS_URL is set (shared by every process), else in memory; when Redis fails, counting
 * goes on in memory, so a limit degrades to per-process, never to none. FORMS_RATE_* (forms README),
 * LOGIN_RATE_* and VITALS_RATE_* (docs/configuration.md) set them.
 */
type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number }
export interface RateLimiter {
  hit(key: string): Promise<RateLimitResult>
}

type RateLimitScope = 'FORMS' | 'LOGIN' | 'VITALS'
const defaults: Record<RateLimitScope, { limit: number; windowSeconds: number }> = {
  FORMS: { limit: 10, windowSeconds: 600 },
  LOGIN: { limit: 20, windowSeconds: 600 },
  // Web Vitals beacons: one per page view; a visitor reading fast sends a few a minute.
  VITALS: { limit: 30, windowSeconds: 60 },
}

export function rateLimitSettings(
  env: Record<string, string | undefined> = process.env,
  scope: RateLimitScope = 'FORMS',
) {
  return {
    limit: Math.max(1, Number(env[`${scope}_RATE_LIMIT`]) || defaults[scope].limit),
    windowMs:
      Math.max(1, Number(env[`${scope}_RATE_WINDOW_SECONDS`]) || defaults[scope].windowSeconds) *
      1000,
  }
}

export function memoryRateLimiter(
  limit: number,
  windowMs: number,
  now: () => number = Date.now,
): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>()
  return {
    async hit(key) {
      const time = now()
      if (windows.size > 50_000)
        for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k)
      let window = windows.get(key)
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs }
        windows.set(key, window)
      }
      window.count += 1
      return {
        allowed: window.count <= limit,
        remaining: Math.max(0, limit - window.count),
        retryAfterSeconds: Math.ceil((window.resetAt - time) / 1000),
      }
    },
  }
}

// INCR, set the window's expiry on the first hit, answer the count and the time left.
const script = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`

export function redisRateLimiter(
  redis: Redis,
  limit: number,
  windowMs: number,
  prefix = 'rate:',
  fallback = memoryRateLimiter(limit, windowMs),
): RateLimiter {
  let lastWarning = 0
  return {
    async hit(key) {
      try {
        const [count, ttl] = (await redis.eval(script, 1, `${prefix}${key}`, String(windowMs))) as [
          number,
          number,
        ]
        return {
          allowed: count <= limit,
          remaining: Math.max(0, limit - count),
          retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)),
        }
      } catch (error) {
        if (Date.now() - lastWarning > 60_000) {
          lastWarning = Date.now()
          console.error(
            `Rate limiter: Redis unavailable, counting in this process instead (${(error as Error).message})`,
          )
        }
        return fallback.hit(key)
      }
    },
  }
}

const shared = new Map<RateLimitScope, RateLimiter>()
let redis: Redis | undefined

/** The process-wide limiter of a scope for the configured environment. */
export function rateLimiter(scope: RateLimitScope = 'FORMS'): RateLimiter {
  let limiter = shared.get(scope)
  if (!limiter) {
    const { limit, windowMs } = rateLimitSettings(process.env, scope)
    if (process.env.REDIS_URL) {
      redis ??= new Redis(process.env.REDIS_URL, {
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        enableOfflineQueue: false,
      })
      redis.on('error', () => {}) // each failed command is logged (throttled) by the limiter itself
      limiter = redisRateLimiter(redis, limit, windowMs, `rate:${scope.toLowerCase()}:`)
    } else {
      limiter = memoryRateLimiter(limit, windowMs)
    }
    shared.set(scope, limiter)
  }
  return limiter
}

/**
 * The visitor's address as the production server determined it from the socket and the trusted
 * proxies (src/server/layers/client.ts), which overwrites whatever a client sent in this header.
 * Under `next dev` there is no such server and every visitor is 'unknown'.
 */
export function clientIp(headers: Headers): string {
  return plainAddress(headers.get('x-client-ip') ?? '') || 'unknown'
}
