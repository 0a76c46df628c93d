'use client'

import { SiteLink as Link } from '@/features/site/SiteLink'
import { useEffect, useRef, useState } from 'react'

import type { CaptchaClientConfig } from '@/features/forms/captcha'
import type { SendingStrings } from '@/features/forms/components/send'
import { trackRequest } from '@/features/site/client/events'

import {
  cartTotals,
  reconcileCart,
  removeLine,
  setLineQuantity,
  type CartChange,
  type CartItem,
  type CatalogueEntry,
} from './cart'
import { readCart, useCart, useHydrated, writeCart } from './store'
import type { Locale } from '@/i18n/locales'
import { moneyFormat, numberFormat } from '@/i18n/format'
import { OrderForm } from '../orders/OrderForm'
import shop from '../components/shop.module.css'
import styles from './cart.module.css'

type CartLabels = Record<string, string>

type CartViewProps = {
  locale: Locale
  localeTag: string
  currency: string
  storageKey: string
  labels: CartLabels
  sendingStrings: SendingStrings
  appLinks: { appStore?: string | null; googlePlay?: string | null }
  privacyHref: string
  shopHref: string
  captcha?: CaptchaClientConfig
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, k: string) => (k in values ? String(values[k]) : whole))

/**
 * Asks the catalogue for the current data of the cart's goods and brings the stored cart up to
 * date.
 */
async function reconcileStoredCart(locale: Locale, storageKey: string): Promise<CartChange[]> {
  const cart = readCart(storageKey)
  if (!cart.length) return []
  const response = await trackRequest(
    fetch('/api/v1/cart/reconcile', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locale, ids: [...new Set(cart.map((l) => l.id))] }),
    }),
  )
  if (!response.ok) return []
  const { goods } = (await response.json()) as { goods: Record<string, CatalogueEntry> }
  const { cart: next, changes } = reconcileCart(readCart(storageKey), goods)
  if (changes.length) writeCart(storageKey, next)
  return changes
}

/** `shop/cart`: lines with quantity and removal, totals, the bonus notice and the order form. */
export function CartView(props: CartViewProps) {
  const { locale, localeTag, currency, storageKey, labels, appLinks, privacyHref, shopHref } = props
  const cart = useCart(storageKey)
  const hydrated = useHydrated()
  const [changes, setChanges] = useState<CartChange[]>([])
  const [success, setSuccess] = useState<string | null>(null)
  const reconciled = useRef(false)
  const money = moneyFormat(localeTag, currency)
  const number = numberFormat(localeTag)

  useEffect(() => {
    if (reconciled.current) return
    reconciled.current = true
    reconcileStoredCart(locale, storageKey).then(setChanges, () => setChanges([]))
  }, [locale, storageKey])

  const price = (line: CartItem, amount: number | null) =>
    amount === null
      ? labels.priceOnRequest
      : line.isCommercial
        ? money.format(amount)
        : fill(labels.bonuses!, { count: number.format(amount) })

  const totals = cartTotals(cart)
  const update = (next: CartItem[]) => writeCart(storageKey, next)

  if (!hydrated)
    return (
      <div className={styles.cart} aria-busy="true">
        <p className={shop.muted}>…</p>
      </div>
    )

  return (
    <div className={styles.cart}>
      {changes.length > 0 && (
        <div role="status" className={styles.notice}>
          {changes.map((c, i) => (
            <p key={i}>
              {fill(c.kind === 'removed' ? labels.removedNotice! : labels.repricedNotice!, {
                name: c.title,
              })}
            </p>
          ))}
        </div>
      )}
      {success && (
        <div role="status" className={styles.success}>
          <p>
            <strong>{labels.success}</strong>
          </p>
          <p>{fill(labels.orderNumber!, { number: success })}</p>
        </div>
      )}
      {cart.length === 0 ? (
        <div className={styles.empty}>
          <p>{labels.empty}</p>
          <Link href={shopHref} className="button">
            {labels.continueShopping}
          </Link>
        </div>
      ) : (
        <>
          <ul className={styles.lines} aria-label={labels.product}>
            {cart.map((line) => {
              const key = line.id + JSON.stringify(line.additional)
              const options = line.optionsText || Object.values(line.additional).join(' · ')
              const detail = ['chargers', 'ev', 'accessories'].includes(line.section)
                ? `/${locale}/shop/${line.section}/${line.id}`
                : null
              return (
                <li key={key} className={styles.line} data-cart-line={line.id}>
                  {line.image ? (
                    <img
                      src={line.image}
                      alt=""
                      width={96}
                      height={72}
                      className={styles.lineImage}
                    />
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
                      onClick={() => update(setLineQuantity(cart, line, line.quantity - 1))}
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
                        if (Number.isFinite(n) && n >= 1) update(setLineQuantity(cart, line, n))
                      }}
                    />
                    <button
                      type="button"
                      className="button"
                      aria-label={fill(labels.increase!, { name: line.title })}
                      onClick={() => update(setLineQuantity(cart, line, line.quantity + 1))}
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
                    onClick={() => update(removeLine(cart, line))}
                  >
                    {labels.remove}
                  </button>
                </li>
              )
            })}
          </ul>
          <dl className={styles.totals}>
            {totals.hasCommercial && (
              <div>
                <dt>{labels.total}</dt>
                <dd data-total="commercial">{money.format(totals.commercial)}</dd>
              </div>
            )}
            {totals.hasBonus && (
              <div>
                <dt>{labels.bonusTotal}</dt>
                <dd data-total="bonus">
                  {fill(labels.bonuses!, { count: number.format(totals.bonus) })}
                </dd>
              </div>
            )}
          </dl>
          {totals.hasPriceOnRequest && <p className={shop.muted}>{labels.priceOnRequestNote}</p>}
          {totals.hasBonus && (
            <div className={styles.notice}>
              <p>{labels.bonusNotice}</p>
              <p className={styles.appLinks}>
                {appLinks.appStore && (
                  <a
                    href={appLinks.appStore}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="button"
                    data-app-store="appStore"
                  >
                    {labels.appStore}
                  </a>
                )}
                {appLinks.googlePlay && (
                  <a
                    href={appLinks.googlePlay}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="button"
                    data-app-store="googlePlay"
                  >
                    {labels.googlePlay}
                  </a>
                )}
              </p>
            </div>
          )}
          {totals.hasCommercial && (
            <OrderForm
              locale={locale}
              labels={labels}
              strings={props.sendingStrings}
              privacyHref={privacyHref}
              captcha={props.captcha}
              lines={cart.filter((l) => l.isCommercial)}
              onPlaced={(orderNumber) => {
                setChanges([])
                setSuccess(orderNumber)
                const rest = readCart(storageKey).filter((l) => !l.isCommercial)
                writeCart(storageKey, rest.length ? rest : null)
              }}
              onCartChanged={async () => setChanges(await reconcileStoredCart(locale, storageKey))}
            />
          )}
        </>
      )}
    </div>
  )
}
