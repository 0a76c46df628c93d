import { ResultPage } from '@/features/pay/ResultPage'
import { pageMetadata } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

// The payment comes from the query: rendered on request.
export const dynamic = 'force-dynamic'

type Props = LocaleParams & { searchParams: Promise<{ payment?: string | string[] }> }

export async function generateMetadata({ params }: LocaleParams) {
  return {
    ...(await pageMetadata('paySuccess', await pageLocale(params))),
    robots: { index: false },
  }
}

export default async function Page({ params, searchParams }: Props) {
  const [locale, { payment }] = await Promise.all([pageLocale(params), searchParams])
  return (
    <ResultPage locale={locale} reference={typeof payment === 'string' ? payment.trim() : ''} />
  )
}
