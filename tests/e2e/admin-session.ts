import type { BrowserContextOptions, Page } from 'playwright-core'
import { expect } from 'vitest'

import { demoUser, type DemoRole } from '../support/e2e-env'
import { baseURL } from './browser'
import { demoToken } from './http'

type NewPage = (options?: BrowserContextOptions) => Promise<Page>

/**
 * Back-office helpers of a test file: a page logged in as a demo role (the session cookie of the
 * same login the admin's form makes) and Payload's REST API as that role.
 */
export function adminSession(newPage: NewPage) {
  return {
    async loggedIn(role: DemoRole, options: BrowserContextOptions = {}): Promise<Page> {
      const page = await newPage(options)
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
