/**
 * Cookies the public pages never read: the language choice and the cookie notice's answers are
 * read in the browser, analytics' own by the tag manager. A request carrying only these is any
 * visitor's; any other cookie (the back office's session, a preview) may change what is answered.
 */
const harmlessCookie = /^(NEXT_LOCALE|permissionToUseCookies|cookieConsent|_ga\w*|_gid|_gcl_\w+)$/

export function onlyHarmlessCookies(header: string | undefined): boolean {
  if (!header) return true
  return header.split(';').every((pair) => {
    const name = pair.split('=', 1)[0]!.trim()
    return name === '' || harmlessCookie.test(name)
  })
}

/** Whether a request carries credentials: what is answered to it may be for this client only. */
export function carriesCredentials(req: {
  headers: { authorization?: string; cookie?: string }
}): boolean {
  return req.headers.authorization !== undefined || !onlyHarmlessCookies(req.headers.cookie)
}
