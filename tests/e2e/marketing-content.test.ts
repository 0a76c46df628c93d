import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'

import { browserForSuite } from './browser'
import { get, getHtml } from './http'

/** What the marketing pages show from the back office: the home page, the CMS pages, settings. */
const { newPage } = browserForSuite()

describe('home page content', () => {
  it('has the hero videos that open only on click, CMS testimonials, impact, claims, Organization data and the lead form slot', async () => {
    const page = await newPage({ consent: true })
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    await page.goto('/en')
    const posters = page.getByRole('button', { name: /^Play video/ })
    expect(await posters.count()).toBe(2)
    expect(await posters.nth(0).textContent()).toContain('(3:35)')
    expect(await posters.nth(1).textContent()).toContain('(1:18)')
    expect(await page.locator('video, iframe').count()).toBe(0)
    await posters.nth(1).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('cannot be played')
    // No script of the page's: the browser's popover moves focus to Close, and back to the poster
    // after.
    expect(
      await dialog
        .getByRole('button', { name: 'Close' })
        .evaluate((button) => button === document.activeElement),
    ).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await posters.nth(1).evaluate((button) => button === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(requests.filter((url) => /\.(mp4|webm|m3u8)|youtube|vimeo/.test(url))).toEqual([])

    const testimonials = page.locator('#testimonials blockquote')
    expect(await testimonials.count()).toBe(3)
    expect(await page.locator('#impact').textContent()).toMatch(/tons of CO₂ avoided\s*18,640/)
    expect(await page.locator('#impact').textContent()).toContain('Data updated October 31, 2026')
    const claims = (await page.locator('#claims').textContent()) ?? ''
    for (const claim of ['950K+', '67', '25.5k']) expect(claims).toContain(claim)
    expect(await page.locator('#lead-form h2').textContent()).toBe(
      'Maximize Your EV Charging Potential',
    )
    for (const section of [
      '#platform',
      '#sectors',
      '#offering',
      '#migration',
      '#drivers',
      '#support',
      '#join-heading',
      '#closing-heading',
    ]) {
      expect(await page.locator(section).count(), section).toBe(1)
    }

    const { html } = await getHtml('/en')
    const ld = html
      .querySelectorAll('script[type="application/ld+json"]')
      .map((s) => JSON.parse(s.text) as { '@type': string; contactPoint?: { telephone: string }[] })
    const organization = ld.find((d) => d['@type'] === 'Organization')
    expect(organization?.contactPoint?.[0]?.telephone).toBe('+44 20 3868 0420')
  })

  it('ships lazy images below the fold with sizes and an eager hero poster', async () => {
    const { html } = await getHtml('/en/about-us')
    const teamImages = html.querySelectorAll('#team img')
    expect(teamImages.length).toBe(4)
    for (const img of teamImages) {
      expect(img.getAttribute('loading')).toBe('lazy')
      expect(img.getAttribute('sizes')).toBeTruthy()
      expect(img.getAttribute('width')).toBeTruthy()
    }
    const { html: home } = await getHtml('/en')
    const hero = home.querySelectorAll('main img')[0]!
    expect(hero.getAttribute('loading')).not.toBe('lazy')
  })
})

describe('other pages from the CMS and site settings', () => {
  it.each(locales)(
    '%s: partnership packages state the 4-station price condition; about-us lists team and positions',
    async (locale: Locale) => {
      const { html } = await getHtml(`/${locale}/partnership`)
      expect(html.querySelectorAll('#packages li > h3').length).toBe(3)
      const condition = {
        en: 'up to 4 stations',
        my: 'up to 4 stations',
        pt: 'até 4 postos',
        ua: 'до 4 станцій',
      }[locale]
      expect(html.querySelector('#packages')?.text).toContain(condition)
      const about = await getHtml(`/${locale}/about-us`)
      expect(about.html.querySelectorAll('#team li').length).toBe(4)
      expect(about.html.querySelectorAll('#careers li').length).toBe(3)
      expect(about.html.querySelector('#job-application h2')).toBeTruthy()
    },
  )

  it('delete-account states the conditions, 3-year retention and support contacts from site settings', async () => {
    const { html } = await getHtml('/ua/delete-account')
    const text = html.querySelector('main')!.text
    for (const part of [
      'непогашені платежі',
      'активні сесії зарядження',
      'заплановані бронювання',
      '3 роки',
      '+44 20 3868 0420',
      'support@voltra.example',
    ]) {
      expect(text).toContain(part)
    }
    expect(html.querySelector('#delete-account-form')).toBeTruthy()
  })

  it('invite-friend promises 15 bonuses with app links; contact shows the details from site settings', async () => {
    const { html } = await getHtml('/pt/invite-friend')
    expect(html.querySelector('main')!.text).toContain('15 bónus')
    expect(html.querySelector('main a[href^="https://apps.apple.com"]')).toBeTruthy()
    const contact = await getHtml('/pt/contact')
    expect(contact.html.querySelector('main a[href="tel:+442038680420"]')).toBeTruthy()
    expect(contact.html.querySelector('main address')?.text).toContain('Lisboa')
  })

  it('legal pages render the CMS rich text per locale; readme-oss lists the real production licences', async () => {
    const { html } = await getHtml('/ua/privacy-policy')
    expect(html.querySelector('h1')?.text).toBe('Політика конфіденційності')
    expect(html.querySelectorAll('main article h2').length).toBeGreaterThanOrEqual(4)
    const agreement = await getHtml('/pt/public-agreement')
    expect(agreement.html.querySelector('main article')?.text).toContain('reservas agendadas')
    const oss = await getHtml('/en/readme-oss')
    const rows = oss.html.querySelectorAll('main tbody tr')
    expect(rows.length).toBeGreaterThan(50)
    const names = rows.map((r) => r.querySelector('a')?.text)
    expect(names).toEqual(expect.arrayContaining(['next', 'payload', 'react', 'sharp']))
    expect(names).not.toContain('vitest')
    expect(oss.html.querySelector('main')!.text).toContain('MIT')
  })

  it('wdec is built from the CMS blocks', async () => {
    const { html } = await getHtml('/pt/wdec')
    expect(html.querySelector('h1')?.text).toBe('Carregamento no trabalho e no destino')
    expect(html.querySelectorAll('main h2').map((h) => h.text)).toEqual([
      'Porquê carregar onde as pessoas já param',
      'A campanha em números',
      'Coloque o seu local no mapa',
    ])
  })

  it('Open Graph images are PNGs in the page language', async () => {
    for (const path of ['/og/ua-home.png', '/og/en-readmeOss.png']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
      expect(response.headers.get('cache-control')).toContain('public')
    }
    expect((await get('/og/xx-home.png')).status).toBe(404)
    expect((await get('/og/en-nothing.png')).status).toBe(404)
  })
})
