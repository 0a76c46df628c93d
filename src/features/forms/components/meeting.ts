/**
 * "Book a meeting" under a sent lead form: the booking page's address the server gave (the page's
 * lead source), with the plan and the interest the visitor just sent, as the booking page carries
 * them. Plain: the form's chunk imports nothing of the booking's server code.
 */
export function meetingHref(href: string, sent: { plan?: unknown; interest?: unknown }): string {
  const url = new URL(href, 'http://site.invalid')
  for (const key of ['plan', 'interest'] as const) {
    const value = sent[key]
    if (typeof value === 'string' && value) url.searchParams.set(key, value)
  }
  return url.pathname + url.search
}
