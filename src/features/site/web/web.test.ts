import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'

import { fileExtension, isServedFile, routeFiles, routeFolders } from './files'
import { webAppManifest } from './manifest'
import { isIndexable, robotsFor } from './robots'
import { securityTxt } from './securityTxt'

describe('robots', () => {
  it('lets robots in only when SITE_INDEXABLE=true, keeping out the back office and the APIs', () => {
    expect(isIndexable({})).toBe(false)
    expect(isIndexable({ SITE_INDEXABLE: '1' })).toBe(false)
    expect(isIndexable({ SITE_INDEXABLE: 'true' })).toBe(true)
    expect(robotsFor('https://voltra.example', true)).toEqual({
      rules: {
        userAgent: '*',
        allow: ['/', '/api/media/file/', '/api/videos/file/'],
        disallow: ['/admin', '/api'],
      },
      sitemap: 'https://voltra.example/sitemap.xml',
    })
    expect(robotsFor('https://staging.voltra.example', false)).toEqual({
      rules: { userAgent: '*', disallow: '/' },
    })
  })
})

describe('security.txt', () => {
  it('has the RFC 9116 fields, expiring within a year', () => {
    const text = securityTxt({
      email: 'security@voltra.example',
      origin: 'https://voltra.example',
      now: new Date('2026-11-23T10:00:00Z'),
    })
    expect(text).toBe(
      'Contact: mailto:security@voltra.example\nExpires: 2027-05-22T00:00:00Z\nCanonical: https://voltra.example/.well-known/security.txt\nPreferred-Languages: en, pt, uk\n',
    )
  })
})

describe('web app manifest', () => {
  it('has the brand colour and the 192, 512 and maskable icons', () => {
    const manifest = webAppManifest({ name: 'Voltra', description: 'EV charging' })
    expect(manifest.theme_color).toBe('#0b6b4f')
    expect(manifest.icons?.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      'any any',
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
  })
})

/**
 * Request paths with an extension that src/app answers: route folders named like files, and
 * metadata routes.
 */
function appFileRoutes(): string[] {
  const app = path.join(import.meta.dirname, '../../../app')
  const metadataRoutes: Record<string, string> = {
    'robots.ts': 'robots.txt',
    'sitemap.ts': 'sitemap.xml',
    'manifest.ts': 'manifest.webmanifest',
  }
  const found: string[] = []
  const walk = (dir: string, segments: string[][]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (
        entry.isFile() &&
        segments.length === 1 &&
        segments[0]![0] === '' &&
        metadataRoutes[entry.name]
      )
        found.push(`/${metadataRoutes[entry.name]}`)
      if (!entry.isDirectory()) continue
      const name = entry.name
      // OCPI's version segment ("2.2.1") only looks like a file name; the proxy passes all of
      // /ocpi.
      if (segments.length === 1 && segments[0]!.length === 1 && name === 'ocpi') continue
      // Route groups add nothing to the path; the locale segment stands for each locale.
      const next = /^\(.*\)$/.test(name)
        ? segments
        : name === '[locale]'
          ? segments.flatMap((s) => locales.map((l) => [...s, l]))
          : segments.map((s) => [...s, name])
      if (fileExtension.test(name) && !name.startsWith('['))
        found.push(...next.map((s) => s.join('/')))
      walk(path.join(dir, name), next)
    }
  }
  walk(app, [['']])
  return found
}

describe('files the proxy lets through', () => {
  it('lists every file-like route of src/app', () => {
    const routes = appFileRoutes()
    expect(routes).toContain('/en/news/rss.xml')
    expect(routes).toContain('/.well-known/security.txt')
    expect([...routes].sort()).toEqual([...routeFiles].sort())
  })

  it('knows public files, route files and folders, and nothing else', () => {
    for (const file of [
      '/favicon.ico',
      '/apple-touch-icon.png',
      '/icon.svg',
      '/icons/icon-192.png',
      '/icons/maskable-512.png',
      '/robots.txt',
      '/ua/news/rss.xml',
      `${routeFolders[0]}en-home.png`,
      '/en/location/PT.LIS.1',
    ]) {
      expect(isServedFile(file), file).toBe(true)
    }
    for (const file of [
      '/foo.png',
      '/wp-login.php',
      '/en/foo.png',
      '/en/blog/feed.xml',
      '/en/about-us.php',
      '/icons/../secret.txt',
      '/%E0%A4%A.png',
    ])
      expect(isServedFile(file), file).toBe(false)
  })
})
