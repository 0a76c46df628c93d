import { parse } from 'node-html-parser'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { builtInImage, type PageImage } from './image'
import { MediaImage } from './MediaImage'

const image: PageImage = {
  src: '/api/media/file/dusk.webp',
  width: 1600,
  height: 900,
  alt: 'A charger at dusk',
  variants: { card: { src: '/api/media/file/dusk-640x360.webp', width: 640, height: 360 } },
}

/**
 * The img's attributes and those of the preload link React adds for it, if any (names in lower
 * case).
 */
const render = (element: React.ReactElement) => {
  const html = parse(renderToStaticMarkup(element))
  const attributes = (selector: string) => {
    const found = html.querySelector(selector)
    return (
      found &&
      Object.fromEntries(
        Object.entries(found.attributes).map(([name, value]) => [name.toLowerCase(), value]),
      )
    )
  }
  return { img: attributes('img')!, preload: attributes('link[rel="preload"]') }
}

describe('MediaImage', () => {
  it('lists the stored sizes with the given sizes, reserves the box and loads lazily', () => {
    const { img, preload } = render(
      <MediaImage image={image} sizes="(min-width: 800px) 46rem, 100vw" className="cover" />,
    )
    expect(img).toMatchObject({
      src: '/api/media/file/dusk.webp',
      srcset: '/api/media/file/dusk-640x360.webp 640w, /api/media/file/dusk.webp 1600w',
      sizes: '(min-width: 800px) 46rem, 100vw',
      alt: 'A charger at dusk',
      width: '1600',
      height: '900',
      loading: 'lazy',
      decoding: 'async',
      class: 'cover',
    })
    expect(img.fetchpriority).toBeUndefined()
    // The alt text is not made transparent: it shows if the file fails to load.
    expect(img.style).toBeUndefined()
    expect(preload).toBeNull()
  })

  it('fetches the largest paint at once with high priority, and preloads it with its srcset', () => {
    const { img, preload } = render(<MediaImage image={image} sizes="100vw" priority />)
    expect(img.loading).toBe('eager')
    expect(img.fetchpriority).toBe('high')
    expect(preload).toMatchObject({
      as: 'image',
      fetchpriority: 'high',
      imagesrcset: img.srcset,
      imagesizes: '100vw',
    })
  })

  it('fetches a picture above the fold at once without raising its priority', () => {
    const { img, preload } = render(<MediaImage image={image} sizes="100vw" eager />)
    expect(img.loading).toBe('eager')
    expect(img.fetchpriority).toBeUndefined()
    expect(preload).toMatchObject({ as: 'image', imagesrcset: img.srcset })
    expect(preload!.fetchpriority).toBeUndefined()
  })

  it('takes another alt text and a fixed display size when given', () => {
    const { img } = render(
      <MediaImage
        image={builtInImage('/marketing/poster.webp', 1280, 720, 'Poster')}
        alt=""
        width={48}
        height={48}
        sizes="48px"
      />,
    )
    expect(img).toMatchObject({
      alt: '',
      width: '48',
      height: '48',
      srcset: '/marketing/poster.webp 1280w',
      sizes: '48px',
    })
  })
})
