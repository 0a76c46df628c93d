import { cartRoute } from '@/features/shop/cart/cartRoute'

export const generateMetadata = cartRoute.generateMetadata
export default cartRoute.Page
