/**
 * The cart as pure functions. A line is the good's own fields plus `additional` (chosen options),
 * `quantity`, `totalPrice` (the unit price), `section` (its category), `id` and `isCommercial`
 * (true: money, false: bonuses). The browser keeps one cart per market in localStorage; the server
 * re-prices every line before an order is stored.
 */
type CartOptions = Record<string, string>

export type CartItem = {
  id: string
  title: string
  section: string
  image?: string | null
  additional: CartOptions
  /** The chosen options as the visitor read them (e.g. "Cable length: 7.5 m"), for display only. */
  optionsText?: string
  quantity: number
  /** Unit price in the market's currency (commercial) or in bonuses; null: price on request. */
  totalPrice: number | null
  isCommercial: boolean
}

export type Cart = CartItem[]

const maxQuantity = 999

function sameOptions(a: CartOptions, b: CartOptions): boolean {
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => Object.prototype.hasOwnProperty.call(b, key) && a[key] === b[key])
  )
}

function isSameLine(
  line: Pick<CartItem, 'id' | 'additional'>,
  other: Pick<CartItem, 'id' | 'additional'>,
): boolean {
  return String(line.id) === String(other.id) && sameOptions(line.additional, other.additional)
}

const clampQuantity = (quantity: number) => Math.min(maxQuantity, Math.max(1, Math.floor(quantity)))

/**
 * Adds an item. A line with the same id and options gets `item.quantity` more (isAdd on) or exactly
 * `item.quantity` (isAdd off); any other combination is a new line at the end.
 */
export function addToCart(cart: Cart, item: CartItem, isAdd = true): Cart {
  const index = cart.findIndex((line) => isSameLine(line, item))
  if (index === -1) return [...cart, { ...item, quantity: clampQuantity(item.quantity) }]
  return cart.map((line, i) =>
    i === index
      ? { ...line, quantity: clampQuantity(isAdd ? line.quantity + item.quantity : item.quantity) }
      : line,
  )
}

/** Removes the first line with this id, whatever options it was chosen with. */
export function removeFromCart(cart: Cart, id: string): Cart {
  const index = cart.findIndex((line) => String(line.id) === String(id))
  return index === -1 ? cart : [...cart.slice(0, index), ...cart.slice(index + 1)]
}

/** Sets the quantity of one exact line (the cart page's quantity field). */
export function setLineQuantity(
  cart: Cart,
  line: Pick<CartItem, 'id' | 'additional'>,
  quantity: number,
): Cart {
  return cart.map((l) => (isSameLine(l, line) ? { ...l, quantity: clampQuantity(quantity) } : l))
}

/** Removes one exact line (id and options): the cart page's remove button on that line. */
export function removeLine(cart: Cart, line: Pick<CartItem, 'id' | 'additional'>): Cart {
  const index = cart.findIndex((l) => isSameLine(l, line))
  return index === -1 ? cart : [...cart.slice(0, index), ...cart.slice(index + 1)]
}

type CartTotals = {
  /** Σ totalPrice × quantity over commercial lines, in the market's currency. */
  commercial: number
  /** Σ totalPrice × quantity over bonus lines, in bonuses. */
  bonus: number
  hasCommercial: boolean
  hasBonus: boolean
  /** Some commercial line has no price (price on request): its amount is not in the total. */
  hasPriceOnRequest: boolean
  count: number
}

const round2 = (n: number) => Math.round(n * 100) / 100

export function cartTotals(cart: Cart): CartTotals {
  let commercial = 0
  let bonus = 0
  let hasPriceOnRequest = false
  let count = 0
  for (const line of cart) {
    count += line.quantity
    if (line.totalPrice === null) {
      if (line.isCommercial) hasPriceOnRequest = true
      continue
    }
    if (line.isCommercial) commercial += line.totalPrice * line.quantity
    else bonus += line.totalPrice * line.quantity
  }
  return {
    commercial: round2(commercial),
    bonus: round2(bonus),
    hasCommercial: cart.some((l) => l.isCommercial),
    hasBonus: cart.some((l) => !l.isCommercial),
    hasPriceOnRequest,
    count,
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * One stored line, or null when it is not a cart line (storage edited by hand, an older shape…).
 */
function parseCartItem(value: unknown): CartItem | null {
  if (!isRecord(value)) return null
  const { id, title, section, image, additional, optionsText, quantity, totalPrice, isCommercial } =
    value
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '') return null
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity < 1) return null
  if (
    totalPrice !== null &&
    (typeof totalPrice !== 'number' || !Number.isFinite(totalPrice) || totalPrice < 0)
  )
    return null
  const options: CartOptions = {}
  if (isRecord(additional))
    for (const [k, v] of Object.entries(additional)) if (typeof v === 'string') options[k] = v
  return {
    id: String(id),
    title: typeof title === 'string' ? title : '',
    section: typeof section === 'string' ? section : '',
    image: typeof image === 'string' ? image : null,
    additional: options,
    ...(typeof optionsText === 'string' && optionsText
      ? { optionsText: optionsText.slice(0, 300) }
      : {}),
    quantity: clampQuantity(quantity),
    totalPrice: totalPrice as number | null,
    isCommercial: isCommercial !== false,
  }
}

/** The stored cart: null, absent or unreadable gives an empty cart. */
export function parseStoredCart(raw: string | null | undefined): Cart {
  if (raw === null || raw === undefined) return []
  try {
    const value: unknown = JSON.parse(raw)
    if (!Array.isArray(value)) return []
    return value.map(parseCartItem).filter((l): l is CartItem => l !== null)
  } catch {
    return []
  }
}

/** What is written to storage: the lines, or the string "null" when the cart was cleared. */
export function serializeCart(cart: Cart | null): string {
  return cart && cart.length ? JSON.stringify(cart) : 'null'
}

/** Current catalogue data of a good, as `POST /api/v1/cart/reconcile` answers it. */
export type CatalogueEntry = {
  id: string
  title: string
  section: string
  image: string | null
  price: number | null
  isCommercial: boolean
  available: boolean
  options: Record<string, string[]>
}

export type CartChange = {
  kind: 'removed' | 'repriced'
  id: string
  title: string
  from?: number | null
  to?: number | null
}

/**
 * Brings stored lines up to date with the catalogue: goods no longer sold (deleted, out of stock,
 * an option that no longer exists) are dropped, changed prices and titles are taken over. Every
 * removal and price change is reported so the cart can say so.
 */
export function reconcileCart(
  cart: Cart,
  catalogue: Record<string, CatalogueEntry | undefined>,
): { cart: Cart; changes: CartChange[] } {
  const changes: CartChange[] = []
  const next: Cart = []
  for (const line of cart) {
    const entry = catalogue[line.id]
    const optionsValid =
      entry !== undefined &&
      Object.entries(line.additional).every(([k, v]) => entry.options[k]?.includes(v)) &&
      Object.keys(entry.options).every((k) => k in line.additional)
    if (!entry || !entry.available || !optionsValid) {
      changes.push({ kind: 'removed', id: line.id, title: entry?.title || line.title })
      continue
    }
    if (entry.price !== line.totalPrice || entry.isCommercial !== line.isCommercial) {
      changes.push({
        kind: 'repriced',
        id: line.id,
        title: entry.title,
        from: line.totalPrice,
        to: entry.price,
      })
    }
    next.push({
      ...line,
      title: entry.title,
      section: entry.section,
      image: entry.image,
      totalPrice: entry.price,
      isCommercial: entry.isCommercial,
    })
  }
  return { cart: next, changes }
}
