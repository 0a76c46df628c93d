import type { SitemapEntry } from '@/features/site/web/sitemap'
import { payloadClient } from '@/lib/payload'

import { detailCategories, type ShopCategory } from '@/features/site/shop-categories'

const latest = (dates: string[]) =>
  dates.length ? dates.reduce((a, b) => (a > b ? a : b)) : undefined

/**
 * The shop's part of the sitemap: every good with a page of its own (`shop/{category}/{id}`) with
 * its last change, and for the shop and each category page the last change of the newest good it
 * lists.
 */
export async function shopSitemapPages() {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'goods',
    where: { category: { in: [...detailCategories] } },
    limit: 5000,
    depth: 0,
    pagination: false,
    select: { category: true, updatedAt: true },
    sort: 'order',
  })
  const goods = docs.map((d) => ({
    category: d.category as ShopCategory,
    id: String(d.id),
    updatedAt: d.updatedAt,
  }))
  const newest = (category?: ShopCategory) =>
    latest(goods.filter((g) => !category || g.category === category).map((g) => g.updatedAt))
  return {
    listed: {
      shop: newest(),
      shopChargers: newest('chargers'),
      shopEv: newest('ev'),
      shopAccessories: newest('accessories'),
    },
    entries: goods.map((good): SitemapEntry => ({
      path: `/shop/${good.category}/${good.id}`,
      lastModified: good.updatedAt,
    })),
  }
}
