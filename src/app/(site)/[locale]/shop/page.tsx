import { shopHomeRoute } from '@/features/shop/pages'

export const generateMetadata = shopHomeRoute.generateMetadata
export default shopHomeRoute.Page
