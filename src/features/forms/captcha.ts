/**
 * reCAPTCHA, on when RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY are set: RECAPTCHA_VERSION v3
 * (default, invisible, score at least RECAPTCHA_MIN_SCORE, default 0.5) or v2 (checkbox). Without
 * keys there is no captcha, nothing third-party loads, and every form still works.
 * RECAPTCHA_SCRIPT_URL and RECAPTCHA_VERIFY_URL point the browser's script and the server's check
 * elsewhere (a reCAPTCHA-compatible service, or the tests' stand-ins); the CSP allows the script's
 * origin only then.
 */
export type CaptchaClientConfig = { siteKey: string; version: string; scriptUrl: string }

const defaultCaptchaScriptUrl = 'https://www.google.com/recaptcha/api.js'
const defaultCaptchaVerifyUrl = 'https://www.google.com/recaptcha/api/siteverify'

type Env = Record<string, string | undefined>

/** The script URL without query (the browser adds render/onload); Google's unless configured. */
export function captchaScriptUrl(env: Env = process.env): string {
  const configured = env.RECAPTCHA_SCRIPT_URL?.trim()
  if (!configured) return defaultCaptchaScriptUrl
  try {
    const url = new URL(configured)
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? url.origin + url.pathname
      : defaultCaptchaScriptUrl
  } catch {
    return defaultCaptchaScriptUrl
  }
}

export function captchaClientConfig(env: Env = process.env): CaptchaClientConfig | undefined {
  if (!env.RECAPTCHA_SITE_KEY && !env.RECAPTCHA_VERSION) return undefined
  // A version without a key (or a key with an unknown version) reaches the browser, which reports
  // the error ("no key provided" / "no version provided") instead of silently skipping the check.
  return {
    siteKey: env.RECAPTCHA_SITE_KEY ?? '',
    version: env.RECAPTCHA_VERSION ?? 'v3',
    scriptUrl: captchaScriptUrl(env),
  }
}

/**
 * What keeps the browser from running the captcha at all: no site key, or a version other than
 * v2/v3.
 */
export function captchaProblem(
  config: CaptchaClientConfig | undefined,
): 'noKey' | 'noVersion' | undefined {
  if (!config) return undefined
  if (!config.siteKey) return 'noKey'
  return config.version === 'v2' || config.version === 'v3' ? undefined : 'noVersion'
}

/**
 * Whether the server checks tokens: both keys and a known version. A broken configuration checks
 * nothing.
 */
function captchaEnforced(env: Env = process.env): boolean {
  const version = env.RECAPTCHA_VERSION ?? 'v3'
  return Boolean(
    env.RECAPTCHA_SECRET_KEY && env.RECAPTCHA_SITE_KEY && (version === 'v2' || version === 'v3'),
  )
}

type CaptchaVerdict = 'ok' | 'missing' | 'failed'

export async function verifyCaptcha(
  token: unknown,
  ip: string,
  env: Env = process.env,
): Promise<CaptchaVerdict> {
  // Without a complete configuration the browser cannot get a token either (it shows why): forms
  // keep working.
  if (!captchaEnforced(env)) return 'ok'
  if (typeof token !== 'string' || token === '') return 'missing'
  try {
    const response = await fetch(env.RECAPTCHA_VERIFY_URL || defaultCaptchaVerifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        secret: env.RECAPTCHA_SECRET_KEY!,
        response: token,
        ...(ip !== 'unknown' ? { remoteip: ip } : {}),
      }),
      signal: AbortSignal.timeout(5000),
    })
    const result = (await response.json()) as { success?: boolean; score?: number }
    if (!result.success) return 'failed'
    if (
      (env.RECAPTCHA_VERSION ?? 'v3') === 'v3' &&
      typeof result.score === 'number' &&
      result.score < (Number(env.RECAPTCHA_MIN_SCORE) || 0.5)
    )
      return 'failed'
    return 'ok'
  } catch {
    return 'failed'
  }
}
