import { Redis } from 'ioredis'

/**
 * Per-IP rate limit of form submissions: a fixed window per key, in Redis when REDIS_URL is set (shared
 * by every server process), in this process's memory otherwise. Redis trouble never blocks a visitor:
 * the limiter then fails open and logs.
 * Environment: FORMS_RATE_LIMIT (submissions per window, default 10), FORMS_RATE_WINDOW_SECONDS (default 600).
 */
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number }
export interface RateLimiter {
  hit(key: string): Promise<RateLimitResult>
}

export function rateLimitSettings(env: Record<string, string | undefined> = process.env) {
  return {
    limit: Math.max(1, Number(env.FORMS_RATE_LIMIT) || 10),
    windowMs: Math.max(1, Number(env.FORMS_RATE_WINDOW_SECONDS) || 600) * 1000,
  }
}

export function memoryRateLimiter(limit: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>()
  return {
    async hit(key) {
      const time = now()
      if (windows.size > 50_000) for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k)
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

export function redisRateLimiter(redis: Redis, limit: number, windowMs: number, prefix = 'forms:rate:'): RateLimiter {
  return {
    async hit(key) {
      try {
        const [count, ttl] = (await redis.eval(script, 1, `${prefix}${key}`, String(windowMs))) as [number, number]
        return { allowed: count <= limit, remaining: Math.max(0, limit - count), retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) }
      } catch (error) {
        console.error(`Rate limiter: Redis unavailable, allowing the request (${(error as Error).message})`)
        return { allowed: true, remaining: limit, retryAfterSeconds: 0 }
      }
    },
  }
}

let shared: RateLimiter | undefined
/** The process-wide limiter for the configured environment. */
export function formRateLimiter(): RateLimiter {
  if (!shared) {
    const { limit, windowMs } = rateLimitSettings()
    shared = process.env.REDIS_URL
      ? redisRateLimiter(new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: false }), limit, windowMs)
      : memoryRateLimiter(limit, windowMs)
  }
  return shared
}

/**
 * The client's address: the last X-Forwarded-For hop. Next sets the header to the socket address when
 * a request arrives without one; a reverse proxy in front appends the address it saw, so the last hop is
 * the one a visitor cannot forge (deploy behind a proxy that appends, as nginx's $proxy_add_x_forwarded_for does).
 */
export function clientIp(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',').pop()?.trim() || headers.get('x-real-ip')?.trim() || 'unknown'
}
