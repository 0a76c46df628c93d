import { describe, expect, it } from 'vitest'

import { get } from './http'

/** The shared content as JSON files for the app (`/fire-prefetch/{file}.json`). */
describe('GET /fire-prefetch/{file}.json', () => {
  const files = [
    'partner-slides',
    'purchase-rules',
    'privacy-policy',
    'public-agreement',
    'testimonials',
    'packages',
    'goods',
    'shop-slides',
    'faq',
    'team',
  ]

  it.each(files)('%s.json answers cacheable JSON in the requested locale', async (file) => {
    const en = await get(`/fire-prefetch/${file}.json`)
    expect(en.status).toBe(200)
    expect(en.headers.get('content-type')).toContain('application/json')
    expect(en.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+/)
    const body = (await en.json()) as { file: string; locale: string; content: unknown }
    expect(body).toMatchObject({ file, locale: 'en' })
    const ua = (await (await get(`/fire-prefetch/${file}.json?locale=ua`)).json()) as {
      locale: string
      content: unknown
    }
    expect(ua.locale).toBe('ua')
    if (file === 'goods') {
      const goods = body.content as {
        market: { currency: string }
        goods: { title: string; images: { url: string }[] }[]
      }
      expect(goods.market.currency).toBe('EUR')
      expect(goods.goods.length).toBeGreaterThan(0)
      expect(goods.goods.flatMap((g) => g.images).every((i) => /^https?:\/\//.test(i.url))).toBe(
        true,
      )
    } else if (Array.isArray(body.content)) {
      expect(body.content.length).toBeGreaterThan(0)
      expect(JSON.stringify(body.content)).not.toContain('_status')
    } else {
      expect((body.content as { html: string }).html).toContain('<h2')
    }
    expect(JSON.stringify(ua.content)).toMatch(/[а-яіїє]/i)
  })

  it('answers 404 JSON for unknown files and 400 for a bad locale', async () => {
    for (const path of [
      '/fire-prefetch/users.json',
      '/fire-prefetch/faq',
      '/fire-prefetch/faq.xml',
      '/fire-prefetch/__proto__.json',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found')
    }
    const bad = await get('/fire-prefetch/faq.json?locale=de')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      error: { code: 'bad_request', message: expect.any(String), field: 'locale' },
    })
  })
})
