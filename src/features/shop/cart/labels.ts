import type { AddToCartLabels } from './AddToCart'

/** Only the strings the add-to-cart leaf needs travel to the browser. */
export function addLabels(all: AddToCartLabels): AddToCartLabels {
  return {
    addToCart: all.addToCart,
    addedToCart: all.addedToCart,
    quantity: all.quantity,
    unavailable: all.unavailable,
  }
}
