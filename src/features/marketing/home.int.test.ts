import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { verifyPreviewToken } from '@/features/content/preview/token'

import { testPayload } from '../../../tests/support/payload'
import { defaultHomeContent } from './home-content'
import { defaultMessages } from './page-texts'
import { getHomeContent, getPageTexts } from './queries'
import { seedHomePage, seedPageTexts } from './seed'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('home page content: the global, seeded and previewed', () => {
  it('before the global is ever saved, shows the texts the site shipped with', async () => {
    const content = await getHomeContent('ua')
    expect(content).toEqual(await defaultHomeContent('ua'))
    expect(content.hero.title).toBe('Заряджання, яке працює для операторів, бізнесу та водіїв')
  })

  it('seeds every language with exactly those texts, shared video rows and uploaded posters', async () => {
    await seedHomePage(payload)
    for (const locale of ['en', 'my', 'pt', 'ua'] as const) {
      const [saved, shipped] = await Promise.all([
        getHomeContent(locale),
        defaultHomeContent(locale),
      ])
      expect(saved.hero).toEqual(shipped.hero)
      expect(saved.videos.map((v) => [v.title, v.duration, v.video])).toEqual(
        shipped.videos.map((v) => [v.title, v.duration, null]),
      )
      expect(saved.videos.every((v) => v.poster.src.startsWith('/api/media/file/'))).toBe(true)
      const strip = (blocks: unknown[]) =>
        JSON.parse(
          JSON.stringify(blocks, (key, value) =>
            key === 'id' ||
            key === 'blockName' ||
            value === null ||
            (Array.isArray(value) && value.length === 0)
              ? undefined
              : value,
          ),
        )
      expect(strip(saved.layout)).toEqual(strip(shipped.layout))
    }
    const global = await payload.findGlobal({ slug: 'home-page', locale: 'pt', depth: 0 })
    const en = await payload.findGlobal({ slug: 'home-page', locale: 'en', depth: 0 })
    expect(global.hero?.videos?.map((v) => v.id)).toEqual(en.hero?.videos?.map((v) => v.id))
  })

  it('previews drafts for a valid token only; visitors keep the published version', async () => {
    await payload.updateGlobal({
      slug: 'home-page',
      locale: 'en',
      draft: true,
      data: { hero: { title: 'Draft hero' } } as never,
    })
    expect((await getHomeContent('en')).hero.title).toBe(
      'Charging that works for operators, businesses and drivers',
    )
    expect((await getHomeContent('en', true)).hero.title).toBe('Draft hero')
    const global = payload.config.globals.find((g) => g.slug === 'home-page')!
    // The back office's Preview button of the home page.
    const link = await global.admin.preview!({}, { locale: 'en', req: { payload } } as never)
    expect(link).toMatch(/^\/en\?token=/)
    const token = new URL(link!, 'http://x').searchParams.get('token')
    const grantsHome = (token: string | null, secret: string) =>
      verifyPreviewToken(token, secret)?.global === 'home-page'
    expect(grantsHome(token, payload.secret)).toBe(true)
    expect(grantsHome(token, 'another-secret-0123456789abcdef')).toBe(false)
    expect(grantsHome(`${token}x`, payload.secret)).toBe(false)
  })
})

describe('home page content: video files and page texts', () => {
  it('takes only video files in the videos collection', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4e50000000049454e44ae426082',
      'hex',
    )
    await expect(
      payload.create({
        collection: 'videos',
        locale: 'en',
        data: { title: 'Not a video' },
        file: { data: png, mimetype: 'image/png', name: 'x.png', size: png.length },
      }),
    ).rejects.toThrow()
  })

  it('page texts: seeded as shipped; an edit shows, an empty field or broken placeholders fall back to the built-in text', async () => {
    await seedPageTexts(payload)
    expect(await getPageTexts('pt')).toEqual(defaultMessages('pt'))
    await payload.updateGlobal({
      slug: 'texts-about',
      locale: 'ua',
      data: { storyHeading: 'Наша історія з 2016 року', missionHeading: '' } as never,
    })
    await payload.updateGlobal({
      slug: 'texts-drivers',
      locale: 'ua',
      data: { bonusText: 'Бонуси без {appOnly' } as never,
    })
    await payload.updateGlobal({
      slug: 'texts-page-headings',
      locale: 'ua',
      data: {
        contact: { heading: 'Напишіть нам' },
        businessHardware: { heading: 'Чи запрацюють мої станції?' },
      } as never,
    })
    const ua = await getPageTexts('ua')
    const shipped = defaultMessages('ua')
    const about = ua.marketing.about as Record<string, string>
    expect(about.storyHeading).toBe('Наша історія з 2016 року')
    expect(about.missionHeading).toBe(
      (shipped.marketing.about as Record<string, string>).missionHeading,
    )
    expect((ua.marketing.drivers as Record<string, string>).bonusText).toBe(
      (shipped.marketing.drivers as Record<string, string>).bonusText,
    )
    expect((ua.pages.contact as Record<string, string>).heading).toBe('Напишіть нам')
    expect((ua.pages.businessHardware as Record<string, string>).heading).toBe(
      'Чи запрацюють мої станції?',
    )
    // Other languages keep their own texts (no fallback to another language's edit).
    expect(
      ((await getPageTexts('en')).marketing.about as Record<string, string>).storyHeading,
    ).toBe('Our story')
  })
})
