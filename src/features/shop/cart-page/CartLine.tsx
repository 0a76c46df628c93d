'use client'

import { SiteLink as Link } from '@/features/site/SiteLink'
import type { Locale } from '@/i18n/locales'
import { fill } from '@/lib/fill'

import { removeLine, setLineQuantity, type CartItem } from '../cart/cart'
import shop from '../shop.module.css'
import styles from '../cart/cart.module.css'

export type CartLabels = Record<string, string>

/** One line of the cart: the good, its options and price, its quantity, its total, removal. */
export function CartLine({
  line,
  locale,
  labels,
  price,
  onChange,
}: {
  line: CartItem
  locale: Locale
  labels: CartLabels
  price: (line: CartItem, amount: number | null) => string | undefined
  /** The cart after a change to this line. */
  onChange: (next: (cart: CartItem[]) => CartItem[]) => void
}) {
  const options = line.optionsText || Object.values(line.additional).join(' · ')
  const detail = ['chargers', 'ev', 'accessories'].includes(line.section)
    ? `/${locale}/shop/${line.section}/${line.id}`
    : null
  return (
    <li className={styles.line} data-cart-line={line.id}>
      {line.image ? (
        <img src={line.image} alt="" width={96} height={72} className={styles.lineImage} />
      ) : (
        <span className={styles.lineImage} />
      )}
      <div className={styles.lineInfo}>
        <p className={styles.lineTitle}>
          {detail ? <Link href={detail}>{line.title}</Link> : line.title}
        </p>
        {options && <p className={shop.muted}>{options}</p>}
        <p className={shop.muted}>
          {labels.price}: {price(line, line.totalPrice)}
        </p>
      </div>
      <div className={styles.qty}>
        <button
          type="button"
          className="button"
          aria-label={fill(labels.decrease!, { name: line.title })}
          disabled={line.quantity <= 1}
          onClick={() => onChange((cart) => setLineQuantity(cart, line, line.quantity - 1))}
        >
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={999}
          aria-label={fill(labels.quantityOf!, { name: line.title })}
          value={line.quantity}
          onChange={(e) => {
            const n = Number(e.target.value)
            if (Number.isFinite(n) && n >= 1) onChange((cart) => setLineQuantity(cart, line, n))
          }}
        />
        <button
          type="button"
          className="button"
          aria-label={fill(labels.increase!, { name: line.title })}
          onClick={() => onChange((cart) => setLineQuantity(cart, line, line.quantity + 1))}
        >
          +
        </button>
      </div>
      <p className={styles.lineTotal}>
        {price(line, line.totalPrice === null ? null : line.totalPrice * line.quantity)}
      </p>
      <button
        type="button"
        className={styles.remove}
        aria-label={fill(labels.removeItem!, { name: line.title })}
        onClick={() => onChange((cart) => removeLine(cart, line))}
      >
        {labels.remove}
      </button>
    </li>
  )
}
