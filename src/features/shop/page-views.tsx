import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { metadataOf, ogImage, pageMetadata } from '@/features/site/metadata'
import {
  categoryPageKey,
  hasDetailPage,
  isShopCategory,
  type ShopCategory,
} from '@/features/site/shop-categories'
import type { PageView, ViewProps } from '@/features/site/view'

import { CategoryPage } from './components/CategoryPage'
import { ProductPage } from './components/ProductPage'
import { getGood, getMarket } from './queries'

/**
 * The shop's pages that the page cache serves and their twin renders with a query: a category's
 * listing and a good's page (the shop's home and the cart are plain route files). The category comes
 * from the route's parameter, or for the twin from the page's key.
 */
const categoryOf = ({ params }: ViewProps): ShopCategory => {
  const category = params.category ?? ''
  if (!isShopCategory(category)) notFound()
  return category
}

export const categoryView: PageView = {
  metadata: async (props) => pageMetadata(categoryPageKey(categoryOf(props)), props.locale),
  render: async (props) => (
    <CategoryPage locale={props.locale} category={categoryOf(props)} searchParams={props.query} />
  ),
}

/** A good's page (`/shop/{category}/{id}`), for the categories with details. */
const goodOf = async ({ locale, params }: ViewProps) => {
  const category = params.category ?? ''
  if (!isShopCategory(category) || !hasDetailPage(category)) notFound()
  return { category, good: await getGood(locale, category, params.id ?? '') }
}

export const productView: PageView = {
  metadata: async (props): Promise<Metadata> => {
    const { category, good } = await goodOf(props)
    if (!good) return {}
    const image = good.images[0]
    return metadataOf({
      locale: props.locale,
      path: `/shop/${category}/${good.id}`,
      title: good.title,
      description: good.description.slice(0, 160),
      image: image
        ? { url: image.src, alt: image.alt }
        : ogImage(props.locale, categoryPageKey(category), good.title),
    })
  },
  render: async (props) => {
    const [{ category, good }, market] = await Promise.all([goodOf(props), getMarket(props.locale)])
    if (!good) notFound()
    return <ProductPage locale={props.locale} category={category} good={good} market={market} />
  },
}
