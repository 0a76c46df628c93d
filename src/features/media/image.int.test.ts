import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload, uploadTestImage } from '../../../tests/support/payload'
import { lexicalFromBlocks } from '@/lib/seed/lexical'
import { fileVersion, pageImage } from './image'

// Uploaded files of this test go to a scratch folder (Media reads MEDIA_DIR when the config loads).
const mediaDir = mkdtempSync(path.join(tmpdir(), 'media-image-int-'))
process.env.MEDIA_DIR = mediaDir

let payload: Payload
let mediaId: number

beforeAll(async () => {
  payload = await testPayload()
  const media = await uploadTestImage(payload, {
    name: 'dusk.png',
    alt: 'A charger at dusk',
    width: 1600,
    height: 900,
  })
  await payload.update({
    collection: 'media',
    id: media.id,
    locale: 'pt',
    data: { alt: 'Um posto ao anoitecer' },
  })
  mediaId = media.id
})

afterAll(() => rmSync(mediaDir, { recursive: true, force: true }))

describe('an upload as a page shows it', () => {
  it('has root-relative addresses (SITE_URL is set, yet no origin), its dimensions and the stored WebP sizes', async () => {
    expect(process.env.SITE_URL).toMatch(/^https?:\/\//)
    const doc = await payload.findByID({ collection: 'media', id: mediaId, locale: 'en' })
    const version = fileVersion(doc.updatedAt)
    expect(version).toMatch(/^[0-9a-z]+$/)
    const image = pageImage(doc)!
    expect(image).toMatchObject({
      src: `/api/media/file/dusk.webp?v=${version}`,
      width: 1600,
      height: 900,
      alt: 'A charger at dusk',
    })
    expect(
      Object.fromEntries(
        Object.entries(image.variants).map(([name, file]) => [name, [file.width, file.height]]),
      ),
    ).toEqual({
      thumbnail: [320, 180],
      card: [640, 360],
      wide: [1280, 720],
    })
    for (const file of Object.values(image.variants))
      expect(file.src).toMatch(new RegExp(`^/api/media/file/dusk-\\d+x\\d+\\.webp\\?v=${version}$`))
  })

  it('says its alt text in the language the page reads it in, English where it has none', async () => {
    const alt = async (locale: 'en' | 'my' | 'pt' | 'ua') =>
      pageImage(await payload.findByID({ collection: 'media', id: mediaId, locale }), locale)?.alt
    expect(await alt('en')).toBe('A charger at dusk')
    expect(await alt('pt')).toBe('Um posto ao anoitecer')
    expect(await alt('ua')).toBe('A charger at dusk')
    expect(await alt('my')).toBe('A charger at dusk')
    const everyLanguage = await payload.findByID({
      collection: 'media',
      id: mediaId,
      locale: 'all' as never,
    })
    expect(pageImage(everyLanguage, 'pt')?.alt).toBe('Um posto ao anoitecer')
  })

  it('comes from a relationship read with depth 1, and is null where the post has no cover or was read with depth 0', async () => {
    const post = await payload.create({
      collection: 'posts',
      locale: 'pt',
      data: {
        title: 'Carregar ao anoitecer',
        url: 'carregar-ao-anoitecer',
        excerpt: 'Postos.',
        content: lexicalFromBlocks(['Texto']),
        cover: mediaId,
        _status: 'published',
      },
    })
    const read = (depth: number) =>
      payload.findByID({ collection: 'posts', id: post.id, locale: 'pt', depth })
    const version = fileVersion(
      (await payload.findByID({ collection: 'media', id: mediaId })).updatedAt,
    )
    expect(pageImage((await read(1)).cover, 'pt')).toMatchObject({
      src: `/api/media/file/dusk.webp?v=${version}`,
      alt: 'Um posto ao anoitecer',
    })
    expect(pageImage((await read(0)).cover)).toBeNull()
    await payload.update({ collection: 'posts', id: post.id, locale: 'pt', data: { cover: null } })
    expect(pageImage((await read(1)).cover)).toBeNull()
  })
})
