import { describe, expect, it } from 'vitest'

import { clientNavigationTarget, siteLinkAttribute } from './navigation'

const here = {
  href: 'https://site.test/en/news?page=2',
  origin: 'https://site.test',
  pathname: '/en/news',
  search: '?page=2',
}
const click = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
}
const anchor = (
  href: string,
  {
    target = '',
    attributes = [siteLinkAttribute],
  }: { target?: string; attributes?: string[] } = {},
) => ({
  href: new URL(href, here.href).href,
  target,
  hasAttribute: (name: string) => attributes.includes(name),
})

describe('client-side navigation of site links', () => {
  it('takes a plain click on a site link through the router, with its query and fragment', () => {
    expect(clientNavigationTarget(click, anchor('/en/shop'), here)).toBe('/en/shop')
    expect(clientNavigationTarget(click, anchor('/en/news?tag=ocpp#list'), here)).toBe(
      '/en/news?tag=ocpp#list',
    )
    expect(clientNavigationTarget(click, anchor('/en/news?page=2'), here)).toBe('/en/news?page=2')
    expect(clientNavigationTarget(click, anchor('/en/shop', { target: '_self' }), here)).toBe(
      '/en/shop',
    )
  })

  it('leaves to the browser what it does best: new tabs, downloads, other sites, other links, jumps within the page', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(clientNavigationTarget({ ...click, [key]: true }, anchor('/en/shop'), here)).toBeNull()
    expect(clientNavigationTarget({ ...click, button: 1 }, anchor('/en/shop'), here)).toBeNull()
    expect(
      clientNavigationTarget({ ...click, defaultPrevented: true }, anchor('/en/shop'), here),
    ).toBeNull()
    expect(clientNavigationTarget(click, anchor('/en/shop', { target: '_blank' }), here)).toBeNull()
    expect(
      clientNavigationTarget(click, anchor('/en/news/rss.xml', { attributes: [] }), here),
    ).toBeNull()
    expect(
      clientNavigationTarget(
        click,
        anchor('/api/media/file/x.pdf', { attributes: [siteLinkAttribute, 'download'] }),
        here,
      ),
    ).toBeNull()
    expect(clientNavigationTarget(click, anchor('https://elsewhere.test/en/shop'), here)).toBeNull()
    expect(clientNavigationTarget(click, anchor('/en/news?page=2#top'), here)).toBeNull()
  })
})
