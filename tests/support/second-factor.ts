import { readFileSync, writeFileSync } from 'node:fs'

import type { Page } from 'playwright-core'

import { totpCode } from '../../src/features/users/second-factor/totp'

/**
 * The back office's second factor, as a test passes it: the app's code computed from the account's
 * secret. The server accepts a code once, and only for a 30 s step later than the last one it
 * accepted, so the steps already used are kept in a small JSON ledger (a file the global setup
 * makes, shared by every test file): each code is for a step nobody used, waiting for the clock
 * when it must.
 */
const period = 30_000

type Ledger = Record<string, number>
const readLedger = (file: string): Ledger => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Ledger
  } catch {
    return {}
  }
}

export async function freshCode(secret: string, ledger: string): Promise<string> {
  const used = readLedger(ledger)[secret] ?? -1
  const current = Math.floor(Date.now() / period)
  const step = Math.max(current, used + 1)
  // A code is accepted one step ahead of the clock at most.
  if (step > current + 1)
    await new Promise((r) => setTimeout(r, (step - 1) * period - Date.now() + 50))
  writeFileSync(ledger, JSON.stringify({ ...readLedger(ledger), [secret]: step }))
  return totpCode(secret, step * period + 1)
}

type Credentials = { email: string; password: string }

async function post(base: string, path: string, body: unknown, token?: string) {
  const response = await fetch(new URL(path, base), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `JWT ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/**
 * Logs in and enrols an account at its first login; returns its secret and a complete login's
 * token.
 */
export async function enrolOverHttp(base: string, account: Credentials, ledger: string) {
  const login = await post(base, '/api/users/login', account)
  if (login.status !== 200 || login.body.secondFactor !== 'enrol')
    throw new Error(`Logging in ${account.email} to enrol answered ${login.status}`)
  const token = login.body.token as string
  const { body } = await post(base, '/api/users/second-factor/enrol', {}, token)
  const secret = body.secret as string
  const verified = await post(
    base,
    '/api/users/second-factor/verify',
    { code: await freshCode(secret, ledger) },
    token,
  )
  if (verified.status !== 200)
    throw new Error(`Enrolling ${account.email} answered ${verified.status}`)
  return { secret, token, recoveryCodes: verified.body.recoveryCodes as string[] }
}

/** A complete login of an enrolled account: password, then a fresh code. */
export async function loginOverHttp(
  base: string,
  account: Credentials,
  secret: string,
  ledger: string,
): Promise<string> {
  const login = await post(base, '/api/users/login', account)
  const token = login.body.token as string
  if (login.body.secondFactor === undefined) return token
  const code = await freshCode(secret, ledger)
  const verified = await post(base, '/api/users/second-factor/verify', { code }, token)
  if (verified.status !== 200)
    throw new Error(`Second factor of ${account.email}: ${verified.status}`)
  return token
}

/** In the back office's login page, after the password: enters a fresh code and continues. */
export async function passSecondFactorInPage(page: Page, secret: string, ledger: string) {
  const form = '[data-second-factor="form"]'
  // Before React has hydrated it, the form would submit itself as a plain GET.
  await page.waitForFunction((s) => {
    const el = document.querySelector(s)
    return Boolean(el && Object.keys(el).some((k) => k.startsWith('__react')))
  }, form)
  await page.locator('#second-factor-code').fill(await freshCode(secret, ledger))
  await page.locator(`${form} button[type="submit"]`).click()
}
