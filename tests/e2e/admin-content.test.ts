import { describe, expect, it } from 'vitest'

import { adminSession } from './admin-session'
import { browserForSuite } from './browser'
import { getHtml } from './http'

/** Content published per language: a post only in English is listed and shown only there. */
const { newPage } = browserForSuite()
const { api } = adminSession(newPage)

describe('per-language publishing over HTTP', () => {
  it('/ua/news does not list an English-only post; /en/news does', async () => {
    const content = {
      root: {
        type: 'root',
        version: 1,
        format: '',
        indent: 0,
        direction: 'ltr',
        children: [
          {
            type: 'paragraph',
            version: 1,
            format: '',
            indent: 0,
            direction: 'ltr',
            textFormat: 0,
            children: [
              {
                type: 'text',
                version: 1,
                text: 'Only in English for now.',
                format: 0,
                style: '',
                mode: 'normal',
                detail: 0,
              },
            ],
          },
        ],
      },
    }
    const created = await api('editor', '/api/posts?locale=en', {
      method: 'POST',
      body: JSON.stringify({
        title: 'English only announcement',
        url: 'english-only-announcement',
        excerpt: 'Not translated yet.',
        content,
        _status: 'published',
      }),
    })
    expect(created.status).toBe(201)
    const en = await getHtml('/en/news')
    expect(en.html.querySelector('a[href="/en/news/english-only-announcement"]')).not.toBeNull()
    const ua = await getHtml('/ua/news')
    expect(ua.response.status).toBe(200)
    expect(ua.html.querySelector('a[href="/ua/news/english-only-announcement"]')).toBeNull()
    // The article in Ukrainian says it is not published in that language and links to the English.
    const article = await getHtml('/ua/news/english-only-announcement')
    expect(
      article.html.querySelector('a[href="/en/news/english-only-announcement"]'),
    ).not.toBeNull()
    expect(article.html.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain(
      'noindex',
    )
  })
})
