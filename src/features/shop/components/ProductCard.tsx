import { SiteLink as Link } from '@/features/site/SiteLink'
import { getTranslations } from 'next-intl/server'

import { MediaImage } from '@/features/media/MediaImage'
import type { Locale } from '@/i18n/locales'

import { cartImage, type GoodView } from '../catalogue'
import { hasDetailPage } from '@/features/site/shop-categories'
import type { Market } from '../queries'
import { AddToCart, type AddToCartLabels } from '../cart/AddToCart'
import { addLabels } from '../cart/labels'
import { Price } from './Price'
import styles from '../shop.module.css'

/**
 * One good in a grid: picture, name, price, availability; a link to its page or, without one,
 * add-to-cart. `headingLevel` follows the page's outline: 2 right under the page's h1 (a category),
 * 3 under a section's h2.
 */
export async function ProductCard({
  locale,
  good,
  market,
  priority = false,
  eager = false,
  headingLevel,
}: {
  locale: Locale
  good: GoodView
  market: Market
  /**
   * The card whose picture is the page's largest paint (the first of a category): fetched first.
   */
  priority?: boolean
  /** A card above the fold: its picture is fetched at once, at normal priority. */
  eager?: boolean
  headingLevel: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const t = await getTranslations({ locale, namespace: 'shop' })
  const href = hasDetailPage(good.category) ? `/${locale}/shop/${good.category}/${good.id}` : null
  const image = good.images[0]
  const labels = addLabels(t.raw('client') as AddToCartLabels)
  return (
    <article className={styles.card}>
      {image && (
        <MediaImage
          image={image}
          className={styles.cardImage}
          sizes="(min-width: 1024px) 320px, (min-width: 560px) 50vw, 100vw"
          priority={priority}
          eager={eager}
        />
      )}
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          {href ? <Link href={href}>{good.title}</Link> : good.title}
        </Heading>
        {good.partner ? (
          <>
            <p className={styles.muted}>{t('partner', { name: good.partner.name })}</p>
            <p>{good.description}</p>
            {good.partner.link && (
              <a href={good.partner.link} rel="noopener noreferrer" target="_blank">
                {t('partnerLink')}
              </a>
            )}
            {good.partner.contact && <p className={styles.muted}>{good.partner.contact}</p>}
          </>
        ) : (
          <>
            <p className={styles.cardPrice}>
              <Price
                locale={locale}
                price={good.price}
                isCommercial={good.isCommercial}
                currency={market.currency}
              />
              {!good.isCommercial && <span className={styles.muted}>{t('forBonuses')}</span>}
            </p>
            <p className={good.available ? styles.available : styles.unavailable}>
              {t(`availability.${good.availability}`)}
            </p>
            {href ? (
              <Link href={href} className="button" aria-label={`${t('details')}: ${good.title}`}>
                {t('details')}
              </Link>
            ) : (
              <AddToCart
                compact
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
                labels={labels}
                available={good.available}
              />
            )}
          </>
        )}
      </div>
    </article>
  )
}
