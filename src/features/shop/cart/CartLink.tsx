'use client'

import { SiteLink as Link } from '@/features/site/SiteLink'

import { cartTotals } from './cart'
import { useCart } from './store'
import styles from './cart.module.css'

/** The header's cart link with the number of items in this market's cart. */
export function CartLink({
  href,
  storageKey,
  label,
  countLabel,
}: {
  href: string
  storageKey: string
  label: string
  countLabel: string
}) {
  const count = cartTotals(useCart(storageKey)).count
  return (
    <Link
      href={href}
      className={styles.cartLink}
      aria-label={countLabel.replace('{count}', String(count))}
      data-cart-count={count}
    >
      <svg
        aria-hidden="true"
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.6L21 7H6" />
      </svg>
      <span className="visually-hidden">{label}</span>
      {count > 0 && (
        <span className={styles.cartBadge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  )
}
