import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { happens } from '../support/wait'
import { browserForSuite, whenHydrated } from './browser'
import { editorApi, homeGlobal, restoreHome, saveHero } from './home-global'

/**
 * The home page's hero videos: they play only when seen, never for visitors who prefer reduced
 * motion, and stop when the visitor moves on.
 */
const { newPage } = browserForSuite()

afterAll(restoreHome)

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

/**
 * Whether the first hero video starts playing within `ms`: for a window in which it must not (a
 * duration, not a condition), answered as soon as it does.
 */
const startsWithin = (page: Page, ms: number) =>
  happens(
    page.waitForFunction(
      () => {
        const video = document.querySelector<HTMLVideoElement>('main video')
        return video !== null && !video.paused && video.currentTime > 0
      },
      undefined,
      { timeout: ms },
    ),
  )

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

/** A video recorded in the browser, uploaded, and made the first of the home page's hero. */
async function heroWithRecordedVideo() {
  const page = await newPage()
  await page.goto('/en/readme-oss')
  const file = await recordVideo(page)
  expect(file.length).toBeGreaterThan(500)
  const form = new FormData()
  form.append('_payload', JSON.stringify({ title: 'Booking in one minute' }))
  form.append('file', new Blob([new Uint8Array(file)], { type: 'video/webm' }), 'booking.webm')
  const uploaded = await editorApi('/api/videos', { method: 'POST', body: form })
  expect(uploaded.status).toBe(201)
  const video = ((await uploaded.json()) as { doc: { id: number } }).doc.id
  const { hero } = await homeGlobal()
  await saveHero({
    videos: hero.videos.map((row, i) => ({ ...row, video: i === 0 ? video : null })),
  })
}

describe('hero videos', () => {
  beforeAll(heroWithRecordedVideo)

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
    // A duration, not a condition: off screen, the video is not fetched (so not played) for a while.
    const fetched = page.waitForRequest((request) => request.url().includes('/api/videos/file/'), {
      timeout: 800,
    })
    expect(await happens(fetched)).toBe(false)
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
    expect(await startsWithin(page, 800)).toBe(false)
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
    expect(await startsWithin(page, 1500)).toBe(false)
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
