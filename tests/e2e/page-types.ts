import { get, getHtml } from './http'

/**
 * One real path of every page type of the site (ids and slugs taken from the running server's
 * content).
 */
export type PageType = { name: string; path: string }

export async function pageTypes(): Promise<(locale: string) => PageType[]> {
  const posts = (await (await get('/api/v1/posts?limit=1')).json()) as {
    content: { url: string }[]
  }
  const article = posts.content[0]!.url
  const { html } = await getHtml('/en/shop/chargers')
  const productHref = html
    .querySelectorAll('a[href*="/shop/chargers/"]')
    .map((a) => a.getAttribute('href')!)[0]!
  const product = productHref.replace(/^\/en/, '')
  const stations = (await (
    await get('/api/v1/stations?bbox=22.1,44.3,40.2,52.4&zoom=14')
  ).json()) as { items: { kind: string; id: string; appOnly?: boolean }[] }
  const station = stations.items.find((item) => item.kind === 'station' && !item.appOnly)!.id
  return (locale) => [
    { name: 'home', path: `/${locale}` },
    { name: 'business', path: `/${locale}/business` },
    { name: 'calculator', path: `/${locale}/business/calculator` },
    { name: 'hardware', path: `/${locale}/business/hardware` },
    { name: 'ev-drivers', path: `/${locale}/ev-drivers` },
    { name: 'partnership', path: `/${locale}/partnership` },
    { name: 'about-us', path: `/${locale}/about-us` },
    { name: 'contact', path: `/${locale}/contact` },
    { name: 'invite-friend', path: `/${locale}/invite-friend` },
    { name: 'delete-account', path: `/${locale}/delete-account` },
    { name: 'legal', path: `/${locale}/privacy-policy` },
    { name: 'accessibility', path: `/${locale}/accessibility` },
    { name: 'readme-oss', path: `/${locale}/readme-oss` },
    { name: 'news list', path: `/${locale}/news` },
    { name: 'article', path: `/${locale}/news/${article}` },
    { name: 'news search', path: `/${locale}/news/search?q=charging` },
    { name: 'shop', path: `/${locale}/shop` },
    { name: 'category', path: `/${locale}/shop/chargers` },
    { name: 'product', path: `/${locale}${product}` },
    { name: 'cart', path: `/${locale}/shop/cart` },
    { name: 'map', path: `/${locale}/map` },
    { name: 'location', path: `/${locale}/location/${encodeURIComponent(station)}` },
    { name: 'pay', path: `/${locale}/pay` },
    { name: 'prepay', path: `/${locale}/pay/prepay?id=${encodeURIComponent(station)}&connector=1` },
    { name: 'session', path: `/${locale}/session?id=${encodeURIComponent(station)}&connector=1` },
    { name: '404', path: `/${locale}/no-such-page` },
  ]
}
