import { cartRoute } from '@/features/shop/cartRoute'

export const generateMetadata = cartRoute.generateMetadata
export default cartRoute.Page
