import { PrepayPage } from '@/features/pay/PrepayPage'
import { requireStationQuery, runPageGuards } from '@/features/site/guards'
import { pageMetadataOf } from '@/features/site/metadata'
import { pageLocale, type QueryProps } from '@/features/site/params'
import { oneValue } from '@/features/site/view'

// A station's QR code leads here: it answers its query (station and connector), so on request.
export const dynamic = 'force-dynamic'
export const generateMetadata = pageMetadataOf('payPrepay')

export default async function Prepay({ params, searchParams }: QueryProps) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams])
  runPageGuards('payPrepay', query)
  const station = requireStationQuery(query)
  return (
    <PrepayPage
      locale={locale}
      query={{ ...station, error: oneValue(query.error), email: oneValue(query.email) }}
    />
  )
}
