import type { Server } from 'node:http'

import { lifecycle } from '@/lib/lifecycle'

/**
 * A graceful stop, what a deploy's SIGTERM asks for:
 * 1. `/readyz` answers 503 at once (a load balancer stops sending new requests);
 * 2. the listener closes: new connections are refused, so a proxy tries another instance;
 * 3. requests in flight finish, up to the grace period; idle keep-alive connections are closed and
 *    every answer from now on says `Connection: close` (pipeline.ts);
 * 4. background work stops claiming and hands back what it holds (src/lib/jobs.ts);
 * then whatever is still open is cut. Returns how many requests were cut.
 */
export async function drain(
  server: Server,
  {
    inFlight,
    graceMs,
    onListenerClosed,
  }: { inFlight: () => number; graceMs: number; onListenerClosed?: () => void },
): Promise<number> {
  const deadline = Date.now() + graceMs
  lifecycle.startDraining()
  // Closes the listening socket at once (synchronously), so whoever reads `onListenerClosed`'s
  // word finds new connections refused.
  server.close()
  onListenerClosed?.()
  server.closeIdleConnections()
  const work = lifecycle.stopAll(deadline)
  while (inFlight() > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25))
    server.closeIdleConnections()
  }
  await Promise.race([
    work,
    new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
  ])
  const cut = inFlight()
  server.closeAllConnections()
  return cut
}

/** SIGTERM and SIGINT drain, then the process exits 0; a second signal exits at once. */
export function drainOnSignals(
  server: Server,
  options: { inFlight: () => number; graceMs: number },
) {
  let draining = false
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (draining) process.exit(0)
      draining = true
      // Said once the listener is closed, not before: a log read between the two (a loaded host
      // can pause this process right after the write) would promise refusals that are not yet so.
      const onListenerClosed = () =>
        console.log(
          JSON.stringify({ msg: 'draining', signal, graceSeconds: options.graceMs / 1000 }),
        )
      void drain(server, { ...options, onListenerClosed }).then((cut) => {
        console.log(JSON.stringify({ msg: 'drained', requestsCut: cut }))
        process.exit(0)
      })
    })
  }
}
