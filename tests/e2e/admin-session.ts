import type { BrowserContextOptions, Page } from 'playwright-core'
import { expect } from 'vitest'

import { demoUser, type DemoRole } from '../support/e2e-env'
import { baseURL } from './browser'
import { demoToken } from './http'

type NewPage = (options?: BrowserContextOptions) => Promise<Page>

/**
 * Back-office helpers of a test file: a page logged in as a demo role and Payload's REST API as that
 * role. The editor logs in as the admin's form does; the admin and sales, who need a second factor,
 * carry the complete login the global setup made (tests/support/second-factor.ts).
 */
export function adminSession(newPage: NewPage) {
  return {
    async loggedIn(role: DemoRole, options: BrowserContextOptions = {}): Promise<Page> {
      const page = await newPage(options)
      if (role !== 'editor') {
        const token = await demoToken(role)
        await page.context().addCookies([{ name: 'payload-token', value: token, url: baseURL() }])
        return page
      }
      const response = await page.request.post(`${baseURL()}/api/users/login`, {
        data: demoUser(role),
      })
      expect(response.status()).toBe(200)
      return page
    },
    async api<T = Record<string, any>>(
      role: DemoRole,
      path: string,
      init: RequestInit = {},
    ): Promise<{ status: number; body: T }> {
      const response = await fetch(new URL(path, baseURL()), {
        ...init,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `JWT ${await demoToken(role)}`,
          ...init.headers,
        },
      })
      return { status: response.status, body: (await response.json()) as T }
    },
  }
}
