import { beforeAll, describe, expect, it } from 'vitest'

import { baseURL } from './browser'
import { getHtml } from './http'
import { pageTypes, type PageType } from './page-types'

/** Every page type names an Open Graph image, and that image answers 200 with an image. */
let typesOf: (locale: string) => PageType[]

beforeAll(async () => {
  typesOf = await pageTypes()
})

describe('Open Graph images', () => {
  it.each(['en', 'ua'])(
    '%s: every page type has an og:image that resolves',
    async (locale) => {
      const missing: string[] = []
      for (const { name, path } of typesOf(locale)) {
        if (name === '404') continue
        const { html } = await getHtml(path)
        const image = html.querySelector('meta[property="og:image"]')?.getAttribute('content')
        if (!image) {
          missing.push(`${name}: no og:image`)
          continue
        }
        const response = await fetch(new URL(image, baseURL()))
        const type = response.headers.get('content-type') ?? ''
        await response.arrayBuffer()
        if (response.status !== 200 || !type.startsWith('image/'))
          missing.push(`${name}: ${image} → ${response.status} ${type}`)
      }
      expect(missing).toEqual([])
    },
    120_000,
  )
})
