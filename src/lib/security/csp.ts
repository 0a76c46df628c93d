import { reportDirectives, reportingEndpointsHeader } from './reporting'

/**
 * The Content-Security-Policy of the public site, in two kinds:
 * - a page every visitor shares names no inline script here: the production server adds the hash of
 *   each of the page's own scripts once its HTML is complete (src/server/pages), so the page can be
 *   the same bytes for everyone and any HTTP cache may hold it;
 * - a page rendered for one request (a query, a preview, `next dev`) carries a nonce of its own, so
 *   it can stream.
 * Third-party origins are added only when the feature that needs them is configured, so a site
 * without analytics keys allows no third party at all.
 */
type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'frame-src'
  | 'worker-src'
  | 'child-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors'
  | 'manifest-src'
  | 'media-src'

export type CspSources = Partial<Record<Directive, string[]>>

/** Origins each optional integration needs, keyed by the environment that turns it on. */
export function integrationSources(
  env: Record<string, string | undefined> = process.env,
): CspSources[] {
  const extra: CspSources[] = []
  if (env.GTM_ID) {
    extra.push({
      'script-src': ['https://www.googletagmanager.com'],
      'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
      'connect-src': [
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://www.googletagmanager.com',
      ],
    })
  }
  if (env.RECAPTCHA_SITE_KEY) {
    const script = env.RECAPTCHA_SCRIPT_URL?.trim()
    let origin: string | undefined
    try {
      origin = script ? new URL(script).origin : undefined
    } catch {
      // an invalid script URL falls back to Google's (see captchaScriptUrl in the forms feature)
    }
    if (origin && origin !== 'null' && origin !== 'https://www.google.com') {
      // A reCAPTCHA-compatible service of the operator's: its origin only, for its script and
      // challenge frame.
      extra.push({ 'script-src': [origin], 'frame-src': [origin] })
    } else {
      // reCAPTCHA (forms): its script, the challenge frame and its verification calls.
      extra.push({
        'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
        'frame-src': [
          'https://www.google.com/recaptcha/',
          'https://recaptcha.google.com/recaptcha/',
        ],
        'connect-src': ['https://www.google.com/recaptcha/'],
      })
    }
  }
  if (env.MAP_STYLE_URL) {
    // A configured map style loads its tiles, sprites and glyphs from its provider (and any extra
    // origins it names in MAP_TILE_ORIGINS, comma-separated). Without it the built-in basemap is
    // same-origin.
    try {
      const origins = [
        new URL(env.MAP_STYLE_URL).origin,
        ...(env.MAP_TILE_ORIGINS ?? '')
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean)
          .map((o) => new URL(o).origin),
      ]
      extra.push({ 'connect-src': origins, 'img-src': origins })
    } catch {
      // an invalid style URL makes the map fall back to nothing extra; the map reports it
    }
  }
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    // The prepay form's POST is answered with a redirect to Stripe's hosted checkout: form-action
    // covers redirects.
    extra.push({ 'form-action': ['https://checkout.stripe.com'] })
  }
  return extra
}

/**
 * `MAP_EMBED_ORIGINS`: the sites that may show the embeddable map (`/{locale}/map/embed`) in a
 * frame, origins separated by commas or spaces (`https://partner.example,
 * https://*.partner.example`, any port as `:*`). They join `frame-ancestors` on that route only;
 * every other page stays `frame-ancestors 'self'`. Entries that are not an http(s) origin (a path,
 * a bare `*`, a typo) are `invalid`: the server refuses to start with them.
 */
export function embedOrigins(value: string | undefined = process.env.MAP_EMBED_ORIGINS): {
  origins: string[]
  invalid: string[]
} {
  const origins: string[] = []
  const invalid: string[] = []
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const match =
      /^(https?):\/\/((?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(:(?:\d{1,5}|\*))?\/?$/i.exec(entry)
    if (match)
      origins.push(`${match[1]!.toLowerCase()}://${match[2]!.toLowerCase()}${match[3] ?? ''}`)
    else invalid.push(entry)
  }
  return { origins: [...new Set(origins)], invalid }
}

/** Locale-relative paths of the pages other sites may frame (those origins only). */
export const embeddablePaths: readonly string[] = ['/map/embed']

export function contentSecurityPolicy(
  options: { nonce?: string; dev?: boolean; extra?: CspSources[] } = {},
): string {
  const policy: Record<Directive, string[]> = {
    'default-src': ["'self'"],
    // The site's own script files and the origins of configured integrations (tag manager,
    // captcha), with the hashes the server adds; or a nonce, with 'strict-dynamic' so the nonce'd
    // scripts may load what they need.
    'script-src': [
      "'self'",
      ...(options.nonce ? [`'nonce-${options.nonce}'`, "'strict-dynamic'"] : []),
      ...(options.dev ? ["'unsafe-eval'"] : []),
    ],
    // Inline style attributes (React `style`, map canvases) cannot carry a nonce.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'child-src': ["'self'", 'blob:'],
    'media-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
  return serializePolicy(policy, options.extra)
}

/**
 * A policy as its header writes it: each directive with its sources (the extras joined once), then
 * where violations are reported (reporting.ts), last, so that the server can still join hashes to
 * `script-src`.
 */
export function serializePolicy(policy: CspSources, extra: CspSources[] = []): string {
  const all: CspSources = { ...policy }
  for (const sources of extra) {
    for (const [directive, values] of Object.entries(sources) as [Directive, string[]][]) {
      all[directive] = [...new Set([...(all[directive] ?? []), ...values])]
    }
  }
  return [
    ...Object.entries(all).map(([directive, values]) => `${directive} ${values.join(' ')}`),
    ...reportDirectives,
  ].join('; ')
}

/**
 * The legacy framing header, on every response but the embeddable pages (see next.config.ts), which
 * rely on `frame-ancestors` alone: X-Frame-Options can only say one origin.
 */
export const frameOptionsHeader = { key: 'X-Frame-Options', value: 'SAMEORIGIN' }

/** Headers every response carries (pages, API, back office, files); see next.config.ts. */
export const baseSecurityHeaders: { key: string; value: string }[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), payment=(self), geolocation=(self)',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  // Where each policy's `report-to` sends its reports.
  reportingEndpointsHeader,
]
