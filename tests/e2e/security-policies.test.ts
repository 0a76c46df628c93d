import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import { trustedTypesOpenSinks } from '@/lib/security/trusted-types'

import { baseURL, browserForSuite } from './browser'
import { get, getHtml } from './http'
import { pageTypes, type PageType } from './page-types'

/**
 * The policies of what the site answers, seen from outside: API answers a browser cannot run or
 * embed, violation reports counted in the metrics (and nothing else), and every public page type
 * in Chromium with its policy enforced and Trusted Types reported.
 */
const { newPage } = browserForSuite()

const reportBody = (directive: string, path: string) =>
  JSON.stringify([
    {
      type: 'csp-violation',
      age: 0,
      url: new URL(path, baseURL()).href,
      user_agent: 'e2e',
      body: {
        documentURL: new URL(`${path}?visitor=private`, baseURL()).href,
        effectiveDirective: directive,
        blockedURL: 'inline',
        disposition: 'enforce',
      },
    },
  ])

const sendReport = (body: string, type = 'application/reports+json') =>
  fetch(new URL('/api/v1/csp-reports', baseURL()), {
    method: 'POST',
    headers: { 'content-type': type },
    body,
  })

/** The violations counted so far, by `directive page disposition`. */
async function counted(): Promise<Record<string, number>> {
  const text = await (await get('/metrics')).text()
  const counts: Record<string, number> = {}
  for (const line of text.split('\n')) {
    const match =
      /^site_csp_violations_total\{directive="([^"]+)",page="([^"]+)",disposition="([^"]+)"\} (\S+)$/.exec(
        line,
      )
    if (match) counts[`${match[1]} ${match[2]} ${match[3]}`] = Number(match[4])
  }
  return counts
}

describe('API answers', () => {
  it('carry a policy for data, nosniff and a same-origin resource policy; uploads are for anyone to show', async () => {
    const posts = (await (await get('/api/v1/posts?limit=1')).json()) as {
      content: { cover?: { url?: string } }[]
    }
    for (const path of ['/api/v1/posts', '/api/users/me', '/api/posts?limit=1', '/ocpi/2.2.1']) {
      const response = await get(path)
      const policy = response.headers.get('content-security-policy') ?? ''
      expect(policy, path).toMatch(/^default-src 'none'; frame-ancestors 'none'/)
      expect(policy, path).toContain('report-uri /api/v1/csp-reports')
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe('same-origin')
    }
    const { html } = await getHtml('/en/news')
    const upload = html
      .querySelectorAll('img')
      .map((img) => img.getAttribute('src') ?? '')
      .find((src) => src.startsWith('/api/media/file/'))
    expect(upload ?? posts.content[0]?.cover?.url).toBeTruthy()
    const file = await get(upload ?? posts.content[0]!.cover!.url!)
    expect(file.status).toBe(200)
    expect(file.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(file.headers.get('content-security-policy')).toMatch(/^default-src 'none'/)
  })
})

describe('violation reports', () => {
  it('are counted in /metrics by directive and page type', async () => {
    const before = await counted()
    expect((await sendReport(reportBody('script-src-elem', '/pt/contact'))).status).toBe(204)
    const after = await counted()
    const key = 'script-src-elem contact enforce'
    expect((after[key] ?? 0) - (before[key] ?? 0)).toBe(1)
    expect(await (await get('/metrics')).text()).not.toContain('visitor=private')
  })

  it('malformed, oversized and mistyped ones get a 4xx and change nothing', async () => {
    const before = await counted()
    const answers = [
      await sendReport('{"csp-report":', 'application/csp-report'),
      await sendReport(reportBody('made-up-src', '/en')),
      await sendReport(reportBody('img-src', '/en'), 'text/plain'),
      await sendReport(`[${'0,'.repeat(40_000)}0]`),
    ]
    expect(answers.map((a) => a.status)).toEqual([400, 400, 415, 413])
    expect(await counted()).toEqual(before)
  })
})

/** Every violation the page reports, enforced or not, across the documents it loads. */
function violationsOf(page: Page) {
  const seen: { disposition: string; text: string }[] = []
  void page.exposeFunction('reportCspViolation', (disposition: string, text: string) =>
    seen.push({ disposition, text }),
  )
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (d: string, t: string) => void })
        .reportCspViolation
      report(e.disposition, `${e.effectiveDirective} ${e.blockedURI} ${e.sample}`)
    })
  })
  return seen
}

describe('public pages in Chromium', () => {
  let types: PageType[]
  beforeAll(async () => {
    types = (await pageTypes())('en')
  })

  it(
    'break no rule of their policy; Trusted Types are reported only for the listed third-party loaders',
    { timeout: 300_000 },
    async () => {
      // With consent, so that the tag manager (configured on this server) loads too.
      for (const consent of [false, true]) {
        const page = await newPage({ consent })
        const seen = violationsOf(page)
        const policies = new Set<boolean>()
        for (const { name, path } of types) {
          const response = await page.goto(path, { waitUntil: 'load', timeout: 45_000 })
          if (name === '404') expect(response?.status()).toBe(404)
          else expect(response?.status(), path).toBeLessThan(400)
          policies.add(
            (response?.headers()['content-security-policy-report-only'] ?? '').includes(
              "require-trusted-types-for 'script'",
            ),
          )
          // Chunks loaded, the page hydrated, the map's workers started.
          await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
        }
        expect([...policies]).toEqual([true])
        expect(seen.filter((v) => v.disposition === 'enforce')).toEqual([])
        const reported = seen.filter((v) => v.disposition === 'report').map((v) => v.text)
        const unlisted = reported.filter(
          (text) =>
            !trustedTypesOpenSinks.some(({ sample }) =>
              text.startsWith(`require-trusted-types-for trusted-types-sink ${sample}`),
            ),
        )
        expect(unlisted, `consent: ${consent}`).toEqual([])
        // Without consent nothing third-party loads: not one sink takes a plain string.
        if (!consent) expect(reported).toEqual([])
      }
    },
  )
})
