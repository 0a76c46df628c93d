// nginx in front of the production servers, as deploy/nginx/voltra.conf sets it up. Its
// configuration with a run's ports and paths is shared with the benchmark (scripts/lib/nginx.mjs).
import { request as httpsRequest } from 'node:https'

export { nginxConfigFor, nginxPath, prepareNginxWork } from '../../scripts/lib/nginx.mjs'

/** An answer from nginx. */
export type Answer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

export type ProxyRequest = {
  method?: string
  body?: string
  headers?: Record<string, string>
  localAddress?: string
}

/** A request to nginx over HTTPS (the certificate is the test's own), from `localAddress`. */
export function requestThroughProxy(
  httpsPort: number,
  target: string,
  options: ProxyRequest = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      `https://127.0.0.1:${httpsPort}${target}`,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        rejectUnauthorized: false,
        localAddress: options.localAddress,
        agent: false,
      },
      (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}
