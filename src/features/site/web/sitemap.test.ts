import { afterAll, describe, expect, it, vi } from 'vitest'

// The sitemap's XML needs no database: Payload is not loaded. Unit files share their worker
// (vitest.config.ts), so the stand-in is removed again for the files after this one.
vi.doMock('@/lib/payload', () => ({ payloadClient: async () => ({}) }))
afterAll(() => vi.doUnmock('@/lib/payload'))

const { sitemapIndexXml, urlsetXml } = await import('./sitemap')
const { schemaErrors, schemas } = await import('../../../../tests/support/xml-schema')

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
        '<lastmod>2026-11-01T10:00:00.000Z</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://voltra.example/en/location/PT&amp;1"/>' +
        '<xhtml:link rel="alternate" hreflang="en-MY" href="https://voltra.example/my/location/PT&amp;1"/>' +
        '<xhtml:link rel="alternate" hreflang="pt" href="https://voltra.example/pt/location/PT&amp;1"/>' +
        '<xhtml:link rel="alternate" hreflang="uk" href="https://voltra.example/ua/location/PT&amp;1"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://voltra.example/en/location/PT&amp;1"/>' +
        '</url>',
    )
    expect(urls[7]).not.toContain('<lastmod>')
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  })

  it('is valid against the sitemaps.org schema, with and without a last change', () => {
    const xml = urlsetXml('https://voltra.example', [
      { path: '/location/PT&1', lastModified: '2026-11-01T10:00:00.000Z' },
      { path: '/news/only-in-two', locales: ['en', 'pt'], lastModified: '2026-10-01' },
      { path: '' },
    ])
    expect(schemaErrors(xml, schemas.urlset)).toEqual([])
    // The schema refuses what the files used to hold: the alternates before the last change.
    const swapped = xml.replace(/(<lastmod>[^<]*<\/lastmod>)((?:<xhtml:link[^>]*\/>)+)/, '$2$1')
    expect(schemaErrors(swapped, schemas.urlset).join('\n')).toContain('lastmod')
    expect(
      schemaErrors(
        sitemapIndexXml(['https://voltra.example/sitemaps/pages.xml']),
        schemas.sitemapIndex,
      ),
    ).toEqual([])
  })

  it('indexes the sitemap files', () => {
    expect(sitemapIndexXml(['https://voltra.example/sitemaps/pages.xml'])).toContain(
      '<sitemap><loc>https://voltra.example/sitemaps/pages.xml</loc></sitemap>',
    )
  })
})
