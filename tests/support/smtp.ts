import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string; to: string[]; raw: string }

/**
 * A local SMTP server for tests: accepts every message (no auth, no TLS) and keeps it in memory.
 * `stop()` and `start()` again on the same port simulate a mail server outage.
 */
export function testSmtpServer(port: number) {
  const messages: ReceivedMail[] = []
  let server: SMTPServer | undefined
  const api = {
    messages,
    port,
    url: `smtp://127.0.0.1:${port}`,
    async start(): Promise<void> {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          let raw = ''
          stream.setEncoding('utf8')
          stream.on('data', (chunk: string) => (raw += chunk))
          stream.on('end', () => {
            messages.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
            })
            callback()
          })
        },
      })
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject)
        server!.listen(port, '127.0.0.1', () => resolve())
      })
    },
    async stop(): Promise<void> {
      const current = server
      server = undefined
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()))
    },
    /** Waits until a message matching `test` arrives. */
    async waitFor(
      test: (mail: ReceivedMail) => boolean,
      timeoutMs = 20_000,
    ): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        const found = messages.find(test)
        if (found) return found
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error(`No matching e-mail within ${timeoutMs} ms (${messages.length} received)`)
    },
  }
  return api
}
