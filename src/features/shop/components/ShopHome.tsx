import { SiteLink as Link } from '@/features/site/SiteLink'
import { getTranslations } from 'next-intl/server'

import { MediaImage } from '@/features/media/MediaImage'
import { PageHeader } from '@/features/site/PageHeader'
import { pagePaths } from '@/features/site/pages'
import { TitledSection } from '@/features/site/TitledSection'
import type { Locale } from '@/i18n/locales'

import { categoryPageKey, shopCategoryNames as categories } from '@/features/site/shop-categories'
import { getFeaturedGoods, getMarket, getShopSlides } from '../queries'
import { ProductCard } from './ProductCard'
import { ShopRules } from './ShopRules'
import styles from '../shop.module.css'

/** `shop`: slides, the categories and the featured goods. */
export async function ShopHome({ locale }: { locale: Locale }) {
  const [t, slides, featured, market] = await Promise.all([
    getTranslations({ locale, namespace: 'shop' }),
    getShopSlides(locale),
    getFeaturedGoods(locale),
    getMarket(locale),
  ])
  return (
    <div className="container">
      <PageHeader locale={locale} pageKey="shop" />
      {slides.length > 0 && (
        <section aria-label={t('slidesLabel')} className={styles.slides}>
          {slides.map((slide, index) => (
            <article key={slide.id} className={styles.slide}>
              {slide.image && (
                <MediaImage
                  image={slide.image}
                  sizes="(min-width: 1280px) 1216px, 100vw"
                  priority={index === 0}
                />
              )}
              <div className={styles.slideText}>
                <h2>{slide.title}</h2>
                {slide.text && <p>{slide.text}</p>}
                {slide.link && slide.linkLabel && (
                  <Link
                    className="button button--primary"
                    href={slide.link.startsWith('/') ? `/${locale}${slide.link}` : slide.link}
                  >
                    {slide.linkLabel}
                  </Link>
                )}
              </div>
            </article>
          ))}
        </section>
      )}
      <TitledSection headingId="shop-categories" heading={t('categoriesHeading')}>
        <ul className={styles.categoryGrid}>
          {categories.map((category) => (
            <li key={category}>
              <Link
                href={`/${locale}${pagePaths[categoryPageKey(category)]}`}
                className={styles.categoryTile}
              >
                <strong>{t(`categories.${category}`)}</strong>
                <span>{t(`categoryText.${category}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </TitledSection>
      {featured.length > 0 && (
        <TitledSection headingId="shop-featured" heading={t('featuredHeading')}>
          <div className={styles.grid}>
            {featured.map((good) => (
              <ProductCard
                key={good.id}
                locale={locale}
                good={good}
                market={market}
                headingLevel={3}
              />
            ))}
          </div>
        </TitledSection>
      )}
      <ShopRules locale={locale} />
    </div>
  )
}
