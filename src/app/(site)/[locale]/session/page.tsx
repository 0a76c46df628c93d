import { SessionPage } from '@/features/pay/SessionPage'
import { requireStationQuery, runPageGuards } from '@/features/site/guards'
import { pageMetadataOf } from '@/features/site/metadata'
import { pageLocale, type QueryProps } from '@/features/site/params'

// A charging session's state, reached from a station's QR code with its query: on request.
export const dynamic = 'force-dynamic'
export const generateMetadata = pageMetadataOf('session')

export default async function Session({ params, searchParams }: QueryProps) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams])
  runPageGuards('session', query)
  return <SessionPage locale={locale} query={requireStationQuery(query)} />
}
