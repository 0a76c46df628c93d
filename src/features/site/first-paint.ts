import { trustedTypesPolicyScript } from '@/lib/security/trusted-types'

/**
 * What a page must have before its first paint and before any of Next's scripts, done by an inline
 * script first in the body:
 * - Trusted Types' one policy (src/lib/security/trusted-types.ts), first, before Next's chunk loader
 *   can assign a script URL.
 *
 * and what it must know about the visitor, set on `<html>`, so that nothing appears, disappears or
 * moves once the page hydrates:
 * - `data-cookie-choice`: the cookie notice is in every page's HTML, so that a first visit paints
 *   it with the page instead of after hydration (where it became the page's largest paint, late);
 *   this hides it for a visitor who has already chosen (the choices cookie, or the older
 *   `permissionToUseCookies=true`; the same rule as `readConsent`) and inside a frame (the back
 *   office's live preview). The notice reads the cookie again once hydrated.
 * - `data-device`: which driver-app buttons show (`deviceClass(detectDevice(…))`, device.ts; the
 *   CSS hides the other store's). Set after hydration, it took a button away on phones and moved
 *   everything below it.
 *
 * Its text never changes, so every page's policy allows it by hash (`firstPaintHash`, checked
 * against the text by a unit test, which also checks both rules against the code they repeat) and
 * the page stays the same bytes for every visitor.
 */
export const firstPaintScript = `${trustedTypesPolicyScript}${String.raw`(function(d,n){var h=d.documentElement,u=n.userAgent.toLowerCase(),i=/iphone|ipad|ipod/.test(u)||/macintosh/.test(u)&&n.maxTouchPoints>1;if(self!==top||/(^|;\s*)(cookieConsent=|permissionToUseCookies=true(;|$))/.test(d.cookie))h.setAttribute("data-cookie-choice","");h.setAttribute("data-device",i?"ios":/android/.test(u)?"android":/mobile|windows phone|blackberry|opera mini/.test(u)?"other":"desktop")})(document,navigator)`}`

/** The script's CSP hash source (SHA-256 of its text). */
export const firstPaintHash = "'sha256-5Xt+KxgX4XrqQju3fubaKZFgHNEmoX3G0dc/JoIPThE='"
