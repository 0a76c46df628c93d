import { PayPage } from '@/features/pay/PayPage'
import { pageMetadataOf } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export const generateMetadata = pageMetadataOf('pay')

export default async function Pay({ params }: LocaleParams) {
  return <PayPage locale={await pageLocale(params)} />
}
