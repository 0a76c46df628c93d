import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { demoUser } from '../support/e2e-env'
import { baseURL, browserForSuite, whenHydrated } from './browser'
import { get, getHtml } from './http'

/**
 * The home page as editors and visitors meet it: texts edited and previewed in the back office,
 * hero videos that play only when seen (and never for visitors who prefer reduced motion), and the
 * lead form whose script loads only when it is needed.
 */
const { newPage } = browserForSuite()
const editor = demoUser('editor')
const enTitle = 'Charging that works for operators, businesses and drivers'
const uaTitle = 'Заряджання, яке працює для операторів, бізнесу та водіїв'
let token = ''

type HeroRow = {
  id: string
  title: string
  duration: string
  poster: number
  video?: number | null
}
type HomeGlobal = { hero: { title: string; videos: HeroRow[] } }

async function api(path: string, init: RequestInit = {}) {
  return fetch(new URL(path, baseURL()), {
    ...init,
    headers: { Authorization: `JWT ${token}`, ...init.headers },
  })
}

async function homeGlobal(): Promise<HomeGlobal> {
  const response = await api('/api/globals/home-page?locale=en&depth=0&draft=true')
  expect(response.status).toBe(200)
  return (await response.json()) as HomeGlobal
}

/** Publishes the English hero with these changes (the rest as it is). */
async function saveHero(changes: Partial<HomeGlobal['hero']>) {
  const { hero } = await homeGlobal()
  const response = await api('/api/globals/home-page?locale=en', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ hero: { ...hero, ...changes }, _status: 'published' }),
  })
  expect(response.status).toBe(200)
}

const h1Of = async (path: string) => (await getHtml(path)).html.querySelector('h1')?.text.trim()

async function logIn(page: Page) {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(editor.email)
  await page.locator('input[name="password"]').fill(editor.password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((u) => u.pathname === '/admin')
}

beforeAll(async () => {
  const response = await fetch(new URL('/api/users/login', baseURL()), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(editor),
  })
  token = ((await response.json()) as { token: string }).token
})

afterAll(async () => {
  // Leave the home page as seeded for the other test files.
  const { hero } = await homeGlobal()
  await saveHero({ title: enTitle, videos: hero.videos.map((row) => ({ ...row, video: null })) })
})

describe('home page texts in the back office', () => {
  it('an editor changes the hero title; /en shows it on the next request and /ua keeps its own', async () => {
    expect(await h1Of('/en')).toBe(enTitle) // now in the page cache
    expect(await h1Of('/ua')).toBe(uaTitle)
    const page = await newPage()
    await logIn(page)
    await page.goto('/admin/globals/home-page')
    const title = page.locator('#field-hero__title')
    await title.waitFor()
    expect(await title.inputValue()).toBe(enTitle)
    await title.fill('Book a charger, skip the queue')
    await page.getByRole('button', { name: /^Publish/ }).click()
    await page
      .getByText(/published successfully|Updated successfully/i)
      .first()
      .waitFor()
    expect(await h1Of('/en')).toBe('Book a charger, skip the queue')
    expect(await h1Of('/ua')).toBe(uaTitle)
    await saveHero({ title: enTitle })
    expect(await h1Of('/en')).toBe(enTitle)
  })

  it('live preview shows the draft as the editor types, and visitors still get the published page', async () => {
    const page = await newPage()
    await logIn(page)
    await page.goto('/admin/globals/home-page')
    await page.locator('#field-hero__title').waitFor()
    await page.locator('#live-preview-toggler').click()
    const preview = page.frameLocator('#live-preview-iframe')
    await preview.locator('h1', { hasText: enTitle }).waitFor()
    await preview.getByRole('note').filter({ hasText: 'Draft preview' }).waitFor()
    await page.locator('#field-hero__title').fill('A draft only editors see')
    // Autosave, then the preview re-renders from the server.
    await preview
      .locator('h1', { hasText: 'A draft only editors see' })
      .waitFor({ timeout: 20_000 })
    expect(await h1Of('/en')).toBe(enTitle)
    const link = await page.locator('#live-preview-iframe').getAttribute('src')
    expect(link).toMatch(/\/en\?token=/)
    // Without a valid token the same address is the published page; a forged one is not a preview.
    const forged = (await getHtml(`/en?token=home-page.9999999999.${'x'.repeat(43)}`)).html
    expect(forged.querySelector('h1')?.text.trim()).toBe(enTitle)
    expect(forged.querySelector('[role="note"]')).toBeNull()
    await page.locator('#field-hero__title').fill(enTitle)
  })
})

