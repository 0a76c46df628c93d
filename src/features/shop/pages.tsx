import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { alternates, ogImage, pageMetadata } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

import { categoryPageKey, type Category, type DetailCategory } from './categories'
import { CategoryPage } from './components/CategoryPage'
import { ProductPage } from './components/ProductPage'
import { ShopHome } from './components/ShopHome'
import { getGood, getMarket } from './queries'

/**
 * The shop's routes: each route file re-exports one of these (params → feature → render). The cart
 * route lives in cart/cartRoute.tsx so only the cart page ships the cart's and order form's JavaScript.
 */
export const shopHomeRoute = {
  generateMetadata: async ({ params }: LocaleParams) =>
    pageMetadata('shop', await pageLocale(params)),
  Page: async ({ params }: LocaleParams) => <ShopHome locale={await pageLocale(params)} />,
}

type CategoryProps = LocaleParams & {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export function categoryRoute(category: Category) {
  return {
    generateMetadata: async ({ params }: LocaleParams) =>
      pageMetadata(categoryPageKey[category], await pageLocale(params)),
    Page: async ({ params, searchParams }: CategoryProps) => (
      <CategoryPage
        locale={await pageLocale(params)}
        category={category}
        searchParams={await searchParams}
      />
    ),
  }
}

type DetailProps = { params: Promise<{ locale: string; id: string }> }

export function productRoute(category: DetailCategory) {
  return {
    generateMetadata: async ({ params }: DetailProps): Promise<Metadata> => {
      const locale = await pageLocale(params)
      const { id } = await params
      const good = await getGood(locale, category, id)
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
    Page: async ({ params }: DetailProps) => {
      const locale = await pageLocale(params)
      const { id } = await params
      const [good, market] = await Promise.all([getGood(locale, category, id), getMarket(locale)])
      if (!good) notFound()
      return <ProductPage locale={locale} category={category} good={good} market={market} />
    },
  }
}
