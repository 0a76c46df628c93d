'use client'

import { SiteLink as Link } from '@/features/site/SiteLink'
import { useEffect, useRef, useState } from 'react'

import type { CaptchaClientConfig } from '@/features/forms/captcha'
import type { SendingStrings } from '@/features/forms/components/send'
import { trackRequest } from '@/features/site/client/events'
import { fill } from '@/lib/fill'

import {
  cartTotals,
  reconcileCart,
  type CartChange,
  type CartItem,
  type CatalogueEntry,
} from '../cart/cart'
import { readCart, useCart, useHydrated, writeCart } from '../cart/store'
import type { Locale } from '@/i18n/locales'
import { moneyFormat, numberFormat } from '@/i18n/format'
import { OrderForm } from '../orders/OrderForm'
import { CartLine, type CartLabels } from './CartLine'
import shop from '../shop.module.css'
import styles from '../cart/cart.module.css'

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
      <CartNotices changes={changes} orderNumber={success} labels={labels} />
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
            {cart.map((line) => (
              <CartLine
                key={line.id + JSON.stringify(line.additional)}
                line={line}
                locale={locale}
                labels={labels}
                price={price}
                onChange={(next) => update(next(cart))}
              />
            ))}
          </ul>
          <CartTotals
            totals={totals}
            labels={labels}
            appLinks={appLinks}
            money={money}
            number={number}
          />
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

/** What changed in the cart since it was filled (gone, repriced), and the order just placed. */
function CartNotices({
  changes,
  orderNumber,
  labels,
}: {
  changes: CartChange[]
  orderNumber: string | null
  labels: CartLabels
}) {
  return (
    <>
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
      {orderNumber && (
        <div role="status" className={styles.success}>
          <p>
            <strong>{labels.success}</strong>
          </p>
          <p>{fill(labels.orderNumber!, { number: orderNumber })}</p>
        </div>
      )}
    </>
  )
}

/** The totals (money, bonuses), the note on prices on request, and where bonuses are spent. */
function CartTotals({
  totals,
  labels,
  appLinks,
  money,
  number,
}: {
  totals: ReturnType<typeof cartTotals>
  labels: CartLabels
  appLinks: CartViewProps['appLinks']
  money: Intl.NumberFormat
  number: Intl.NumberFormat
}) {
  return (
    <>
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
    </>
  )
}
