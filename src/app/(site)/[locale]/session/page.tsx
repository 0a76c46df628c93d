import { SessionPage } from '@/features/pay/SessionPage'
import { requireStationQuery, runPageGuards, type StationQuery } from '@/features/site/guards'
import { pageMetadata } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

// The session comes from the query: rendered on request.
export const dynamic = 'force-dynamic'

type Props = LocaleParams & { searchParams: Promise<StationQuery> }

export async function generateMetadata({ params }: LocaleParams) {
  return { ...(await pageMetadata('session', await pageLocale(params))), robots: { index: false } }
}

export default async function Page({ params, searchParams }: Props) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams])
  runPageGuards('session', query)
  return <SessionPage locale={locale} query={requireStationQuery(query)} />
}