/**
 * A short WebM recorded in Chromium itself (no ffmpeg needed): coloured frames for a second and a
 * half.
 */
async function recordVideo(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas')
    canvas.width = 160
    canvas.height = 90
    const context = canvas.getContext('2d')!
    const recorder = new MediaRecorder(canvas.captureStream(15), {
      mimeType: 'video/webm;codecs=vp8',
    })
    const chunks: Blob[] = []
    recorder.ondataavailable = (event) => chunks.push(event.data)
    let frame = 0
    const draw = setInterval(() => {
      context.fillStyle = `hsl(${(frame++ * 24) % 360} 60% 40%)`
      context.fillRect(0, 0, 160, 90)
    }, 66)
    const stopped = new Promise((resolve) => (recorder.onstop = resolve))
    recorder.start()
    await new Promise((resolve) => setTimeout(resolve, 1500))
    recorder.stop()
    await stopped
    clearInterval(draw)
    return [...new Uint8Array(await new Blob(chunks).arrayBuffer())]
  })
  return Buffer.from(bytes)
}

describe('hero videos', () => {
  const isPlaying = (page: Page) =>
    page
      .locator('main video')
      .first()
      .evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)
  // The video's behaviour is loaded on demand once the page has hydrated
  // (src/features/site/client/enhance.ts).
  const enhanced = (page: Page) =>
    page
      .locator('main [data-enhance="hero-video"][data-enhanced]')
      .first()
      .waitFor({ state: 'attached' })

  beforeAll(async () => {
    const page = await newPage()
    await page.goto('/en/readme-oss')
    const file = await recordVideo(page)
    expect(file.length).toBeGreaterThan(500)
    const form = new FormData()
    form.append('_payload', JSON.stringify({ title: 'Booking in one minute' }))
    form.append('file', new Blob([new Uint8Array(file)], { type: 'video/webm' }), 'booking.webm')
    const uploaded = await api('/api/videos', { method: 'POST', body: form })
    expect(uploaded.status).toBe(201)
    const video = ((await uploaded.json()) as { doc: { id: number } }).doc.id
    const { hero } = await homeGlobal()
    await saveHero({
      videos: hero.videos.map((row, i) => ({ ...row, video: i === 0 ? video : null })),
    })
  })

  it('the poster paints first; the video loads nothing until it is on screen, then plays muted and looped; the button pauses it', async () => {
    const page = await newPage({ consent: true, viewport: { width: 390, height: 500 } })
    const videoRequests: string[] = []
    page.on(
      'request',
      (request) => request.url().includes('/api/videos/file/') && videoRequests.push(request.url()),
    )
    await page.goto('/en')
    const video = page.locator('main video').first()
    expect(await video.getAttribute('preload')).toBe('none')
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true)
    const poster = page.locator('main img').first()
    expect(await poster.getAttribute('fetchpriority')).toBe('high')
    expect(await poster.getAttribute('loading')).not.toBe('lazy')
    await enhanced(page)
    await page.waitForTimeout(800)
    expect(await isPlaying(page)).toBe(false)
    expect(videoRequests).toEqual([])

    await video.scrollIntoViewIfNeeded()
    await expect.poll(() => isPlaying(page), { timeout: 10_000 }).toBe(true)
    expect(videoRequests.length).toBeGreaterThan(0)
    const pause = page.getByRole('button', { name: /^Pause video: Booking|^Pause video/ }).first()
    await pause.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
    await page
      .getByRole('button', { name: /^Play video/ })
      .first()
      .waitFor()
    // Paused by the visitor: scrolling away and back does not restart it.
    await page.mouse.wheel(0, -2000)
    await video.scrollIntoViewIfNeeded()
    await page.waitForTimeout(800)
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
  })

  it('with prefers-reduced-motion the video stays still until the visitor plays it', async () => {
    const page = await newPage({
      consent: true,
      viewport: { width: 390, height: 500 },
      reducedMotion: 'reduce',
    })
    await page.goto('/en')
    await enhanced(page)
    const video = page.locator('main video').first()
    await video.scrollIntoViewIfNeeded()
    await page.waitForTimeout(1500)
    expect(await isPlaying(page)).toBe(false)
    await page
      .getByRole('button', { name: /^Play video/ })
      .first()
      .click()
    await expect.poll(() => isPlaying(page), { timeout: 10_000 }).toBe(true)
  })

  it('reached by a client-side navigation, the video plays too, and stops once the visitor moves on', async () => {
    const page = await newPage({ consent: true, viewport: { width: 390, height: 500 } })
    await page.goto('/en/news')
    const brand = 'header a.brand'
    await whenHydrated(page, brand)
    await page.evaluate(
      () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
    )
    await page.locator(brand).click()
    await page.waitForURL(/\/en$/)
    await enhanced(page)
    const video = page.locator('main video').first()
    await video.scrollIntoViewIfNeeded()
    await expect.poll(() => isPlaying(page), { timeout: 10_000 }).toBe(true)
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true)
    // Leaving the page undoes the behaviour: the player is paused on its way out.
    const detached = await video.evaluateHandle((v) => v as HTMLVideoElement)
    await page.goBack()
    await page.waitForURL(/\/en\/news$/)
    await expect.poll(() => detached.evaluate((v) => v.isConnected || v.paused)).toBe(true)
    expect(await detached.evaluate((v) => v.isConnected)).toBe(false)
  })
})

