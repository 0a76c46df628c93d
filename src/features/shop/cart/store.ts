'use client'

import { useSyncExternalStore } from 'react'

import { addToCart, parseStoredCart, serializeCart, type Cart, type CartItem } from './cart'

/**
 * The browser side of the cart: one cart per market in localStorage under the market's key
 * (cart, cartMY, cartEN), read at start, shared by every component (header link, product page,
 * cart page) and kept in step across tabs.
 */
const changeEvent = 'shop:cart-change'
const cache = new Map<string, { raw: string | null; cart: Cart }>()
const empty: Cart = []

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function readCart(key: string): Cart {
  const raw = readRaw(key)
  const cached = cache.get(key)
  if (cached && cached.raw === raw) return cached.cart
  const cart = parseStoredCart(raw)
  cache.set(key, { raw, cart })
  return cart
}

/** Stores a cart; an empty or cleared cart is stored as null. */
export function writeCart(key: string, cart: Cart | null): void {
  try {
    window.localStorage.setItem(key, serializeCart(cart))
  } catch {
    // storage full or blocked: the cart lives until the page closes
  }
  window.dispatchEvent(new CustomEvent(changeEvent, { detail: key }))
}

export function addItem(key: string, item: CartItem, isAdd = true): void {
  writeCart(key, addToCart(readCart(key), item, isAdd))
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(changeEvent, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(changeEvent, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/** The cart under `key`; empty during server rendering and the first hydration pass. */
export function useCart(key: string): Cart {
  return useSyncExternalStore(
    subscribe,
    () => readCart(key),
    () => empty,
  )
}

/** Whether the component has hydrated (the stored cart is only known in the browser). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
