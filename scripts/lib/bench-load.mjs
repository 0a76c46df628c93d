import autocannon from 'autocannon'
import pg from 'pg'

/**
 * The bench's load tests: 20 concurrent clients on loopback for `duration` seconds each, every
 * result added to `entries`; the write path as valid submissions, one new person each.
 */
export function loadTests(duration, entries) {
  async function load(name, url, opts = {}) {
    // Once before measuring, so a page's first render (a cache miss) is not counted.
    if (!opts.method) await fetch(url, { headers: opts.headers })
    const result = await autocannon({ url, connections: 20, duration, ...opts })
    const entry = {
      name,
      url: new URL(url).pathname + new URL(url).search,
      method: opts.method || 'GET',
      requestsPerSecond: result.requests.average,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    }
    entries.push(entry)
    console.log(
      `${entry.method} ${entry.url}: ${entry.requestsPerSecond.toFixed(0)} req/s, p50 ${entry.latencyP50Ms} ms, p99 ${entry.latencyP99Ms} ms, non-2xx ${entry.non2xx}`,
    )
  }

  let n = 0
  /** Valid submissions (autocannon sends a per-request body only in `requests`). */
  async function formLoad(database, baseURL) {
    const body = {
      newsletter: () => ({ email: `bench-${Date.now()}-${n++}@example.com`, locale: 'en' }),
      contact: () => ({
        name: `Bench ${n}`,
        email: `bench-${Date.now()}-${n++}@example.com`,
        message: 'A benchmark message of ordinary length, stored and delivered.',
        locale: 'en',
      }),
    }
    for (const [form, make] of Object.entries(body)) {
      await load(`api form (${form}, ${database})`, `${baseURL}/api/v1/forms/${form}`, {
        method: 'POST',
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => ({ ...request, body: JSON.stringify(make()) }),
          },
        ],
      })
    }
  }

  return { load, formLoad }
}

/**
 * Runs `measure(url)` on a scratch database of the local PostgreSQL server (TEST_POSTGRES_URL,
 * default postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards; skipped with a warning
 * when the server is unreachable.
 */
export async function onScratchPostgres(measure) {
  const postgres = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
  const admin = new pg.Client({ connectionString: postgres, connectionTimeoutMillis: 3000 })
  const scratch = `voltra_bench_${Date.now()}`
  try {
    await admin.connect()
    await admin.query(`create database ${scratch}`)
  } catch (error) {
    console.warn(`PostgreSQL not reachable, its write-path figures are skipped: ${error.message}`)
    return
  }
  const url = new URL(postgres)
  url.pathname = `/${scratch}`
  try {
    await measure(url.toString())
  } finally {
    await admin.query(`drop database if exists ${scratch} with (force)`)
    await admin.end()
  }
}
