import { getTranslations } from 'next-intl/server'

import { MediaImage } from '@/features/media/MediaImage'
import { PageHeader } from '@/features/site/PageHeader'
import { TitledSection } from '@/features/site/TitledSection'
import { siteUrl } from '@/lib/site-url'
import type { Locale } from '@/i18n/locales'

import { cartImage, type GoodView } from '../catalogue'
import type { DetailCategory } from '@/features/site/shop-categories'
import type { Market } from '../queries'
import { AddToCart, type AddToCartLabels } from '../cart/AddToCart'
import { addLabels } from '../cart/labels'
import { attributeValue } from './attributes'
import { Price } from './Price'
import styles from '../shop.module.css'
import { JsonLd } from '@/features/site/JsonLd'
import { numberFormat } from '@/i18n/format'

const schemaAvailability = {
  inStock: 'https://schema.org/InStock',
  onOrder: 'https://schema.org/PreOrder',
  outOfStock: 'https://schema.org/OutOfStock',
} as const

/** Product structured data (schema.org) of a good in one market. */
function productJsonLd(good: GoodView, market: Market, url: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: good.title,
    description: good.description || undefined,
    sku: good.id,
    category: good.category,
    image: good.images.map((i) => new URL(i.src, origin).toString()),
    url,
    ...(good.isCommercial && good.price !== null
      ? {
          offers: {
            '@type': 'Offer',
            price: good.price.toFixed(2),
            priceCurrency: market.currency,
            availability: schemaAvailability[good.availability],
            url,
          },
        }
      : {}),
  }
}

/** `shop/{category}/{id}`: gallery, specifications, options, quantity, price and add-to-cart. */
export async function ProductPage({
  locale,
  category,
  good,
  market,
}: {
  locale: Locale
  category: DetailCategory
  good: GoodView
  market: Market
}) {
  const t = await getTranslations({ locale, namespace: 'shop' })
  const numbers = numberFormat(locale)
  const path = `/shop/${category}/${good.id}`
  const origin = siteUrl().toString()
  const jsonLd = productJsonLd(
    good,
    market,
    new URL(`/${locale}${path}`, origin).toString(),
    origin,
  )
  const attributes = Object.entries(good.attributes)
  return (
    <div className="container">
      <PageHeader
        locale={locale}
        pageKey={
          category === 'ev'
            ? 'shopEv'
            : category === 'chargers'
              ? 'shopChargers'
              : 'shopAccessories'
        }
        path={path}
        heading={good.title}
        intro={null}
      />
      <JsonLd data={jsonLd} />
      <div className={styles.product}>
        <ProductGallery good={good} label={t('gallery', { name: good.title })} />
        <div className={styles.buy}>
          <p className={styles.bigPrice}>
            <Price
              locale={locale}
              price={good.price}
              isCommercial={good.isCommercial}
              currency={market.currency}
            />
          </p>
          <p className={good.available ? styles.available : styles.unavailable}>
            {t(`availability.${good.availability}`)}
          </p>
          <AddToCart
            product={{
              id: good.id,
              title: good.title,
              section: good.category,
              image: cartImage(good),
              price: good.price,
              isCommercial: good.isCommercial,
            }}
            options={good.options}
            storageKey={market.cartStorageKey}
            labels={addLabels(t.raw('client') as AddToCartLabels)}
            available={good.available}
          />
          {attributes.length > 0 && (
            <TitledSection headingId="specifications" heading={t('specifications')}>
              <Specifications t={t} attributes={attributes} numbers={numbers} />
            </TitledSection>
          )}
          {good.description && (
            <TitledSection headingId="description" heading={t('description')}>
              <p>{good.description}</p>
            </TitledSection>
          )}
        </div>
      </div>
    </div>
  )
}

/** The good's images; several scroll sideways, so the region takes focus for the arrow keys. */
function ProductGallery({ good, label }: { good: GoodView; label: string }) {
  return (
    <section
      aria-label={label}
      className={styles.gallery}
      tabIndex={good.images.length > 1 ? 0 : undefined}
    >
      {good.images.map((image, index) => (
        <MediaImage
          key={image.src + index}
          image={image}
          sizes="(min-width: 1280px) 710px, (min-width: 1024px) 60vw, 100vw"
          priority={index === 0}
        />
      ))}
    </section>
  )
}

/** The category's attributes of the good, each with its unit. */
function Specifications({
  t,
  attributes,
  numbers,
}: {
  t: Awaited<ReturnType<typeof getTranslations<'shop'>>>
  attributes: [string, string | number | null | undefined][]
  numbers: Intl.NumberFormat
}) {
  return (
    <dl className={styles.specs}>
      {attributes.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`attributes.${key}`)}</dt>
          <dd>{attributeValue(t, key, value!, numbers)}</dd>
        </div>
      ))}
    </dl>
  )
}
