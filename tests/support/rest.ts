import { handleEndpoints } from 'payload'

let addresses = 0

/**
 * A request to Payload's REST API (`/api/…`) through Payload's own handler, as the route of
 * src/app/(payload)/api passes it: what a browser or client of the back office gets, without a
 * server. Each call comes from its own client address (`x-client-ip`, as the production server sets
 * it), unless one is given, so the per-address login limit never mixes tests.
 */
export async function rest(
  method: string,
  path: string,
  {
    body,
    token,
    ip = `198.51.100.${(addresses++ % 250) + 1}`,
    headers = {},
  }: { body?: unknown; token?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const { default: config } = await import('@payload-config')
  const request = new Request(`http://localhost:3000/api${path}`, {
    method,
    headers: {
      'x-client-ip': ip,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `JWT ${token}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return handleEndpoints({ config, request })
}

/** The JSON of a REST answer, typed loosely for assertions. */
export async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>
}

/**
 * A new back-office account with a complete login (password, then its second factor enrolled as at
 * a first login), through the REST API: its token reads what the role may.
 */
export async function fullSession(
  roles: ('admin' | 'editor' | 'sales')[],
  name: string,
): Promise<{ id: number; email: string; token: string }> {
  const [{ testPayload }, { totpCode }] = await Promise.all([
    import('./payload'),
    import('@/features/users/second-factor/totp'),
  ])
  const payload = await testPayload()
  const email = `${name}-${Date.now().toString(36)}@example.com`
  const password = 'a-long-password-1'
  const { id } = await payload.create({ collection: 'users', data: { email, password, roles } })
  const { token, secondFactor } = (await json(
    await rest('POST', '/users/login', { body: { email, password } }),
  )) as { token: string; secondFactor?: string }
  if (secondFactor === 'enrol') {
    const { secret } = (await json(
      await rest('POST', '/users/second-factor/enrol', { token }),
    )) as { secret: string }
    const verified = await rest('POST', '/users/second-factor/verify', {
      token,
      body: { code: totpCode(secret) },
    })
    if (verified.status !== 200) throw new Error(`Enrolment answered ${verified.status}`)
  }
  return { id: id as number, email, token }
}
