import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

import { freePort } from '../../scripts/lib/serve.mjs'
import { testSmtpServer } from './smtp'

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
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/crm`),
        ),
      ),
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

/**
 * The delivery's two channels for a test file: a test SMTP server and a webhook receiver. `start`
 * points SMTP_URL, WEBHOOK_URL and WEBHOOK_SECRET at them; `stop` closes both and removes those
 * settings.
 */
export async function testDeliveryChannels(webhookSecret: string) {
  // A port the system just handed out as free, not a random guess (a guess once hit a port another
  // service of the machine listens on); the mail server keeps it across stop and start, which is
  // how a test simulates an outage.
  const smtp = testSmtpServer(await freePort())
  const webhook = testWebhookReceiver()
  return {
    smtp,
    webhook,
    async start() {
      await smtp.start()
      process.env.SMTP_URL = smtp.url
      process.env.WEBHOOK_URL = await webhook.start()
      process.env.WEBHOOK_SECRET = webhookSecret
    },
    async stop() {
      await smtp.stop()
      webhook.stop()
      for (const name of ['SMTP_URL', 'WEBHOOK_URL', 'WEBHOOK_SECRET']) delete process.env[name]
    },
  }
}
