import { reportDirectives } from './reporting'

/**
 * Trusted Types on the public pages: the sinks that turn a string into code (`script.src`,
 * `new Worker(url)`, `innerHTML`, `eval`, …) take only values a policy of the site made.
 *
 * One policy, `default`, defined by the page's first inline script (first-paint.ts, allowed by its
 * hash) before any of Next's scripts run. It turns a plain string into a script URL only for the
 * site's own build files (`/_next/static/…`, where Next's chunk loader loads every chunk) and for
 * `blob:` URLs of this origin (MapLibre starts its tile workers from one it made of its own code).
 * It makes no HTML and no script from a string: an `innerHTML` or an `eval` of a plain string is
 * refused. It answers nothing (rather than throwing) when it refuses, so that a report-only policy
 * only reports. What it allows it returns exactly as given: Turbopack's chunk loader finds a loaded
 * chunk again by its script's `src` attribute as the loader wrote it, and an absolute URL there left
 * every chunk loaded on demand (the forms, error reporting) waiting for ever.
 */
export const trustedTypesPolicyScript = String.raw`(function(w){var t=w.trustedTypes;if(!t||!t.createPolicy||t.defaultPolicy)return;var o=w.location.origin;t.createPolicy("default",{createScriptURL:function(s){var u=new URL(s,w.location.href);return u.origin===o&&(u.protocol==="blob:"||u.pathname.indexOf("/_next/static/")===0)?s:null}})})(self);`

/**
 * The directives of Trusted Types on the public pages: script sinks take only trusted values, and
 * the only policy that may be created is ours (`default`).
 */
export const trustedTypesDirectives: readonly string[] = [
  "require-trusted-types-for 'script'",
  'trusted-types default',
]

/**
 * Trusted Types as a report-only policy of its own: the browser reports every sink a plain string
 * reaches (what the framework still does, listed in docs/operations.md) and blocks nothing. The
 * enforced policy is the page's `Content-Security-Policy`.
 */
export const trustedTypesReportOnly = [...trustedTypesDirectives, ...reportDirectives].join('; ')

/**
 * What still hands a Trusted Types sink a plain string on the public pages, as Chromium reports it
 * (the violation's sample: `<sink>|<the string's start>`), and the code that does. Next's chunk
 * loader, React and MapLibre's workers pass the default policy on every page type; what the policy
 * refuses is the third-party scripts the site loads when configured, by design: enforcing would
 * stop them. The browser tests fail on a violation not listed here.
 */
export const trustedTypesOpenSinks: readonly { sample: string; code: string }[] = [
  {
    sample: 'HTMLScriptElement src|https://www.googletagmanager.com/',
    code: 'src/features/site/client/analytics.ts: the tag manager (GTM_ID), once a visitor consents; and the scripts the tag manager itself inserts',
  },
  {
    sample: 'HTMLScriptElement src|https://www.google.com/recaptcha/',
    code: 'src/features/forms/components/captchaClient.ts: reCAPTCHA (RECAPTCHA_SITE_KEY), on a form page, and the frames and scripts it inserts',
  },
]
