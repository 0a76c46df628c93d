import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'

/** Debian's Chromium (`apt-get install chromium`); Playwright's own browser downloads cannot work here. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const baseURL = () => inject('baseURL')

/**
 * One Chromium per test file; each `newPage` gets its own context (cookies, storage), so tests never
 * see each other's state. Contexts close after the file.
 */
export function useBrowser() {
  let browser: Browser
  const contexts: BrowserContext[] = []
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  })
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()))
    await browser?.close()
  })
  return {
    async newPage(options: BrowserContextOptions & { consent?: boolean } = {}): Promise<Page> {
      const { consent, ...contextOptions } = options
      const context = await browser.newContext({ baseURL: baseURL(), locale: 'en-US', ...contextOptions })
      if (consent) {
        const { hostname } = new URL(baseURL())
        await context.addCookies([{ name: 'permissionToUseCookies', value: 'true', domain: hostname, path: '/' }])
      }
      contexts.push(context)
      const page = await context.newPage()
      page.setDefaultTimeout(15_000)
      return page
    },
  }
}
