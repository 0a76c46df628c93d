import { describe, expect, it, vi } from 'vitest'

vi.mock('@/lib/payload', () => ({ payloadClient: async () => ({}) }))

const { sitemapIndexXml, urlsetXml } = await import('./sitemap')

describe('sitemap XML', () => {
  it('lists a path in each locale with the four alternates, x-default and the last change', () => {
    const xml = urlsetXml('https://voltra.example', [
      { path: '/location/PT&1', lastModified: '2026-11-01T10:00:00.000Z' },
      { path: '/about-us' },
    ])
    const urls = xml.match(/<url>.*?<\/url>/g)!
    expect(urls).toHaveLength(8)
    expect(urls[0]).toBe(
      '<url><loc>https://voltra.example/en/location/PT&amp;1</loc>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://voltra.example/en/location/PT&amp;1"/>' +
        '<xhtml:link rel="alternate" hreflang="en-MY" href="https://voltra.example/my/location/PT&amp;1"/>' +
        '<xhtml:link rel="alternate" hreflang="pt" href="https://voltra.example/pt/location/PT&amp;1"/>' +
        '<xhtml:link rel="alternate" hreflang="uk" href="https://voltra.example/ua/location/PT&amp;1"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://voltra.example/en/location/PT&amp;1"/>' +
        '<lastmod>2026-11-01T10:00:00.000Z</lastmod></url>',
    )
    expect(urls[7]).not.toContain('<lastmod>')
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  })

  it('indexes the sitemap files', () => {
    expect(sitemapIndexXml(['https://voltra.example/sitemaps/pages.xml'])).toContain(
      '<sitemap><loc>https://voltra.example/sitemaps/pages.xml</loc></sitemap>',
    )
  })
})
