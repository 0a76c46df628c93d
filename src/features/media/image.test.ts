import { describe, expect, it } from 'vitest'

import {
  appImage,
  builtInImage,
  fileVersion,
  imageSrc,
  pageImage,
  rootRelative,
  srcSetOf,
} from './image'

/** A media document as Payload reads it (depth ≥ 1), with the sizes the collection makes. */
const doc = (url: (file: string) => string = (file) => `/api/media/file/${file}`) => ({
  id: 7,
  alt: 'A charger at dusk',
  url: url('dusk.webp'),
  width: 1600,
  height: 900,
  mimeType: 'image/webp',
  sizes: {
    thumbnail: { url: url('dusk-320x180.webp'), width: 320, height: 180 },
    card: {
      url: url('dusk-640x360.webp'),
      width: 640,
      height: 360,
      filesize: 21_504,
      mimeType: 'image/webp',
    },
    wide: { url: url('dusk-1280x720.webp'), width: 1280, height: 720 },
  },
})

describe('rootRelative', () => {
  it('keeps a path on this site and strips any origin, keeping the query', () => {
    expect(rootRelative('/api/media/file/a.webp')).toBe('/api/media/file/a.webp')
    expect(rootRelative('http://localhost:3000/api/media/file/a.webp')).toBe(
      '/api/media/file/a.webp',
    )
    // A bucket prefix is part of the file's address on Payload's file route.
    expect(rootRelative('https://cms.example/api/media/file/a.webp?prefix=site')).toBe(
      '/api/media/file/a.webp?prefix=site',
    )
    expect(rootRelative('//cdn.example/api/media/file/a.webp')).toBe('/api/media/file/a.webp')
  })
})

describe('pageImage', () => {
  it('gives the original, its sizes and the alt text, every address root-relative', () => {
    expect(pageImage(doc())).toEqual({
      src: '/api/media/file/dusk.webp',
      width: 1600,
      height: 900,
      type: 'image/webp',
      alt: 'A charger at dusk',
      variants: {
        thumbnail: { src: '/api/media/file/dusk-320x180.webp', width: 320, height: 180 },
        // The size in bytes where the upload records it (RSS enclosures state it).
        card: {
          src: '/api/media/file/dusk-640x360.webp',
          width: 640,
          height: 360,
          bytes: 21_504,
          type: 'image/webp',
        },
        wide: { src: '/api/media/file/dusk-1280x720.webp', width: 1280, height: 720 },
      },
    })
  })

  it('never keeps an origin, whatever Payload or a storage adapter put in front', () => {
    const image = pageImage(
      doc((file) => `http://localhost:3000/api/media/file/${file}?prefix=media`),
    )!
    for (const file of [image, ...Object.values(image.variants)])
      expect(file.src).toMatch(/^\/api\/media\/file\/dusk[^/]*\.webp\?prefix=media$/)
  })

  it('versions every address with the document’s last change, so a replaced file gets a new one', () => {
    const updatedAt = '2026-11-20T10:00:00.000Z'
    const version = Date.parse(updatedAt).toString(36)
    const image = pageImage({ ...doc(), updatedAt })!
    expect(image.src).toBe(`/api/media/file/dusk.webp?v=${version}`)
    expect(image.variants.card?.src).toBe(`/api/media/file/dusk-640x360.webp?v=${version}`)
    const inBucket = pageImage({
      ...doc((file) => `/api/media/file/${file}?prefix=site`),
      updatedAt,
    })!
    expect(inBucket.src).toBe(`/api/media/file/dusk.webp?prefix=site&v=${version}`)
    expect(pageImage({ ...doc(), updatedAt: '2026-11-21T08:30:00.000Z' })!.src).not.toBe(image.src)
    // An unknown change time leaves the address unversioned (and so without long caching).
    expect(fileVersion(undefined)).toBeNull()
    expect(fileVersion('not a date')).toBeNull()
    expect(pageImage({ ...doc(), updatedAt: 'not a date' })!.src).toBe('/api/media/file/dusk.webp')
  })

  it('is null when there is nothing to show', () => {
    expect(pageImage(undefined)).toBeNull()
    expect(pageImage(null)).toBeNull()
    // An id: the relationship was not populated (read with depth 0).
    expect(pageImage(7)).toBeNull()
    expect(pageImage('7')).toBeNull()
    expect(pageImage({ ...doc(), url: null })).toBeNull()
    // Without dimensions the page could not reserve the picture's box.
    expect(pageImage({ ...doc(), width: null })).toBeNull()
  })

  it('leaves out sizes that were not made (a picture narrower than the size)', () => {
    const small = {
      ...doc(),
      width: 500,
      height: 300,
      sizes: {
        thumbnail: doc().sizes.thumbnail,
        card: { url: null, width: null, height: null },
        wide: {},
      },
    }
    expect(Object.keys(pageImage(small)!.variants)).toEqual(['thumbnail'])
  })

  it('takes the alt text in the page language from a document read in every language, else the default language', () => {
    const everyLanguage = {
      ...doc(),
      alt: { en: 'A charger at dusk', pt: 'Um posto ao anoitecer', ua: '' },
    }
    expect(pageImage(everyLanguage, 'pt')!.alt).toBe('Um posto ao anoitecer')
    expect(pageImage(everyLanguage, 'ua')!.alt).toBe('A charger at dusk')
    expect(pageImage(everyLanguage)!.alt).toBe('A charger at dusk')
    expect(pageImage({ ...doc(), alt: undefined })!.alt).toBe('')
  })
})

describe('using a page image', () => {
  it('lists every stored file once, narrowest first, as a srcset', () => {
    expect(srcSetOf(pageImage(doc())!)).toBe(
      '/api/media/file/dusk-320x180.webp 320w, /api/media/file/dusk-640x360.webp 640w, /api/media/file/dusk-1280x720.webp 1280w, /api/media/file/dusk.webp 1600w',
    )
    // An original as wide as its largest size is listed once.
    const exact = pageImage({ ...doc(), width: 1280, height: 720 })!
    expect(srcSetOf(exact).split(', ')).toHaveLength(3)
    expect(srcSetOf(builtInImage('/marketing/poster.webp', 1280, 720))).toBe(
      '/marketing/poster.webp 1280w',
    )
  })

  it('names one size for feeds and the cart, falling back to the original', () => {
    const image = pageImage(doc())!
    expect(imageSrc(image, 'card')).toBe('/api/media/file/dusk-640x360.webp')
    expect(imageSrc(image)).toBe('/api/media/file/dusk.webp')
    expect(imageSrc({ ...image, variants: {} }, 'wide')).toBe('/api/media/file/dusk.webp')
  })

  it('gives the app absolute addresses on the public origin', () => {
    expect(appImage(pageImage(doc())!, new URL('https://voltra.example'), 'wide')).toEqual({
      url: 'https://voltra.example/api/media/file/dusk-1280x720.webp',
      alt: 'A charger at dusk',
      width: 1600,
      height: 900,
    })
  })
})
