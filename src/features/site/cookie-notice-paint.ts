/**
 * The cookie notice is in every page's HTML, so that a first visit paints it with the page instead
 * of after hydration (where it became the page's largest paint, late). This script, first in the
 * body, hides it before the first paint for a visitor who has already chosen (the choices cookie,
 * or the older `permissionToUseCookies=true`; the same rule as `readConsent`) and inside a frame
 * (the back office's live preview). The notice reads the cookie again once hydrated.
 *
 * Its text never changes, so every page's policy allows it by hash (`noticePaintHash`, checked
 * against the text by a unit test) and the page stays the same bytes for every visitor.
 */
export const noticePaintAttribute = 'data-cookie-choice'

export const noticePaintScript = String.raw`(function(d){var c=d.cookie;if(self!==top||/(^|;\s*)(cookieConsent=|permissionToUseCookies=true(;|$))/.test(c))d.documentElement.setAttribute("data-cookie-choice","")})(document)`

/** The script's CSP hash source (SHA-256 of its text). */
export const noticePaintHash = "'sha256-dRo7nXVh21wQW+XylFZppI+f8ipL44S8N7S0y9BkMpg='"
