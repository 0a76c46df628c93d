/** Sentry's envelope endpoint of a DSN (`https://<key>@<host>[/<path>]/<project>`). */
export function envelopeEndpoint(
  dsn: string,
): { url: string; host: string; project: string } | null {
  try {
    const parsed = new URL(dsn)
    const segments = parsed.pathname.split('/').filter(Boolean)
    const project = segments.pop()
    if (!project || !parsed.username) return null
    const prefix = segments.length ? `/${segments.join('/')}` : ''
    const url = `${parsed.protocol}//${parsed.host}${prefix}/api/${project}/envelope/?sentry_key=${encodeURIComponent(parsed.username)}`
    return { url, host: parsed.host, project }
  } catch {
    return null
  }
}

/**
 * Forwards a browser envelope to the configured project: its header must name the configured DSN's
 * host and project. 'invalid' when it does not (or is no envelope), 'forwarded' or 'unreachable'.
 */
export async function forwardEnvelope(
  dsn: string,
  envelope: string,
): Promise<'forwarded' | 'unreachable' | 'invalid'> {
  const target = envelopeEndpoint(dsn)
  if (!target) return 'unreachable'
  let header: { dsn?: unknown }
  try {
    header = JSON.parse(envelope.slice(0, envelope.indexOf('\n') >>> 0)) as { dsn?: unknown }
  } catch {
    return 'invalid'
  }
  const named = typeof header?.dsn === 'string' ? envelopeEndpoint(header.dsn) : null
  if (!named || named.host !== target.host || named.project !== target.project) return 'invalid'
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-sentry-envelope' },
      body: envelope,
      signal: AbortSignal.timeout(5_000),
    })
    return response.ok ? 'forwarded' : 'unreachable'
  } catch {
    return 'unreachable'
  }
}
