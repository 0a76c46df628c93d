import { ShopHome } from '@/features/shop/components/ShopHome'
import { pageMetadataOf } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export const generateMetadata = pageMetadataOf('shop')

export default async function Shop({ params }: LocaleParams) {
  return <ShopHome locale={await pageLocale(params)} />
}
