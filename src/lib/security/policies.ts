import { serializePolicy } from './csp'

/**
 * The policies of what is not a public page: the back office, and the answers of the APIs.
 *
 * The back office's answers are private (a session cookie, never in a shared cache), so each
 * carries a nonce of its own: Next puts it on every script it writes (the proxy hands it the policy
 * with the request), and `'strict-dynamic'` lets those scripts load the chunks they import. No
 * inline script without the nonce runs, and nothing is evaluated from a string.
 *
 * Styles keep `'unsafe-inline'`: Payload and Lexical set `style` attributes on elements (column
 * widths, the editor's floating toolbars, drawers' positions, field widths), and Payload's
 * libraries (react-select through emotion, the toasts) insert `<style>` elements at run time
 * without a nonce; neither can carry one, and a nonce in `style-src` would turn `'unsafe-inline'`
 * off (measured in docs/operations.md, "Security settings").
 */
export function adminContentSecurityPolicy(options: { nonce: string; dev?: boolean }): string {
  return serializePolicy({
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${options.nonce}'`,
      "'strict-dynamic'",
      ...(options.dev ? ["'unsafe-eval'"] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    // The live preview shows the site's own page in a frame.
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  })
}

/**
 * Answers no browser should run or frame: JSON (`/api/**`, `/ocpi/**`) and uploaded files. Even
 * an upload a browser opens by itself (an SVG, an HTML file someone managed to store) runs nothing
 * and loads nothing.
 */
export const dataContentSecurityPolicy = serializePolicy({
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'none'"],
  'base-uri': ["'none'"],
})

/**
 * Who may embed an answer without CORS (`<img>`, `<script>`, `<video>`): only the site, except the
 * uploads, which other sites show (an article's picture in their link previews, its og:image).
 * Calls with CORS are not concerned (the map's partners, OCPI peers, servers): CORP binds only
 * browsers' no-cors loads.
 */
export function dataSecurityHeaders(
  resourcePolicy: 'same-origin' | 'cross-origin',
): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: dataContentSecurityPolicy },
    { key: 'Cross-Origin-Resource-Policy', value: resourcePolicy },
  ]
}

/** Uploads other sites may show (og:image, link previews), by their address prefix. */
export const sharedUploadPrefixes: readonly string[] = ['/api/media/file/', '/api/videos/file/']
