import { NewsSearchLayout } from '@/features/news/pages'

export default NewsSearchLayout
