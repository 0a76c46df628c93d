import { cartView } from '@/features/shop/cart/page-view'

// Apart from the shop's other pages: only the cart page ships the cart's and order form's
// JavaScript.
export const views = { shopCart: cartView }
