import { readFileSync, writeFileSync } from 'node:fs'
import { request as httpsRequest } from 'node:https'
import path from 'node:path'

/** nginx in front of the production servers, as deploy/nginx/voltra.conf sets it up. */
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

/**
 * deploy/nginx/voltra.conf with a test's ports and paths (its site file written into `work`),
 * inside a minimal nginx.conf of its own; `down`: the instance taken out of the upstream, as
 * deploy/rolling-deploy.sh does before it restarts one.
 */
export function nginxConfigFor(options: {
  work: string
  httpPort: number
  httpsPort: number
  ports: number[]
  down?: number
}): string {
  const { work, httpPort, httpsPort, ports, down } = options
  let site = readFileSync('deploy/nginx/voltra.conf', 'utf8')
    .replace(/^\s*listen \[::\].*$/gm, '')
    .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replace('/etc/ssl/voltra/fullchain.pem', path.join(work, 'cert.pem'))
    .replace('/etc/ssl/voltra/privkey.pem', path.join(work, 'key.pem'))
    .replace('/var/cache/nginx/voltra', path.join(work, 'cache'))
  site = site
    .replace('127.0.0.1:3001', `127.0.0.1:${ports[0]}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${ports[1]}`)
  // What deploy/rolling-deploy.sh does before it restarts an instance: nginx stops sending to it.
  if (down)
    site = site.replace(`127.0.0.1:${down} max_fails=0;`, `127.0.0.1:${down} max_fails=0 down;`)
  writeFileSync(path.join(work, 'voltra.conf'), site)
  const temp = (name: string) => `${name}_temp_path ${path.join(work, name)};`
  return `user root;
worker_processes 1;
daemon off;
pid ${path.join(work, 'nginx.pid')};
error_log ${path.join(work, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${path.join(work, 'voltra.conf')};
}
`
}
