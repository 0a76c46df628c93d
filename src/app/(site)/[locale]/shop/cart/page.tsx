import { cartRoute } from '@/features/shop/pages'

export const generateMetadata = cartRoute.generateMetadata
export default cartRoute.Page
