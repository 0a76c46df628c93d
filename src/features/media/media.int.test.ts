import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../tests/support/payload'
import { lexicalFromBlocks } from '@/lib/seed/lexical'
import { findMediaUsages } from './usage'

// Uploaded files of this test go to a scratch folder (Media reads MEDIA_DIR when the config loads).
const mediaDir = mkdtempSync(path.join(tmpdir(), 'media-int-'))
process.env.MEDIA_DIR = mediaDir

let payload: Payload

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 80 } } })
    .png()
    .toBuffer()

async function upload(name: string, data: Buffer, alt = name) {
  return payload.create({
    collection: 'media',
    locale: 'en',
    data: { alt },
    file: { data, mimetype: 'image/png', name, size: data.length },
  })
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(() => rmSync(mediaDir, { recursive: true, force: true }))

describe('uploads', () => {
  it('refuses an image over 12,000 px per side, saying its size and the limit', async () => {
    await expect(upload('panorama.png', await png(12_500, 40))).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('12,500 × 40 px; at most 12,000 px per side'),
    })
  })

  it("reads the file from memory when the parser leaves an empty temp-file path (as Payload's REST parser does)", async () => {
    const data = await png(12_500, 40)
    const file = {
      data,
      mimetype: 'image/png',
      name: 'rest.png',
      size: data.length,
      tempFilePath: '',
    }
    await expect(
      payload.create({ collection: 'media', locale: 'en', data: { alt: 'REST' }, file }),
    ).rejects.toMatchObject({ status: 400, name: 'APIError' })
  })

  it('refuses an image over 50 megapixels within the side limit', async () => {
    await expect(upload('huge.png', await png(8000, 7000))).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/56 megapixels .*at most 50 megapixels/),
    })
  })

  it('stores a big picture scaled into 2560 px as WebP, never enlarging a small one', async () => {
    const big = await upload('photo.png', await png(3200, 1800))
    expect(big).toMatchObject({ width: 2560, height: 1440, mimeType: 'image/webp' })
    expect(big.filename).toMatch(/\.webp$/)
    const small = await upload('icon.png', await png(200, 100))
    expect(small).toMatchObject({ width: 200, height: 100, mimeType: 'image/webp' })
  })
})

describe('media in use: documents that show an image', () => {
  it('lists every document that shows an image and refuses to delete it, naming them', async () => {
    const image = await upload('cover.png', await png(400, 300), 'Cover')
    const unused = await upload('spare.png', await png(40, 30), 'Spare')
    const post = await payload.create({
      collection: 'posts',
      locale: 'en',
      data: {
        title: 'Depot charging',
        url: 'depot-charging',
        excerpt: 'Fleets.',
        content: lexicalFromBlocks(['Body']),
        cover: image.id,
        _status: 'published',
      },
    })
    const good = await payload.create({
      collection: 'goods',
      locale: 'en',
      data: {
        title: 'Wallbox 22',
        category: 'chargers',
        kind: 'commercial',
        availability: 'inStock',
        images: [unused.id, image.id],
      },
    })
    await payload.create({
      collection: 'team',
      locale: 'en',
      data: { name: 'Olena', role: 'CTO', photo: image.id, _status: 'published' },
    })
    await payload.updateGlobal({ slug: 'site-settings', data: { logo: image.id } })

    const usages = await findMediaUsages(payload, image.id)
    expect(usages.map((u) => [u.collection, u.title])).toEqual(
      expect.arrayContaining([
        ['posts', 'Depot charging'],
        ['goods', 'Wallbox 22'],
        ['team', 'Olena'],
        ['site-settings', expect.any(String)],
      ]),
    )
    expect(usages.find((u) => u.collection === 'posts')?.href).toBe(
      `/admin/collections/posts/${post.id}`,
    )
    expect(usages.find((u) => u.collection === 'goods')?.href).toBe(
      `/admin/collections/goods/${good.id}`,
    )

    await expect(payload.delete({ collection: 'media', id: image.id })).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/Used by: .*Post “Depot charging”.*Product “Wallbox 22”/),
    })
    expect(
      await payload.findByID({ collection: 'media', id: image.id, disableErrors: true }),
    ).not.toBeNull()

    // Out of use once the post and the good no longer show it… still used by team and settings.
    await payload.update({ collection: 'posts', id: post.id, data: { cover: null } })
    expect((await findMediaUsages(payload, image.id)).map((u) => u.collection)).not.toContain(
      'posts',
    )

    // Scripts that mean it can still delete.
    await payload.delete({ collection: 'media', id: image.id, context: { deleteMediaInUse: true } })
    // An unused image goes without a word.
    await payload.update({ collection: 'goods', id: good.id, data: { images: [] } })
    expect(await findMediaUsages(payload, unused.id)).toEqual([])
    await payload.delete({ collection: 'media', id: unused.id })
  })
})

// Rich text with an uploaded image, or a link to one, after a first paragraph.
const withNode = (node: Record<string, unknown>) => {
  const content = lexicalFromBlocks(['Before the picture'])
  ;(content.root.children as unknown[]).push(node)
  return content
}
const uploadNode = (id: number) => ({
  type: 'upload',
  version: 3,
  format: '',
  id: `node-${id}`,
  fields: null,
  relationTo: 'media',
  value: id,
})
const linkNode = (id: number) => ({
  type: 'paragraph',
  version: 1,
  format: '',
  indent: 0,
  direction: null,
  children: [
    {
      type: 'link',
      version: 3,
      format: '',
      indent: 0,
      direction: null,
      fields: { linkType: 'internal', doc: { relationTo: 'media', value: id } },
      children: [],
    },
  ],
})

describe('media in use: images inside rich text', () => {
  it('counts images placed inside rich text (any language, drafts and globals included)', async () => {
    const inline = await upload('inline.png', await png(200, 100), 'Inline')
    const linked = await upload('linked.png', await png(200, 100), 'Linked')
    const legal = await upload('legal.png', await png(200, 100), 'Legal')
    const post = await payload.create({
      collection: 'posts',
      locale: 'en',
      data: {
        title: 'Inline pictures',
        url: 'inline-pictures',
        excerpt: 'Pictures.',
        content: lexicalFromBlocks(['English text only']),
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'en',
      data: { content: withNode(linkNode(linked.id)) },
    })
    // Only the Portuguese text shows the image, and only in a draft.
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'pt',
      draft: true,
      data: {
        title: 'Imagens no texto',
        excerpt: 'Imagens.',
        content: withNode(uploadNode(inline.id)),
      },
    })
    await payload.updateGlobal({
      slug: 'privacy-policy',
      locale: 'en',
      data: {
        title: 'Privacy',
        effectiveDate: '2026-09-01',
        content: withNode(uploadNode(legal.id)),
        _status: 'published',
      } as never,
    })

    expect(
      (await findMediaUsages(payload, inline.id)).map((u) => [u.collection, u.title, u.field]),
    ).toEqual([['posts', 'Inline pictures', 'content']])
    expect((await findMediaUsages(payload, linked.id)).map((u) => u.collection)).toEqual(['posts'])
    expect((await findMediaUsages(payload, legal.id)).map((u) => u.collection)).toEqual([
      'privacy-policy',
    ])
    await expect(payload.delete({ collection: 'media', id: inline.id })).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/“Inline pictures”/),
    })
    await expect(payload.delete({ collection: 'media', id: legal.id })).rejects.toMatchObject({
      status: 409,
    })
  })
})
