import { lifecycle } from '@/lib/lifecycle'

import type { Layer } from '../layer'
import { respond } from '../respond'

/**
 * The probes a load balancer or an orchestrator asks, answered before anything else runs:
 * - `GET /healthz`: the process answers (liveness); no dependency is asked, so a database outage
 *   never gets a healthy process restarted;
 * - `GET /readyz`: the database answers and its migrations are applied, Redis answers when
 *   configured (the checks the app registers in src/lib/lifecycle.ts); 503 with the reasons while
 *   starting, while a dependency fails, and from the first moment of a shutdown.
 */
export const probesLayer: Layer = {
  name: 'probes',
  async handle(exchange) {
    const path = exchange.path
    if (path !== '/healthz' && path !== '/readyz') return false
    const { req, res } = exchange
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      respond(
        res,
        405,
        { error: { code: 'method_not_allowed', message: 'Use GET' } },
        { allow: 'GET, HEAD' },
      )
      return true
    }
    if (path === '/healthz') {
      respond(res, 200, { status: 'ok', uptimeSeconds: Math.round(process.uptime()) })
      return true
    }
    const { ready, checks } = await lifecycle.readiness()
    respond(res, ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', checks })
    return true
  },
}
