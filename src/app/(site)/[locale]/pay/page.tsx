import { PayPage } from '@/features/pay/PayPage'
import { pageMetadata } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export async function generateMetadata({ params }: LocaleParams) {
  return pageMetadata('pay', await pageLocale(params))
}

export default async function Page({ params }: LocaleParams) {
  return <PayPage locale={await pageLocale(params)} />
}
