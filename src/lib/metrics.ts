import client from 'prom-client'

/**
 * The site's Prometheus metrics (served at `/metrics` by src/server). One registry per process,
 * prom-client's own: the server and the app load the same prom-client module (it is a server
 * external package in next.config.ts), so a counter the forms feature increments is the one the
 * server serves. Each metric is created once per process, whichever bundle asks first.
 */
const registry = client.register

function counter<L extends string>(name: string, help: string, labelNames: readonly L[]) {
  return (
    (registry.getSingleMetric(name) as client.Counter<L> | undefined) ??
    new client.Counter<L>({ name, help, labelNames })
  )
}

/**
 * The Web Vitals histogram's bounds, in base units (seconds; CLS a score): one list for every
 * metric, with a bound at each "good" and "poor" threshold (INP 0.2/0.5 s, LCP 2.5/4 s, TTFB
 * 0.8/1.8 s, CLS 0.1/0.25), so a p75 near them is exact. The desk's daily counts use the same
 * buckets by index (src/features/site/vitals): changing the list means a new metric, not an edit.
 */
export const webVitalBuckets = [
  0.01, 0.025, 0.05, 0.1, 0.15, 0.2, 0.25, 0.5, 0.8, 1, 1.8, 2.5, 4, 8, 20,
] as const

const durationBuckets = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

function histogram<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  buckets: readonly number[] = durationBuckets,
) {
  return (
    (registry.getSingleMetric(name) as client.Histogram<L> | undefined) ??
    new client.Histogram<L>({ name, help, labelNames, buckets: [...buckets] })
  )
}

/**
 * A gauge read when Prometheus scrapes (`collect` sets its values); created once per process. A
 * collect that fails (the database is down) leaves the gauge empty rather than failing the scrape.
 */
export function scrapedGauge<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  collect: (gauge: client.Gauge<L>) => Promise<void> | void,
): client.Gauge<L> {
  const existing = registry.getSingleMetric(name) as client.Gauge<L> | undefined
  if (existing) return existing
  return new client.Gauge<L>({
    name,
    help,
    labelNames,
    async collect() {
      try {
        await collect(this)
      } catch {
        this.reset()
      }
    },
  })
}

/** Node's own gauges (event-loop lag, heap, garbage collection, open handles), once per process. */
export function collectProcessMetrics(): void {
  if (registry.getSingleMetric('nodejs_eventloop_lag_seconds')) return
  client.collectDefaultMetrics({ register: registry })
}

export const metrics = {
  registry,
  requests: counter(
    'http_requests_total',
    'HTTP requests answered, by route group, status and the layer that answered',
    ['group', 'status', 'layer'],
  ),
  requestSeconds: histogram(
    'http_request_duration_seconds',
    'Time to answer a request, by route group and layer',
    ['group', 'layer'],
  ),
  submissions: counter(
    'site_submissions_total',
    'Form submissions and orders, stored or refused (and why)',
    ['form', 'outcome'],
  ),
  deliveryAttempts: counter(
    'site_delivery_attempts_total',
    'Delivery attempts of stored records, per channel and result',
    ['channel', 'result'],
  ),
  ocpiReceiverCalls: counter(
    'site_ocpi_receiver_requests_total',
    'Calls of CPOs to the OCPI receiver, by module, method and HTTP status',
    ['module', 'method', 'status'],
  ),
  cspViolations: counter(
    'site_csp_violations_total',
    'Violations of the site’s content security policies that browsers reported, by directive, page type and disposition (enforce: blocked; report: a report-only policy)',
    ['directive', 'page', 'disposition'],
  ),
  webVitals: histogram(
    'site_web_vitals',
    'Web Vitals of real visits with consent (src/features/site/vitals): LCP, INP and TTFB in seconds, CLS as its score, by metric, page type, locale and device class',
    ['metric', 'page', 'locale', 'device'],
    webVitalBuckets,
  ),
  webVitalBeacons: counter(
    'site_web_vital_beacons_total',
    'Web Vitals beacons counted (each a page view with consent), by the connection’s effective type; refused ones are counted nowhere',
    ['connection'],
  ),
  databaseUnavailable: counter(
    'site_database_unavailable_total',
    'Requests refused with 503 because the database could not be reached',
    [],
  ),
}
