/**
 * reCAPTCHA, on when RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY are set:
 * RECAPTCHA_VERSION v3 (default, invisible, score at least RECAPTCHA_MIN_SCORE, default 0.5) or v2
 * (checkbox). Without keys there is no captcha and every form still works.
 */
export type CaptchaVersion = 'v2' | 'v3'
export type CaptchaClientConfig = { siteKey: string; version: string }

export function captchaClientConfig(env: Record<string, string | undefined> = process.env): CaptchaClientConfig | undefined {
  if (!env.RECAPTCHA_SITE_KEY && !env.RECAPTCHA_VERSION) return undefined
  // A version without a key (or a key with an unknown version) reaches the browser, which reports the
  // section 8 error ("no key provided" / "no version provided") instead of silently skipping the check.
  return { siteKey: env.RECAPTCHA_SITE_KEY ?? '', version: env.RECAPTCHA_VERSION ?? 'v3' }
}

export type CaptchaVerdict = 'ok' | 'missing' | 'failed'

export async function verifyCaptcha(token: unknown, ip: string, env: Record<string, string | undefined> = process.env): Promise<CaptchaVerdict> {
  const secret = env.RECAPTCHA_SECRET_KEY
  if (!secret || !env.RECAPTCHA_SITE_KEY) return 'ok'
  if (typeof token !== 'string' || token === '') return 'missing'
  try {
    const response = await fetch(env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token, ...(ip !== 'unknown' ? { remoteip: ip } : {}) }),
      signal: AbortSignal.timeout(5000),
    })
    const result = (await response.json()) as { success?: boolean; score?: number }
    if (!result.success) return 'failed'
    if ((env.RECAPTCHA_VERSION ?? 'v3') === 'v3' && typeof result.score === 'number' && result.score < (Number(env.RECAPTCHA_MIN_SCORE) || 0.5)) return 'failed'
    return 'ok'
  } catch {
    return 'failed'
  }
}
