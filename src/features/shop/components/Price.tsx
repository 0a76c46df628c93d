import { getTranslations } from 'next-intl/server'

import { localeTags, type Locale } from '@/i18n/locales'

import { formatMoney } from '../catalogue'
import styles from '../shop.module.css'
import { numberFormat } from '@/i18n/format'

/** A good's price: money in the market's currency, a number of bonuses, or "Price on request". */
export async function Price({
  locale,
  price,
  isCommercial,
  currency,
}: {
  locale: Locale
  price: number | null
  isCommercial: boolean
  currency: string
}) {
  const t = await getTranslations({ locale, namespace: 'shop' })
  if (price === null) return <span className={styles.price}>{t('priceOnRequest')}</span>
  if (!isCommercial)
    return (
      <span className={`${styles.price} ${styles.bonus}`}>
        {t('bonuses', { count: numberFormat(locale).format(price) })}
      </span>
    )
  return <span className={styles.price}>{formatMoney(price, currency, localeTags[locale])}</span>
}
