import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { alternates, ogImage, pageMetadata } from '@/features/site/metadata'
import type { PageView } from '@/features/site/view'

import { categoryPageKey, type Category, type DetailCategory } from './categories'
import { CategoryPage } from './components/CategoryPage'
import { ProductPage } from './components/ProductPage'
import { ShopHome } from './components/ShopHome'
import { getGood, getMarket } from './queries'

/**
 * The views of the shop's home, category and product pages (their group: src/app/(site)/[locale]/
 * views/shop.tsx). The cart's is cart/page-view.tsx, so only the cart page ships its JavaScript.
 */
export const shopHomeView: PageView = {
  metadata: ({ locale }) => pageMetadata('shop', locale),
  render: async ({ locale }) => <ShopHome locale={locale} />,
}

export function categoryView(category: Category): PageView {
  return {
    metadata: ({ locale }) => pageMetadata(categoryPageKey[category], locale),
    render: async ({ locale, query }) => (
      <CategoryPage locale={locale} category={category} searchParams={query} />
    ),
  }
}

/** A good's page (`/shop/{category}/{id}`); the category is one with details (pages.ts). */
export const productView: PageView = {
  metadata: async ({ locale, params }): Promise<Metadata> => {
    const category = params.category as DetailCategory
    const good = await getGood(locale, category, params.id ?? '')
    if (!good) return {}
    const path = `/shop/${category}/${good.id}`
    const image = good.images[0]
    return {
      title: good.title,
      description: good.description.slice(0, 160),
      alternates: alternates(path, locale),
      openGraph: {
        title: good.title,
        description: good.description.slice(0, 160),
        url: `/${locale}${path}`,
        type: 'website',
        images: image
          ? [{ url: image.src, alt: image.alt }]
          : [ogImage(locale, categoryPageKey[category], good.title)],
      },
    }
  },
  render: async ({ locale, params }) => {
    const category = params.category as DetailCategory
    const [good, market] = await Promise.all([
      getGood(locale, category, params.id ?? ''),
      getMarket(locale),
    ])
    if (!good) notFound()
    return <ProductPage locale={locale} category={category} good={good} market={market} />
  },
}
