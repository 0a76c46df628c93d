/**
 * Debian's nginx in front of production servers, as deploy/nginx/voltra.conf sets it up (TLS,
 * HTTP/2, the cache of shared pages), with a run's own ports, certificate and folders. The
 * deployment test starts it in front of two instances; the benchmark in front of the one it scores,
 * so that Lighthouse loads pages as visitors get them (one TLS connection carrying every request
 * over HTTP/2) rather than over the Node server's plain HTTP/1.1, where each of six parallel
 * connections starts cold.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:https'
import os from 'node:os'
import path from 'node:path'

import { freePort } from './serve.mjs'

const root = path.resolve(import.meta.dirname, '../..')

/** Where Debian installs nginx; undefined when it is not installed. */
export const nginxPath = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync)

/**
 * deploy/nginx/voltra.conf with a run's ports and paths (its site file written into `work`), inside
 * a minimal nginx.conf of its own. `ports`: the instances (one or two); `down`: the instance taken
 * out of the upstream, as deploy/rolling-deploy.sh does before it restarts one; `address`: the
 * loopback address it listens on (default 127.0.0.1).
 * @param {{ work: string, httpPort: number, httpsPort: number, ports: number[], down?: number, address?: string }} options
 */
export function nginxConfigFor(options) {
  const { work, httpPort, httpsPort, ports, down, address = '127.0.0.1' } = options
  let site = readFileSync(path.join(root, 'deploy/nginx/voltra.conf'), 'utf8')
    .replace(/^\s*listen \[::\].*$/gm, '')
    .replace('listen 80;', `listen ${address}:${httpPort};`)
    .replace('listen 443 ssl http2;', `listen ${address}:${httpsPort} ssl http2;`)
    .replace('/etc/ssl/voltra/fullchain.pem', path.join(work, 'cert.pem'))
    .replace('/etc/ssl/voltra/privkey.pem', path.join(work, 'key.pem'))
    .replace('/var/cache/nginx/voltra', path.join(work, 'cache'))
  site = site.replace('127.0.0.1:3001', `127.0.0.1:${ports[0]}`)
  site =
    ports.length > 1
      ? site.replace('127.0.0.1:3002', `127.0.0.1:${ports[1]}`)
      : site.replace(/^\s*server 127\.0\.0\.1:3002 .*\n/m, '')
  // What deploy/rolling-deploy.sh does before it restarts an instance: nginx stops sending to it.
  if (down)
    site = site.replace(`127.0.0.1:${down} max_fails=0;`, `127.0.0.1:${down} max_fails=0 down;`)
  writeFileSync(path.join(work, 'voltra.conf'), site)
  const temp = (name) => `${name}_temp_path ${path.join(work, name)};`
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

/**
 * A work folder for nginxConfigFor: its temporary and cache folders and a throwaway self-signed
 * certificate (cert.pem, key.pem), for localhost and `address` when given (a client that trusts
 * cert.pem then verifies the connection as a browser would).
 * @param {string} work @param {{ address?: string }} [options]
 */
export function prepareNginxWork(work, { address } = {}) {
  for (const dir of ['cache', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(work, dir), { recursive: true })
  const cert = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    `subjectAltName=DNS:localhost${address ? `,IP:${address}` : ''}`,
    '-keyout',
    path.join(work, 'key.pem'),
    '-out',
    path.join(work, 'cert.pem'),
  ])
  if (cert.status !== 0) throw new Error(`openssl failed: ${cert.stderr}`)
}

/** The status of a GET over HTTPS to this run's certificate, or 0 when nothing answers. */
function statusOverTls(url) {
  return new Promise((resolve) => {
    const req = request(url, { rejectUnauthorized: false, agent: false }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', () => resolve(0))
    req.end()
  })
}

/**
 * nginx as deployed in front of one server (its address, e.g. http://127.0.0.1:3001), answering
 * at https://127.0.0.1:<port>; resolves once it answers `probe`. With `standardPorts`, it listens
 * on ports 80 and 443 of `address` instead (another loopback address, such as 127.18.0.9, so that
 * no other run holds them), where its HTTP-to-HTTPS redirect leads, as a scanner follows it.
 * `certificate`: the throwaway certificate's file, for a client to trust.
 * @param {string} upstream @param {{ probe?: string, address?: string, standardPorts?: boolean }} [options]
 */
export async function startNginx(upstream, { probe = '/', address, standardPorts = false } = {}) {
  if (!nginxPath) throw new Error('nginx is not installed (Debian’s package nginx-light)')
  const work = mkdtempSync(path.join(os.tmpdir(), 'voltra-nginx-'))
  prepareNginxWork(work, { address })
  const [httpsPort, httpPort] = standardPorts ? [443, 80] : [await freePort(), await freePort()]
  const ports = [Number(new URL(upstream).port)]
  writeFileSync(
    path.join(work, 'nginx.conf'),
    nginxConfigFor({ work, httpPort, httpsPort, ports, address }),
  )
  const child = spawn(nginxPath, ['-c', path.join(work, 'nginx.conf'), '-p', work], {
    stdio: 'ignore',
  })
  const baseURL = standardPorts
    ? `https://${address ?? '127.0.0.1'}`
    : `https://${address ?? '127.0.0.1'}:${httpsPort}`
  const stop = () =>
    new Promise((resolve) => {
      const done = () => (rmSync(work, { recursive: true, force: true }), resolve(undefined))
      if (child.exitCode !== null) return done()
      child.once('exit', done)
      child.kill('SIGQUIT')
    })
  for (let i = 0; i < 100 && child.exitCode === null; i++) {
    if ((await statusOverTls(`${baseURL}${probe}`)) > 0)
      return { baseURL, certificate: path.join(work, 'cert.pem'), stop }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const log = readFileSync(path.join(work, 'error.log'), 'utf8')
  await stop()
  throw new Error(`nginx did not come up: ${log}`)
}
