import { CartPage } from '@/features/shop/cart-page/CartPage'
import { pageMetadataOf } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

// Only this page ships the cart's and the order form's JavaScript.
export const generateMetadata = pageMetadataOf('shopCart')

export default async function Cart({ params }: LocaleParams) {
  return <CartPage locale={await pageLocale(params)} />
}
