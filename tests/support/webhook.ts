import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local webhook receiver for tests: records every call (headers and body) and answers with
 * `status` (200 unless a test sets another, to simulate a failing CRM).
 */
export function testWebhookReceiver() {
  const calls: { headers: IncomingMessage['headers']; body: string }[] = []
  const receiver = {
    calls,
    status: 200,
    /** Starts listening on a free port; resolves to the URL to set as WEBHOOK_URL. */
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/crm`))),
    stop: () => void server.close(),
  }
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      calls.push({ headers: req.headers, body })
      res.statusCode = receiver.status
      res.end('ok')
    })
  })
  return receiver
}
