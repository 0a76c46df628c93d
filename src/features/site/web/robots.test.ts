import { resolveRobots } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data'
import robotsParser from 'robots-parser'
import { describe, expect, it } from 'vitest'

import { robotsFor } from './robots'

/**
 * robots.txt exactly as Next writes it from `robotsFor`, read by a robots parser as a crawler
 * would.
 */
function robots(indexable: boolean) {
  const url = 'https://voltra.example/robots.txt'
  return robotsParser(url, resolveRobots(robotsFor('https://voltra.example', indexable)))
}

describe('robots.txt rules, as a crawler reads them', () => {
  const site = 'https://voltra.example'

  it('on the production site: pages and uploaded pictures and videos in, the back office and the API out', () => {
    const parser = robots(true)
    for (const agent of ['Googlebot', 'Bingbot', 'Googlebot-Image']) {
      for (const path of [
        '/en',
        '/ua/news/roaming-with-ocpi',
        '/en/location/BE-BBB-LOC1',
        '/api/media/file/dusk-1280x720.webp?v=1764000000000',
        '/api/videos/file/hero.mp4',
      ])
        expect(parser.isAllowed(`${site}${path}`, agent), `${agent} ${path}`).toBe(true)
      for (const path of [
        '/admin',
        '/admin/collections/leads',
        '/api/users/me',
        '/api/v1/stations?bbox=0,0,1,1',
        '/api/media',
        '/api/leads',
      ])
        expect(parser.isAllowed(`${site}${path}`, agent), `${agent} ${path}`).toBe(false)
    }
    expect(parser.getSitemaps()).toEqual([`${site}/sitemap.xml`])
  })

  it('anywhere else: nothing in, uploads included', () => {
    const parser = robots(false)
    for (const path of ['/en', '/api/media/file/dusk.webp'])
      expect(parser.isAllowed(`${site}${path}`, 'Googlebot'), path).toBe(false)
    expect(parser.getSitemaps()).toEqual([])
  })
})
