import { RichText } from '@payloadcms/richtext-lexical/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { richTextUploads } from './RichTextUpload'

const withUpload = (upload: Record<string, unknown>) => ({
  root: {
    type: 'root',
    version: 1,
    format: '',
    indent: 0,
    direction: null,
    children: [{ type: 'upload', version: 3, format: '', id: 'node-1', fields: null, ...upload }],
  },
})

const render = (data: ReturnType<typeof withUpload>) =>
  renderToStaticMarkup(
    <RichText
      data={data as Parameters<typeof RichText>[0]['data']}
      converters={({ defaultConverters }) => ({
        ...defaultConverters,
        ...richTextUploads('100vw'),
      })}
      disableContainer
    />,
  )

describe('pictures in rich text', () => {
  const media = {
    id: 3,
    alt: 'Depot at night',
    url: 'http://localhost:3000/api/media/file/depot.webp',
    width: 1600,
    height: 900,
    mimeType: 'image/webp',
    sizes: { card: { url: '/api/media/file/depot-640x360.webp', width: 640, height: 360 } },
  }

  it('show as every other upload: root-relative srcset, sizes, reserved box, lazy', () => {
    const html = render(withUpload({ relationTo: 'media', value: media }))
    expect(html).toMatch(/^<img /)
    expect(html).toContain(
      'srcSet="/api/media/file/depot-640x360.webp 640w, /api/media/file/depot.webp 1600w"',
    )
    expect(html).toContain('sizes="100vw"')
    expect(html).toContain('width="1600" height="900"')
    expect(html).toContain('loading="lazy"')
    expect(html).toContain('alt="Depot at night"')
    expect(html).not.toContain('localhost')
  })

  it('take the alt text given where the picture is placed, and show nothing for an unpopulated id', () => {
    expect(
      render(withUpload({ relationTo: 'media', value: media, fields: { alt: 'The depot' } })),
    ).toContain('alt="The depot"')
    expect(render(withUpload({ relationTo: 'media', value: 3 }))).toBe('')
  })

  it('leave another collection’s upload (a video) to Payload: a link to the file', () => {
    const video = {
      id: 1,
      url: '/api/videos/file/booking.webm',
      filename: 'booking.webm',
      mimeType: 'video/webm',
    }
    expect(render(withUpload({ relationTo: 'videos', value: video }))).toBe(
      '<a href="/api/videos/file/booking.webm" rel="noopener noreferrer">booking.webm</a>',
    )
  })
})
