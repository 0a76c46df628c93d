import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { previewCookie } from '@/features/content/preview/grant'
import { previewableGlobals } from '@/features/content/preview/documents'
import { previewHandler } from '@/features/content/preview/routes'
import { createPreviewToken, verifyPreviewToken } from '@/features/content/preview/token'
import { getLegalDocument } from '@/features/content/queries'
import { lexicalFromText } from '@/lib/seed/lexical'

import { testPayload } from '../../../tests/support/payload'
import { pageTextSlugs } from './page-texts'
import { getLandingPage, getPageTexts } from './queries'
import { seedPageTexts } from './seed'

// What the browser holds: draft mode on with the preview cookie the preview route set (or nothing).
const browser = vi.hoisted(() => ({
  token: undefined as string | undefined,
  set: new Map<string, string>(),
}))
vi.mock('next/headers', () => ({
  draftMode: async () => ({
    isEnabled: browser.token !== undefined,
    enable: () => {},
    disable: () => {},
  }),
  cookies: async () => ({
    get: (name: string) =>
      name === previewCookie && browser.token ? { name, value: browser.token } : undefined,
    set: (name: string, value: string) => browser.set.set(name, value),
  }),
}))

// The files of this project share a worker: the next one gets the real module.
afterAll(() => vi.doUnmock('next/headers'))

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seedPageTexts(payload)
})

beforeEach(() => {
  browser.token = undefined
  browser.set.clear()
})

const aboutStory = async (locale: 'en' | 'ua') =>
  ((await getPageTexts(locale)).marketing.about as Record<string, string>).storyHeading

describe('drafts and live preview of the page texts', () => {
  it('every global feeding a public page autosaves drafts and has a live preview of that page', () => {
    for (const slug of [...pageTextSlugs, 'privacy-policy', 'public-agreement']) {
      const global = payload.config.globals.find((g) => g.slug === slug)!
      expect(
        global.versions && global.versions.drafts && global.versions.drafts.autosave,
        slug,
      ).toBeTruthy()
      expect(typeof global.admin.livePreview?.url, slug).toBe('function')
      expect(previewableGlobals, slug).toContain(slug)
    }
  })

  it('a draft shows only where a valid preview grant names its global; visitors keep the published texts', async () => {
    const published = await aboutStory('ua')
    await payload.updateGlobal({
      slug: 'texts-about',
      locale: 'ua',
      draft: true,
      data: { storyHeading: 'Чернетка історії' } as never,
    })
    expect(await aboutStory('ua')).toBe(published)

    browser.token = createPreviewToken({ global: 'texts-about' }, payload.secret)
    expect(await aboutStory('ua')).toBe('Чернетка історії')
    // Another global's grant, a forged token or another secret: the published texts.
    browser.token = createPreviewToken({ global: 'texts-business' }, payload.secret)
    expect(await aboutStory('ua')).toBe(published)
    browser.token = createPreviewToken({ global: 'texts-about' }, 'another-secret-0123456789abcdef')
    expect(await aboutStory('ua')).toBe(published)

    browser.token = undefined
    await payload.updateGlobal({
      slug: 'texts-about',
      locale: 'ua',
      data: { storyHeading: 'Опублікована історія', _status: 'published' } as never,
    })
    expect(await aboutStory('ua')).toBe('Опублікована історія')
  })

  it('the preview link of a global opens the page it feeds, in draft mode', async () => {
    const token = createPreviewToken({ global: 'texts-about' }, payload.secret)
    expect(verifyPreviewToken(token, payload.secret)).toEqual({ global: 'texts-about' })
    const redirect = await previewHandler(
      new NextRequest(
        `http://localhost/api/v1/preview?locale=ua&token=${encodeURIComponent(token)}`,
      ),
    ).catch((e: unknown) => e)
    expect(String((redirect as { digest?: string }).digest)).toContain(';/ua/about-us;')
    expect(browser.set.get(previewCookie)).toBe(token)
    // The global's link is not a collection document's: it cannot be replayed as one.
    expect(
      verifyPreviewToken(token.replace('texts-about.global', 'goods.global'), payload.secret),
    ).toBeNull()
  })

  it('a page that reads the token from its address gets it there, not through draft mode', async () => {
    const token = createPreviewToken({ global: 'home-page' }, payload.secret)
    const redirect = await previewHandler(
      new NextRequest(
        `http://localhost/api/v1/preview?locale=pt&token=${encodeURIComponent(token)}`,
      ),
    ).catch((e: unknown) => e)
    expect(String((redirect as { digest?: string }).digest)).toContain(
      `;/pt?token=${encodeURIComponent(token)};`,
    )
    expect(browser.set.has(previewCookie)).toBe(false)
  })

  it('legal documents: the draft in their live preview, the published version otherwise', async () => {
    const content = lexicalFromText('We keep what you tell us safe.')
    await payload.updateGlobal({
      slug: 'privacy-policy',
      locale: 'en',
      data: {
        title: 'Privacy',
        effectiveDate: '2026-09-01',
        content,
        _status: 'published',
      } as never,
    })
    await payload.updateGlobal({
      slug: 'privacy-policy',
      locale: 'en',
      draft: true,
      data: { title: 'Privacy (draft)' } as never,
    })
    expect((await getLegalDocument('privacy-policy', 'en')).title).toBe('Privacy')
    browser.token = createPreviewToken({ global: 'privacy-policy' }, payload.secret)
    expect((await getLegalDocument('privacy-policy', 'en')).title).toBe('Privacy (draft)')
    expect((await getLegalDocument('public-agreement', 'en')).title).not.toBe('Privacy (draft)')
  })
})

describe('live preview of a landing page', () => {
  it('shows the latest draft of the previewed page; visitors and other grants get the published one', async () => {
    const page = await payload.create({
      collection: 'landing-pages',
      locale: 'en',
      data: {
        title: 'Spring offer',
        description: 'Published text.',
        slug: 'spring',
        layout: [{ blockType: 'cta', heading: 'Talk to us' }],
        _status: 'published',
      } as never,
    })
    const other = await payload.create({
      collection: 'landing-pages',
      locale: 'en',
      data: {
        title: 'Autumn',
        description: 'Other page.',
        slug: 'autumn',
        layout: [{ blockType: 'cta', heading: 'Hi' }],
        _status: 'published',
      } as never,
    })
    await payload.update({
      collection: 'landing-pages',
      id: page.id,
      locale: 'en',
      draft: true,
      data: { title: 'Spring offer (draft)' },
    })
    expect((await getLandingPage('spring', 'en'))?.title).toBe('Spring offer')

    browser.token = createPreviewToken({ collection: 'landing-pages', id: page.id }, payload.secret)
    expect((await getLandingPage('spring', 'en'))?.title).toBe('Spring offer (draft)')
    expect((await getLandingPage('autumn', 'en'))?.title).toBe('Autumn')
    browser.token = createPreviewToken(
      { collection: 'landing-pages', id: other.id },
      payload.secret,
    )
    expect((await getLandingPage('spring', 'en'))?.title).toBe('Spring offer')
  })
})