describe('lead form on the home page', () => {
  it('arrives without the country list or the form script, loads near the screen, validates the phone for the chosen country and submits', async () => {
    const { html } = await getHtml('/en')
    expect(html.querySelector('form[data-form-shell="lead"]')).toBeTruthy()
    expect(html.querySelector('form[data-form="lead"]')).toBeNull()
    const raw = html.toString()
    for (const country of ['Zimbabwe', 'Liechtenstein', 'Uzbekistan'])
      expect(raw).not.toContain(country)

    const page = await newPage({ consent: true })
    await page.goto('/en')
    expect(await page.locator('form[data-form="lead"]').count()).toBe(0)
    await page.locator('form[data-form-shell="lead"]').scrollIntoViewIfNeeded()
    const root = page.locator('form[data-form="lead"]')
    await root.waitFor()
    const field = (name: string) => root.locator(`[name="${name}"]`)
    await field('interest').selectOption('start_business')
    await field('firstName').fill('Rui')
    await field('lastName').fill('Costa')
    const email = `home-lead-${Date.now().toString(36)}@example.com`
    await field('email').fill(email)
    await field('country').selectOption('PT')
    // Phone country by keyboard: the list is built in the browser, in the page's language.
    const countryButton = root.locator('button[aria-haspopup="listbox"]')
    await countryButton.focus()
    await page.keyboard.press('Enter')
    await root.getByRole('listbox').waitFor()
    await page.keyboard.type('Portugal')
    await page.keyboard.press('Enter')
    expect(await countryButton.textContent()).toContain('+351')
    await field('phone').fill('020 7946 0000') // a London number is not Portuguese
    for (const [name, value] of [
      ['details', 'Twelve AC chargers at two hotels.'],
      ['company', 'Hotel Lisboa'],
    ] as const) {
      if (await field(name).count()) await field(name).fill(value)
    }
    await root.locator('button[type="submit"]').click()
    await root.getByText('Phone number is invalid').waitFor()
    await field('phone').fill('912 345 678')
    await root.locator('button[type="submit"]').click()
    await root.getByText('Your message has been sent successfully.').waitFor()
    expect((await get('/en')).status).toBe(200)
  })
})
