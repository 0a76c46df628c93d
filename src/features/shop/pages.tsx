import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { getSiteSettings } from '@/features/content/queries'
import { alternates, pageMetadata } from '@/features/site/metadata'
import { PageHeader } from '@/features/site/PageHeader'
import { pages } from '@/features/site/pages'
import { pageLocale, type LocaleParams } from '@/features/site/params'
import { localeTags } from '@/i18n/locales'

import { categoryPageKey, type Category, type DetailCategory } from './categories'
import { CartView } from './components/CartView'
import { CategoryPage } from './components/CategoryPage'
import { ProductPage } from './components/ProductPage'
import { ShopHome } from './components/ShopHome'
import { getGood, getMarket } from './queries'

/** The shop's routes: each route file re-exports one of these (params → feature → render). */
export const shopHomeRoute = {
  generateMetadata: async ({ params }: LocaleParams) => pageMetadata('shop', await pageLocale(params)),
  Page: async ({ params }: LocaleParams) => <ShopHome locale={await pageLocale(params)} />,
}

type CategoryProps = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }

export function categoryRoute(category: Category) {
  return {
    generateMetadata: async ({ params }: LocaleParams) => pageMetadata(categoryPageKey[category], await pageLocale(params)),
    Page: async ({ params, searchParams }: CategoryProps) => <CategoryPage locale={await pageLocale(params)} category={category} searchParams={await searchParams} />,
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
        openGraph: { title: good.title, description: good.description.slice(0, 160), url: `/${locale}${path}`, type: 'website', images: image ? [{ url: image.url, alt: image.alt }] : [] },
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

export const cartRoute = {
  generateMetadata: async ({ params }: LocaleParams): Promise<Metadata> => ({ ...(await pageMetadata('shopCart', await pageLocale(params))), robots: { index: false } }),
  Page: async ({ params }: LocaleParams) => {
    const locale = await pageLocale(params)
    const [t, market, settings] = await Promise.all([getTranslations({ locale, namespace: 'shop' }), getMarket(locale), getSiteSettings(locale)])
    return (
      <div className="container">
        <PageHeader locale={locale} pageKey="shopCart" />
        <CartView
          locale={locale}
          localeTag={localeTags[locale]}
          currency={market.currency}
          storageKey={market.cartStorageKey}
          labels={t.raw('client') as Record<string, string>}
          appLinks={settings.appLinks}
          privacyHref={`/${locale}${pages.privacyPolicy}`}
          shopHref={`/${locale}${pages.shop}`}
        />
      </div>
    )
  },
}
