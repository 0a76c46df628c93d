import { getTranslations } from 'next-intl/server'

import { pagePaths } from '@/features/site/pages'
import type { Locale } from '@/i18n/locales'

import { getMarket } from '../queries'
import { CartLink } from './CartLink'

/** The header's slot for the cart link: this locale's market decides which cart it counts. */
export async function HeaderCart({ locale }: { locale: Locale }) {
  const [t, market] = await Promise.all([
    getTranslations({ locale, namespace: 'shop' }),
    getMarket(locale),
  ])
  return (
    <CartLink
      href={`/${locale}${pagePaths.shopCart}`}
      storageKey={market.cartStorageKey}
      label={t('cartLink')}
      countLabel={t.raw('cartCount') as string}
    />
  )
}
