import { ResultPage } from '@/features/pay/ResultPage'
import { pageMetadataOf } from '@/features/site/metadata'
import { pageLocale, type QueryProps } from '@/features/site/params'
import { oneValue } from '@/features/site/view'

// A payment's result, for the payer alone: on request.
export const dynamic = 'force-dynamic'
export const generateMetadata = pageMetadataOf('paySuccess')

export default async function PaySuccess({ params, searchParams }: QueryProps) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams])
  return <ResultPage locale={locale} reference={oneValue(query.payment)?.trim() ?? ''} />
}
