import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core'
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest'

import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs'

export { chromiumPath }

export const baseURL = () => inject('baseURL')

// One Chromium per worker: a project's files run one after another in one worker (vitest.config.ts),
// and a launch costs about a second of processor, 73 times a run. Playwright closes it when the
// worker exits; a browser that crashed is launched again for the next file.
let launched: Promise<Browser> | undefined
async function sharedBrowser(): Promise<Browser> {
  const browser = await launched
  if (browser?.isConnected()) return browser
  launched = chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  return launched
}

/**
 * The worker's Chromium for a test file; each `newPage` gets its own context (cookies, storage), so
 * tests never see each other's state, nor files each other's. A context opened by a test closes
 * when that test ends, one opened by a `beforeAll` after the file: a page left open keeps running
 * its scripts (timers, polling, a back-office form's autosave) and takes the processor from the
 * tests after it.
 */
export function browserForSuite() {
  let browser: Browser
  const contexts: BrowserContext[] = []
  beforeAll(async () => {
    browser = await sharedBrowser()
  })
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()))
  })
  /** Closes `context` when the current test ends; false outside a test (in a `beforeAll`). */
  const closeAfterTest = (context: BrowserContext) => {
    try {
      onTestFinished(() => context.close())
      return true
    } catch {
      return false
    }
  }
  return {
    async newPage(options: BrowserContextOptions & { consent?: boolean } = {}): Promise<Page> {
      const { consent, ...contextOptions } = options
      const context = await browser.newContext({
        baseURL: contextOptions.baseURL ?? baseURL(),
        locale: 'en-US',
        ...contextOptions,
      })
      if (consent) {
        const { hostname } = new URL(contextOptions.baseURL ?? baseURL())
        await context.addCookies([
          { name: 'permissionToUseCookies', value: 'true', domain: hostname, path: '/' },
        ])
      }
      if (!closeAfterTest(context)) contexts.push(context)
      const page = await context.newPage()
      page.setDefaultTimeout(15_000)
      return page
    },
  }
}

/**
 * Waits until React has hydrated the element `selector` (it carries React's own properties then). A
 * click on a server-rendered button before that does nothing, which a busy machine makes likely.
 */
export async function whenHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((s) => {
    const el = document.querySelector(s)
    return Boolean(el && Object.keys(el).some((k) => k.startsWith('__react')))
  }, selector)
}

/**
 * The site form `form` (its `data-form` name) once React has hydrated it. Every form is a
 * server-rendered shell until it comes near the screen, so the shell is scrolled to first (it may
 * already have been swapped for the form, leaving nothing to scroll to).
 */
export async function hydratedForm(page: Page, form: string): Promise<Locator> {
  await page
    .locator(`form[data-form-shell="${form}"]`)
    .scrollIntoViewIfNeeded({ timeout: 5_000 })
    .catch(() => undefined)
  const root = page.locator(`form[data-form="${form}"]`)
  await root.waitFor()
  // The form's submit handler replaces the browser's own validation once it is hydrated.
  await whenHydrated(page, `form[data-form="${form}"]`)
  return root
}

/**
 * Draws what the page skips until a visitor nears it (marketing sections, `content-visibility:
 * auto`). Skipped, a section's colours are unknown to axe, which files their contrast as incomplete,
 * and its overflow is clipped rather than scrolled, so a check of contrast or width would pass unseen;
 * drawn, the checks see what a visitor sees on reaching each section.
 */
export async function drawSkippedSections(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(element).contentVisibility === 'auto')
        element.style.contentVisibility = 'visible'
  })
}
